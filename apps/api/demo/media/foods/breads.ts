import type { Layer } from "../scene.js";
import { blobPath, darken, el, lighten, pointIn, shades } from "../svg.js";

/** A round flatbread (Arabic bread, tannour, chabab) with its toasted spots. */
export function flatbread(color = "#e9c98f", { scale = 0.95, spots = 26 } = {}): Layer {
  return (area, { random, defs }) => {
    const bread = { ...area, rx: area.rx * scale, ry: area.ry * scale };
    return (
      el("path", {
        d: blobPath(bread.cx, bread.cy, bread.rx, bread.ry, random, { points: 12, wobble: 0.03 }),
        fill: defs.radial(shades(color, 0.2, 0.15), { fx: 0.4, fy: 0.35 }),
      }) +
      Array.from({ length: spots }, () => {
        const [x, y] = pointIn(bread, random, 0.9);
        return el("path", {
          d: blobPath(
            x,
            y,
            bread.rx * random.between(0.03, 0.08),
            bread.rx * random.between(0.02, 0.05),
            random,
            { points: 6, wobble: 0.3 },
          ),
          fill: darken(color, 0.35),
          opacity: 0.55,
        });
      }).join("")
    );
  };
}

/** A burger seen from above: a sesame bun with lettuce, cheese and the patty peeking out. */
export function burger(bun = "#c9853d", { chicken = false } = {}): Layer {
  return (area, { random, defs }) => {
    const r = Math.min(area.rx, area.ry) * 0.78;
    const { cx, cy } = area;
    const lettuce = el("path", {
      d: blobPath(cx, cy, r * 1.12, r * 1.1, random, { points: 16, wobble: 0.06 }),
      fill: "#6fae3f",
    });
    const patty = el("path", {
      d: blobPath(cx + r * 0.05, cy + r * 0.04, r * 1.04, r * 1.02, random, {
        points: 12,
        wobble: 0.05,
      }),
      fill: chicken ? "#d0883a" : "#5a3222",
    });
    const cheese = el("path", {
      d: `M${cx - r * 1.1} ${cy + r * 0.1}L${cx - r * 0.2} ${cy + r * 1.15}L${cx + r * 0.2} ${cy + r * 0.3}Z`,
      fill: "#f5b82e",
    });
    const seeds = Array.from({ length: 22 }, () => {
      const [x, y] = pointIn({ cx, cy, rx: r * 0.8, ry: r * 0.8 }, random);
      return el("ellipse", {
        cx: x,
        cy: y,
        rx: r * 0.045,
        ry: r * 0.022,
        fill: "#fbf1d8",
        transform: `rotate(${Math.round(random() * 180)} ${Math.round(x)} ${Math.round(y)})`,
      });
    });
    return (
      lettuce +
      patty +
      cheese +
      el("circle", {
        cx,
        cy,
        r,
        fill: defs.radial(shades(bun, 0.35, 0.25), { fx: 0.38, fy: 0.32 }),
      }) +
      seeds.join("")
    );
  };
}

/**
 * A sandwich cut in two (a wrap, a sub, a toasted saj): two halves with the cut faces turned up
 * showing the filling.
 */
export function sandwich(
  bread = "#e7c58d",
  filling: readonly string[] = ["#c9843c", "#6fae3f", "#d3321f", "#f7f1e1"],
  { shape = "wrap" as "wrap" | "bun" | "toast" } = {},
): Layer {
  return (area, { random, defs }) => {
    const width = area.rx * 1.35;
    const height = area.ry * (shape === "toast" ? 0.75 : 0.46);
    return [-1, 1]
      .map((side) => {
        const x = area.cx + side * area.rx * 0.08;
        const y = area.cy + side * area.ry * 0.3;
        const turn = side * random.between(8, 16);
        const rx = shape === "toast" ? height * 0.15 : height / 2;
        const face = side === 1 ? x - width / 2 : x + width / 2;
        const bits = Array.from({ length: 10 }, () =>
          el("circle", {
            cx: face + random.between(-0.06, 0.06) * width,
            cy: y + random.between(-0.32, 0.32) * height,
            r: height * random.between(0.08, 0.14),
            fill: random.pick(filling),
          }),
        );
        const stripes =
          shape === "toast"
            ? []
            : Array.from({ length: 4 }, (_, index) =>
                el("path", {
                  d: `M${x - width * 0.3 + index * width * 0.18} ${y - height * 0.4}q${width * 0.05} ${height * 0.4} 0 ${height * 0.8}`,
                  stroke: darken(bread, 0.35),
                  "stroke-width": height * 0.09,
                  fill: "none",
                  opacity: 0.55,
                  "stroke-linecap": "round",
                }),
              );
        return el(
          "g",
          { transform: `rotate(${Math.round(turn)} ${Math.round(x)} ${Math.round(y)})` },
          el("rect", {
            x: x - width / 2 + 2,
            y: y - height / 2 + 4,
            width,
            height,
            rx,
            fill: "#000",
            opacity: 0.16,
          }),
          el("rect", {
            x: x - width / 2,
            y: y - height / 2,
            width,
            height,
            rx,
            fill: defs.linear(shades(bread, 0.25, 0.15), 90),
          }),
          ...stripes,
          el("ellipse", {
            cx: face,
            cy: y,
            rx: width * 0.08,
            ry: height * 0.44,
            fill: darken(bread, 0.05),
          }),
          ...bits,
        );
      })
      .join("");
  };
}

/** Golden fries in a loose pile. */
export function fries(color = "#f0b84a", count = 26): Layer {
  return (area, { random }) =>
    Array.from({ length: count }, () => {
      const [x, y] = pointIn(area, random, 0.6);
      const length = area.rx * random.between(0.45, 0.8);
      const turn = Math.round(random() * 180);
      return el("rect", {
        x: x - length / 2,
        y: y - area.rx * 0.04,
        width: length,
        height: area.rx * 0.08,
        rx: area.rx * 0.02,
        fill: random() < 0.3 ? lighten(color, 0.2) : color,
        stroke: darken(color, 0.2),
        "stroke-width": area.rx * 0.008,
        transform: `rotate(${turn} ${Math.round(x)} ${Math.round(y)})`,
      });
    }).join("");
}

/** Pastries in a ring: samboosa triangles, fatayer, kibbeh, falafel. */
export function pastries(
  color: string,
  {
    count = 6,
    shape = "triangle" as "triangle" | "ball" | "torpedo" | "boat" | "croissant",
    size = 0.32,
    ring = 0.52,
  } = {},
): Layer {
  return (area, { random, defs }) =>
    Array.from({ length: count }, (_, index) => {
      const angle = (index / count) * Math.PI * 2 + random.between(-0.15, 0.15);
      const distance = count === 1 ? 0 : ring;
      const x = area.cx + Math.cos(angle) * area.rx * distance;
      const y = area.cy + Math.sin(angle) * area.ry * distance;
      const r = area.rx * size;
      const fill = defs.radial(shades(color, 0.35, 0.28), { fx: 0.35, fy: 0.3 });
      const turn = Math.round((angle * 180) / Math.PI + random.between(-20, 20));
      const transform = `rotate(${turn} ${Math.round(x)} ${Math.round(y)})`;
      const dropShadow = (d: string) =>
        el("path", {
          d,
          fill: "#000",
          opacity: 0.22,
          transform: `translate(1.5 2.5) ${transform}`,
        });
      let d: string;
      switch (shape) {
        case "triangle":
          d = `M${x} ${y - r}Q${x + r * 0.1} ${y - r * 0.9} ${x + r * 0.9} ${y + r * 0.55}Q${x} ${y + r * 0.75} ${x - r * 0.9} ${y + r * 0.55}Q${x - r * 0.1} ${y - r * 0.9} ${x} ${y - r}Z`;
          break;
        case "ball":
          d = blobPath(x, y, r * 0.6, r * 0.58, random, { points: 8, wobble: 0.06 });
          break;
        case "torpedo":
          d = `M${x - r} ${y}Q${x} ${y - r * 0.75} ${x + r} ${y}Q${x} ${y + r * 0.75} ${x - r} ${y}Z`;
          break;
        case "boat":
          d = `M${x - r} ${y}Q${x} ${y - r * 0.6} ${x + r} ${y}Q${x} ${y + r * 0.6} ${x - r} ${y}Z`;
          break;
        case "croissant":
          d = `M${x - r} ${y + r * 0.3}Q${x} ${y - r * 1.2} ${x + r} ${y + r * 0.3}Q${x + r * 0.5} ${y - r * 0.1} ${x} ${y - r * 0.1}Q${x - r * 0.5} ${y - r * 0.1} ${x - r} ${y + r * 0.3}Z`;
          break;
      }
      const crumbs =
        shape === "ball"
          ? Array.from({ length: 6 }, () =>
              el("circle", {
                cx: x + random.between(-0.4, 0.4) * r,
                cy: y + random.between(-0.4, 0.4) * r,
                r: r * 0.05,
                fill: darken(color, 0.35),
                opacity: 0.6,
              }),
            ).join("")
          : shape === "croissant"
            ? [-0.5, 0, 0.5]
                .map((at) =>
                  el("path", {
                    d: `M${x + at * r} ${y - r * 0.55}q${r * 0.05} ${r * 0.3} 0 ${r * 0.45}`,
                    stroke: darken(color, 0.3),
                    "stroke-width": r * 0.05,
                    fill: "none",
                    transform,
                  }),
                )
                .join("")
            : "";
      return dropShadow(d) + el("path", { d, fill, transform }) + crumbs;
    }).join("");
}
