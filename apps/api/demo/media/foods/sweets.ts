import type { Layer } from "../scene.js";
import { blobPath, darken, el, lighten, pointIn, shades } from "../svg.js";

/** A round cake from above: its icing, a piped border and what decorates it, one slice cut away. */
export function cake(
  icing: string,
  {
    border = lighten(icing, 0.45),
    sponge = "#e9c58a",
    slice = true,
    topping = null as Layer | null,
  } = {},
): Layer {
  return (area, pen) => {
    const { defs } = pen;
    const r = Math.min(area.rx, area.ry) * 0.95;
    const { cx, cy } = area;
    const start = -0.35;
    const end = 0.35;
    const cut = slice
      ? el("path", {
          d: `M${cx} ${cy}L${cx + Math.cos(start) * r} ${cy + Math.sin(start) * r}A${r} ${r} 0 0 1 ${cx + Math.cos(end) * r} ${cy + Math.sin(end) * r}Z`,
          fill: sponge,
        }) +
        [0.4, 0.7]
          .map((at) =>
            el("path", {
              d: `M${cx + Math.cos(start) * r * at} ${cy + Math.sin(start) * r * at}L${cx + Math.cos(end) * r * at} ${cy + Math.sin(end) * r * at}`,
              stroke: icing,
              "stroke-width": r * 0.05,
            }),
          )
          .join("")
      : "";
    const body = slice
      ? `M${cx} ${cy}L${cx + Math.cos(end) * r} ${cy + Math.sin(end) * r}A${r} ${r} 0 1 1 ${cx + Math.cos(start) * r} ${cy + Math.sin(start) * r}Z`
      : `M${cx - r} ${cy}A${r} ${r} 0 1 1 ${cx + r} ${cy}A${r} ${r} 0 1 1 ${cx - r} ${cy}Z`;
    const beads = Array.from({ length: 30 }, (_, index) => {
      const angle = (index / 30) * Math.PI * 2;
      if (slice && angle < end + 0.05) return "";
      if (slice && angle > Math.PI * 2 + start - 0.05) return "";
      return el("circle", {
        cx: cx + Math.cos(angle) * r * 0.9,
        cy: cy + Math.sin(angle) * r * 0.9,
        r: r * 0.065,
        fill: border,
        stroke: darken(border, 0.12),
        "stroke-width": r * 0.01,
      });
    });
    return (
      el("path", { d: body, fill: darken(icing, 0.25), transform: "translate(1 2)" }) +
      el("path", {
        d: body,
        fill: defs.radial(shades(icing, 0.25, 0.1), { fx: 0.4, fy: 0.35 }),
      }) +
      cut +
      beads.join("") +
      (topping ? topping({ cx, cy, rx: r * 0.6, ry: r * 0.6 }, pen) : "")
    );
  };
}

/** A wedge of layered cake standing on the plate, seen a little from the side. */
export function cakeSlice(sponge: string, cream: string, { top = cream } = {}): Layer {
  return (area, { defs }) => {
    const w = area.rx * 1.2;
    const h = area.ry * 0.75;
    const x = area.cx - w / 2;
    const y = area.cy - h * 0.2;
    const layers = [0.3, 0.62].map((at) =>
      el("rect", { x, y: y + h * at, width: w, height: h * 0.09, fill: cream }),
    );
    return (
      el("path", {
        d: `M${x} ${y}L${area.cx + w * 0.1} ${y - h * 0.55}L${x + w} ${y}Z`,
        fill: defs.linear([lighten(top, 0.2), top], 90),
      }) +
      el("rect", {
        x,
        y,
        width: w,
        height: h,
        fill: defs.linear(shades(sponge, 0.15, 0.1), 0),
      }) +
      layers.join("") +
      el("rect", { x, y: y - h * 0.04, width: w, height: h * 0.1, fill: top })
    );
  };
}

/** Syrup-soaked dumplings (lugaimat), kibbeh or falafel heaped in the middle. */
export function heap(color: string, { count = 14, size = 0.15 } = {}): Layer {
  return (area, { random, defs }) =>
    Array.from({ length: count }, () => {
      const [x, y] = pointIn(area, random, 0.55);
      const r = area.rx * size * random.between(0.85, 1.1);
      return (
        el("circle", { cx: x + r * 0.12, cy: y + r * 0.18, r, fill: "#000", opacity: 0.2 }) +
        el("path", {
          d: blobPath(x, y, r, r * 0.94, random, { points: 8, wobble: 0.08 }),
          fill: defs.radial(shades(color, 0.4, 0.3), { fx: 0.35, fy: 0.3 }),
        })
      );
    }).join("");
}

/** Fine shredded pastry baked golden (kunafa), in strokes around the middle. */
export function shredded(color = "#e48a1e"): Layer {
  return (area, { random, defs }) => {
    const strands = Array.from({ length: 160 }, () => {
      const [x, y] = pointIn(area, random, 0.95);
      const length = area.rx * random.between(0.08, 0.18);
      const turn = random() * Math.PI;
      return `M${Math.round(x)} ${Math.round(y)}q${Math.round(Math.cos(turn) * length * 5) / 10} ${Math.round(Math.sin(turn) * length * 3) / 10} ${Math.round(Math.cos(turn) * length)} ${Math.round(Math.sin(turn) * length)}`;
    });
    return (
      el("ellipse", {
        ...area,
        fill: defs.radial(shades(color, 0.25, 0.2), { fx: 0.4, fy: 0.35 }),
      }) +
      el("path", {
        d: strands.join(""),
        stroke: darken(color, 0.2),
        "stroke-width": area.rx * 0.012,
        fill: "none",
        opacity: 0.7,
      }) +
      el("path", {
        d: strands.slice(0, 80).join(""),
        stroke: lighten(color, 0.35),
        "stroke-width": area.rx * 0.008,
        fill: "none",
        opacity: 0.6,
        transform: "translate(1 1)",
      })
    );
  };
}

/** Squares of a tray bake (basbousa), each with an almond. */
export function squares(color = "#d9a04a", { rows = 3, columns = 3, almond = true } = {}): Layer {
  return (area, { defs }) => {
    const size = (Math.min(area.rx, area.ry) * 1.45) / Math.max(rows, columns);
    const gap = size * 0.08;
    const x0 = area.cx - (columns * size) / 2;
    const y0 = area.cy - (rows * size) / 2;
    const cells: string[] = [];
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const x = x0 + column * size;
        const y = y0 + row * size;
        cells.push(
          el("rect", {
            x: x + gap,
            y: y + gap,
            width: size - gap * 2,
            height: size - gap * 2,
            rx: size * 0.08,
            fill: defs.linear(shades(color, 0.25, 0.15), 60),
          }),
        );
        if (almond)
          cells.push(
            el("ellipse", {
              cx: x + size / 2,
              cy: y + size / 2,
              rx: size * 0.14,
              ry: size * 0.08,
              fill: "#f2e2c2",
              stroke: "#b98d56",
              "stroke-width": size * 0.02,
            }),
          );
      }
    }
    return cells.join("");
  };
}

/** Scoops of ice cream with their ridges. */
export function scoops(colors: readonly string[]): Layer {
  return (area, { random, defs }) =>
    colors
      .map((color, index) => {
        const angle = (index / colors.length) * Math.PI * 2 - Math.PI / 2;
        const distance = colors.length === 1 ? 0 : 0.35;
        const x = area.cx + Math.cos(angle) * area.rx * distance;
        const y = area.cy + Math.sin(angle) * area.ry * distance;
        const r = area.rx * (colors.length === 1 ? 0.55 : 0.38);
        return (
          el("path", {
            d: blobPath(x, y, r, r * 0.95, random, { points: 12, wobble: 0.07 }),
            fill: defs.radial(shades(color, 0.35, 0.15), { fx: 0.35, fy: 0.3 }),
          }) +
          el("path", {
            d: `M${x - r * 0.6} ${y + r * 0.2}q${r * 0.6} ${r * 0.3} ${r * 1.2} 0`,
            stroke: darken(color, 0.12),
            "stroke-width": r * 0.05,
            fill: "none",
          })
        );
      })
      .join("");
}

/** Dates, glossy and wrinkled, beside coffee or on a dessert. */
export function dates(count = 5): Layer {
  return (area, { random, defs }) =>
    Array.from({ length: count }, (_, index) => {
      const angle = (index / count) * Math.PI * 2;
      const x = area.cx + Math.cos(angle) * area.rx * 0.45;
      const y = area.cy + Math.sin(angle) * area.ry * 0.45;
      const r = area.rx * 0.22;
      return el("path", {
        d: blobPath(x, y, r, r * 0.55, random, { points: 8, wobble: 0.06, rotation: angle + 1.3 }),
        fill: defs.radial(["#8a4a23", "#5a2a12", "#2e140a"], { fx: 0.35, fy: 0.3 }),
      });
    }).join("");
}
