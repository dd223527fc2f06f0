import type { Layer } from "../scene.js";
import { blobPath, darken, el, glint, lighten, pointIn, shades } from "../svg.js";

/** Glazed pieces of meat laid on the food: chicken quarters, lamb on the bone, chunks in a stew. */
export function pieces(
  color: string,
  { count = 3, size = 0.3, spread = 0.45, glaze = 0.35 } = {},
): Layer {
  return (area, { random, defs }) =>
    Array.from({ length: count }, (_, index) => {
      const angle = (index / count) * Math.PI * 2 + random.between(-0.4, 0.4);
      const distance = count === 1 ? 0 : spread;
      const x = area.cx + Math.cos(angle) * area.rx * distance;
      const y = area.cy + Math.sin(angle) * area.ry * distance;
      const rx = area.rx * size * random.between(0.85, 1.1);
      const ry = rx * random.between(0.62, 0.8);
      const rotation = random() * Math.PI;
      return (
        el("path", {
          d: blobPath(x + rx * 0.08, y + rx * 0.12, rx, ry, random, { rotation, wobble: 0.14 }),
          fill: "#000",
          opacity: 0.25,
        }) +
        el("path", {
          d: blobPath(x, y, rx, ry, random, { rotation, wobble: 0.14 }),
          fill: defs.radial(shades(color, glaze, 0.3), { fx: 0.35, fy: 0.3 }),
        }) +
        glint({ cx: x - rx * 0.3, cy: y - ry * 0.35, rx: rx * 0.3, ry: ry * 0.16 }, 0.28, {
          degrees: -25,
          about: [x, y],
        })
      );
    }).join("");
}

/** Prawns curled on the dish, pink-orange with their segments. */
export function shrimp({ count = 6, spread = 0.55, size = 0.2 } = {}): Layer {
  return (area, { random }) =>
    Array.from({ length: count }, (_, index) => {
      const angle = (index / count) * Math.PI * 2 + random.between(-0.2, 0.2);
      const x = area.cx + Math.cos(angle) * area.rx * spread;
      const y = area.cy + Math.sin(angle) * area.ry * spread;
      const r = area.rx * size;
      const turn = Math.round((angle * 180) / Math.PI + 90);
      const body = `M${x - r} ${y}A${r} ${r} 0 1 1 ${x + r * 0.3} ${y + r * 0.95}`;
      const segments = [0.35, 0.6, 0.85].map((step) => {
        const a = Math.PI + step * Math.PI * 1.4;
        return `M${x + Math.cos(a) * r * 0.7} ${y + Math.sin(a) * r * 0.7}L${x + Math.cos(a) * r * 1.3} ${y + Math.sin(a) * r * 1.3}`;
      });
      return el(
        "g",
        { transform: `rotate(${turn} ${Math.round(x)} ${Math.round(y)})` },
        el("path", {
          d: body,
          stroke: "#e8764a",
          "stroke-width": r * 0.62,
          "stroke-linecap": "round",
          fill: "none",
        }),
        el("path", {
          d: body,
          stroke: "#f6b08a",
          "stroke-width": r * 0.22,
          "stroke-linecap": "round",
          fill: "none",
          opacity: 0.8,
        }),
        el("path", { d: segments.join(""), stroke: "#c4532c", "stroke-width": r * 0.06 }),
        el("path", {
          d: `M${x + r * 0.3} ${y + r * 0.95}l${r * 0.35} ${r * 0.15}l-${r * 0.05} -${r * 0.4}z`,
          fill: "#d65a2e",
        }),
      );
    }).join("");
}

/** A whole grilled fish with its eye, fins and grill marks, across the dish. */
export function fish(color = "#b9a48a", { length = 1.55 } = {}): Layer {
  return (area, { defs }) => {
    const half = area.rx * length * 0.5;
    const depth = area.ry * 0.36;
    const { cx, cy } = area;
    const body = `M${cx - half} ${cy}C${cx - half * 0.5} ${cy - depth * 1.3} ${cx + half * 0.45} ${cy - depth * 1.1} ${cx + half * 0.7} ${cy}C${cx + half * 0.45} ${cy + depth * 1.1} ${cx - half * 0.5} ${cy + depth * 1.3} ${cx - half} ${cy}Z`;
    const tail = `M${cx + half * 0.62} ${cy}L${cx + half} ${cy - depth * 0.75}Q${cx + half * 0.9} ${cy} ${cx + half} ${cy + depth * 0.75}Z`;
    const marks = [-0.4, -0.15, 0.1, 0.35].map(
      (at) => `M${cx + half * at - depth * 0.3} ${cy - depth * 0.75}l${depth * 0.6} ${depth * 1.5}`,
    );
    return (
      el("path", { d: tail, fill: darken(color, 0.25) }) +
      el("path", {
        d: body,
        fill: defs.linear(shades(color, 0.25, 0.35), 90),
      }) +
      el("path", {
        d: marks.join(""),
        stroke: "#3b2417",
        "stroke-width": depth * 0.12,
        "stroke-linecap": "round",
        opacity: 0.75,
      }) +
      el("circle", {
        cx: cx - half * 0.72,
        cy: cy - depth * 0.2,
        r: depth * 0.13,
        fill: "#f5f1e8",
      }) +
      el("circle", { cx: cx - half * 0.72, cy: cy - depth * 0.2, r: depth * 0.07, fill: "#1c1a18" })
    );
  };
}

/** Crumbed or fried pieces (nuggets, fish fingers, calamari rings) heaped together. */
export function fried(
  color = "#d89a45",
  { count = 8, shape = "nugget" as "nugget" | "finger" | "ring" | "wing" } = {},
): Layer {
  return (area, { random, defs }) =>
    Array.from({ length: count }, () => {
      const [x, y] = pointIn(area, random, 0.62);
      const rotation = random() * Math.PI;
      const fill = defs.radial(shades(color, 0.3, 0.25), { fx: 0.35, fy: 0.3 });
      if (shape === "ring") {
        const r = area.rx * 0.13;
        // The ring in its colour, then a thinner lighter line along it for the crumb's shine.
        const ring = (stroke: string, width: number) =>
          el("ellipse", {
            cx: x,
            cy: y,
            rx: r,
            ry: r * 0.85,
            fill: "none",
            stroke,
            "stroke-width": r * width,
          });
        return ring(color, 0.45) + ring(lighten(color, 0.3), 0.12);
      }
      const [rx, ry] =
        shape === "finger"
          ? [area.rx * 0.3, area.rx * 0.1]
          : shape === "wing"
            ? [area.rx * 0.26, area.rx * 0.16]
            : [area.rx * 0.19, area.rx * 0.15];
      return (
        el("path", {
          d: blobPath(x + 1.5, y + 2, rx, ry, random, { rotation, wobble: 0.1 }),
          fill: "#000",
          opacity: 0.22,
        }) +
        el("path", {
          d: blobPath(x, y, rx, ry, random, { rotation, wobble: shape === "nugget" ? 0.18 : 0.08 }),
          fill,
        })
      );
    }).join("");
}

/** Eggs fried sunny side up: a white with a frilled edge and a glossy yolk. */
export function friedEggs(count = 2): Layer {
  return (area, { random, defs }) =>
    Array.from({ length: count }, (_, index) => {
      const offset = count === 1 ? 0 : (index / (count - 1) - 0.5) * area.rx * 0.9;
      const x = area.cx + offset;
      const y = area.cy + random.between(-0.1, 0.1) * area.ry;
      const r = area.rx * (count === 1 ? 0.6 : 0.45);
      return (
        el("path", {
          d: blobPath(x, y, r, r * 0.9, random, { points: 10, wobble: 0.12 }),
          fill: "#fbf8f1",
          stroke: "#e8c58f",
          "stroke-width": r * 0.04,
        }) +
        el("circle", {
          cx: x + r * 0.08,
          cy: y,
          r: r * 0.36,
          fill: defs.radial(["#ffd25a", "#f5a81c", "#e08a10"], { fx: 0.35, fy: 0.35 }),
        }) +
        glint({ cx: x - r * 0.05, cy: y - r * 0.12, rx: r * 0.1, ry: r * 0.06 }, 0.7)
      );
    }).join("");
}

/** A folded omelette with browned spots. */
export function omelette(color = "#f3c64e"): Layer {
  return (area, { random, defs }) => {
    const r = area.rx * 0.78;
    const d = `M${area.cx - r} ${area.cy}A${r} ${r * 0.7} 0 0 0 ${area.cx + r} ${area.cy}Q${area.cx} ${area.cy - r * 0.15} ${area.cx - r} ${area.cy}Z`;
    const spots = Array.from({ length: 10 }, () =>
      el("circle", {
        cx: area.cx + random.between(-0.6, 0.6) * r,
        cy: area.cy + random.between(0.1, 0.45) * r,
        r: r * random.between(0.03, 0.08),
        fill: "#c98a2a",
        opacity: 0.5,
      }),
    );
    return (
      el("path", {
        d,
        fill: defs.radial(shades(color, 0.3, 0.12), { fx: 0.4, fy: 0.3 }),
      }) + spots.join("")
    );
  };
}
