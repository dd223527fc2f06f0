import type { Layer } from "../scene.js";
import { blobPath, darken, el, lighten, pointIn } from "../svg.js";

/** Salad leaves (lettuce, rocca, herbs) tossed over the food area, each with its midrib. */
export function leaves(
  colors: readonly string[] = ["#5b9a3a", "#7bb24a", "#3f7d2c"],
  { count = 22, size = 0.22 } = {},
): Layer {
  return (area, { random }) =>
    Array.from({ length: count }, () => {
      const [x, y] = pointIn(area, random, 0.8);
      const rx = area.rx * size * random.between(0.7, 1.1);
      const ry = rx * random.between(0.45, 0.6);
      const rotation = random() * Math.PI;
      const color = random.pick(colors);
      const [dx, dy] = [Math.cos(rotation) * rx * 0.85, Math.sin(rotation) * rx * 0.85];
      return (
        el("path", {
          d: blobPath(x, y, rx, ry, random, { rotation, points: 8, wobble: 0.18 }),
          fill: color,
          stroke: darken(color, 0.2),
          "stroke-width": rx * 0.04,
        }) +
        el("path", {
          d: `M${x - dx} ${y - dy}L${x + dx} ${y + dy}`,
          stroke: lighten(color, 0.35),
          "stroke-width": rx * 0.06,
          opacity: 0.8,
        })
      );
    }).join("");
}

/** Round slices (tomato, cucumber, radish, onion) laid among the other food. */
export function slices(
  kind: "tomato" | "cucumber" | "radish" | "onion",
  { count = 6, size = 0.16, spread = 0.7 } = {},
): Layer {
  const [outer, inner, seeds] = {
    tomato: ["#d3321f", "#ef5a3c", "#f7c96a"],
    cucumber: ["#3c7a2a", "#e4efc4", "#c9dc9a"],
    radish: ["#c2264a", "#fbf1f3", "#f0d5dc"],
    onion: ["#8d3a72", "#f3e4ef", "#d9b3cf"],
  }[kind];
  return (area, { random }) =>
    Array.from({ length: count }, () => {
      const [x, y] = pointIn(area, random, spread);
      const r = area.rx * size * random.between(0.85, 1.1);
      const seedRing = Array.from({ length: 6 }, (_, index) => {
        const angle = (index / 6) * Math.PI * 2;
        return el("ellipse", {
          cx: x + Math.cos(angle) * r * 0.45,
          cy: y + Math.sin(angle) * r * 0.45,
          rx: r * 0.12,
          ry: r * 0.07,
          fill: seeds,
          transform: `rotate(${Math.round((angle * 180) / Math.PI)} ${Math.round(x + Math.cos(angle) * r * 0.45)} ${Math.round(y + Math.sin(angle) * r * 0.45)})`,
        });
      });
      return (
        el("circle", { cx: x, cy: y, r, fill: outer }) +
        el("circle", { cx: x, cy: y, r: r * 0.84, fill: inner }) +
        (kind === "onion"
          ? el("circle", {
              cx: x,
              cy: y,
              r: r * 0.55,
              fill: "none",
              stroke: outer,
              "stroke-width": r * 0.08,
            })
          : seedRing.join(""))
      );
    }).join("");
}

/** Bulgur-and-parsley tabbouleh, or any fine chopped mix: many tiny specks of a few colours. */
export function chopped(colors: readonly string[], { count = 320, fill = 0.95 } = {}): Layer {
  return (area, { random, defs }) =>
    el("ellipse", {
      ...area,
      rx: area.rx * fill,
      ry: area.ry * fill,
      fill: defs.radial([lighten(colors[0]!, 0.2), colors[0]!]),
    }) +
    Array.from({ length: count }, () => {
      const [x, y] = pointIn(area, random, fill * 0.97);
      return el("rect", {
        x,
        y,
        width: area.rx * 0.05,
        height: area.rx * 0.035,
        fill: random.pick(colors),
        transform: `rotate(${Math.round(random() * 90)} ${Math.round(x)} ${Math.round(y)})`,
      });
    }).join("");
}
