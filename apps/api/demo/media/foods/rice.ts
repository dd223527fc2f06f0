import type { Layer } from "../scene.js";
import { blobPath, darken, el, lighten, pointIn, shades } from "../svg.js";

/**
 * A mound of rice: a soft heap lit from the upper left, covered in grains of two shades (saffron
 * machboos, white mashkhool, brown biryani).
 */
export function rice(color: string, { fill = 1, grains = 260 } = {}): Layer {
  return (area, { random, defs }) => {
    const heap = { ...area, rx: area.rx * fill, ry: area.ry * fill };
    const base = el("path", {
      d: blobPath(heap.cx, heap.cy, heap.rx, heap.ry, random, { points: 11, wobble: 0.06 }),
      fill: defs.radial(shades(color, 0.35, 0.18), { fx: 0.38, fy: 0.35 }),
    });
    const size = area.rx * 0.055;
    const drawn = Array.from({ length: grains }, () => {
      const [x, y] = pointIn(heap, random, 0.97);
      const shade = random();
      return el("ellipse", {
        cx: x,
        cy: y,
        rx: size,
        ry: size * 0.38,
        transform: `rotate(${Math.round(random() * 180)} ${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10})`,
        fill:
          shade < 0.45
            ? lighten(color, 0.45)
            : shade < 0.8
              ? lighten(color, 0.15)
              : darken(color, 0.12),
      });
    });
    return base + drawn.join("");
  };
}

/** Shredded wheat or porridge (harees, jareesh): a smooth mound with a ghee well and cinnamon. */
export function porridge(color: string): Layer {
  return (area, { random, defs }) => {
    const ripples = Array.from({ length: 5 }, (_, index) =>
      el("ellipse", {
        cx: area.cx + random.between(-2, 2),
        cy: area.cy + random.between(-2, 2),
        rx: area.rx * (0.25 + index * 0.15),
        ry: area.ry * (0.22 + index * 0.15),
        fill: "none",
        stroke: darken(color, 0.12),
        "stroke-width": area.rx * 0.02,
        opacity: 0.45,
      }),
    );
    return (
      el("ellipse", {
        ...area,
        fill: defs.radial(shades(color, 0.2, 0.1), { fx: 0.4, fy: 0.35 }),
      }) +
      ripples.join("") +
      el("path", {
        d: blobPath(area.cx, area.cy, area.rx * 0.22, area.ry * 0.18, random, { points: 7 }),
        fill: "#e8b64a",
        opacity: 0.85,
      })
    );
  };
}

/** Pasta in tomato sauce: short curled strands over a red base, cheese on top. */
export function pasta(color = "#f1cd6a", sauce = "#c8402a"): Layer {
  return (area, { random, defs }) => {
    const strands = Array.from({ length: 70 }, () => {
      const [x, y] = pointIn(area, random, 0.75);
      const r = area.rx * random.between(0.08, 0.16);
      const turn = random() * Math.PI * 2;
      return `M${Math.round(x)} ${Math.round(y)}a${Math.round(r)} ${Math.round(r * 0.7)} ${Math.round((turn * 180) / Math.PI)} 0 1 ${Math.round(Math.cos(turn) * r)} ${Math.round(Math.sin(turn) * r)}`;
    });
    return (
      el("path", {
        d: blobPath(area.cx, area.cy, area.rx * 0.85, area.ry * 0.85, random, { points: 9 }),
        fill: defs.radial([lighten(sauce, 0.2), sauce]),
      }) +
      el("path", {
        d: strands.join(""),
        stroke: darken(color, 0.15),
        "stroke-width": area.rx * 0.055,
        fill: "none",
        "stroke-linecap": "round",
      }) +
      el("path", {
        d: strands.join(""),
        stroke: color,
        "stroke-width": area.rx * 0.035,
        fill: "none",
        "stroke-linecap": "round",
      })
    );
  };
}
