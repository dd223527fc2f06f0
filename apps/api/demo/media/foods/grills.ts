import type { Layer } from "../scene.js";
import { blobPath, el, shades } from "../svg.js";

/**
 * Skewers laid side by side: a wooden stick through charred chunks (tikka, tawook), or one long
 * minced kebab per skewer.
 */
export function skewers(
  color: string,
  { count = 3, minced = false, extras = [] as readonly string[] } = {},
): Layer {
  return (area, { random, defs }) => {
    const length = area.rx * 1.9;
    const gap = (area.ry * 1.3) / count;
    return Array.from({ length: count }, (_, index) => {
      const y = area.cy - ((count - 1) / 2) * gap + index * gap;
      const x0 = area.cx - length / 2;
      const tilt = random.between(-6, 6);
      const chunks: string[] = [];
      if (minced) {
        const d = blobPath(area.cx, y, length * 0.4, gap * 0.3, random, {
          points: 12,
          wobble: 0.05,
        });
        chunks.push(
          el("path", {
            d,
            fill: defs.linear(shades(color, 0.2, 0.25), 90),
          }),
        );
        for (let mark = 0; mark < 6; mark++) {
          const x = area.cx - length * 0.33 + mark * length * 0.13;
          chunks.push(
            el("path", {
              d: `M${x} ${y - gap * 0.26}l${gap * 0.2} ${gap * 0.52}`,
              stroke: "#2d1a10",
              "stroke-width": gap * 0.06,
              opacity: 0.6,
            }),
          );
        }
      } else {
        const pieces = 5;
        for (let piece = 0; piece < pieces; piece++) {
          const x = x0 + length * 0.17 + piece * ((length * 0.7) / (pieces - 1));
          const extra = extras.length && piece % 2 === 1 ? random.pick(extras) : null;
          const fill = extra ?? color;
          const size = gap * (extra ? 0.26 : 0.34);
          chunks.push(
            el("path", {
              d: blobPath(x, y, size, size * 0.9, random, { points: 7, wobble: 0.15 }),
              fill: defs.radial(shades(fill, 0.3, 0.3), { fx: 0.35, fy: 0.3 }),
            }),
          );
          if (!extra)
            chunks.push(
              el("path", {
                d: `M${x - size * 0.6} ${y - size * 0.2}l${size * 1.2} ${size * 0.3}`,
                stroke: "#2d1a10",
                "stroke-width": size * 0.12,
                opacity: 0.55,
              }),
            );
        }
      }
      return el(
        "g",
        { transform: `rotate(${tilt} ${Math.round(area.cx)} ${Math.round(y)})` },
        el("rect", {
          x: x0,
          y: y - gap * 0.04,
          width: length,
          height: gap * 0.08,
          rx: gap * 0.04,
          fill: "#c8a06a",
        }),
        ...chunks,
      );
    }).join("");
  };
}

/** Chops on the bone, fanned across the plate. */
export function chops(color = "#8a4a2a", count = 3): Layer {
  return (area, { random, defs }) =>
    Array.from({ length: count }, (_, index) => {
      const angle = -0.5 + (index / Math.max(1, count - 1)) * 1;
      const x = area.cx + Math.sin(angle) * area.rx * 0.35;
      const y = area.cy + area.ry * 0.05;
      const r = area.rx * 0.42;
      const turn = Math.round((angle * 180) / Math.PI);
      return el(
        "g",
        { transform: `rotate(${turn} ${Math.round(area.cx)} ${Math.round(area.cy + area.ry)})` },
        el("rect", {
          x: x - r * 0.08,
          y: y - r * 2.1,
          width: r * 0.16,
          height: r * 1.4,
          rx: r * 0.08,
          fill: "#f2e6d0",
        }),
        el("path", {
          d: blobPath(x, y, r * 0.75, r * 0.6, random, { points: 8, wobble: 0.1 }),
          fill: defs.radial(shades(color, 0.3, 0.3), { fx: 0.35, fy: 0.3 }),
        }),
        el("path", {
          d: `M${x - r * 0.5} ${y - r * 0.1}l${r} ${r * 0.2}M${x - r * 0.45} ${y + r * 0.2}l${r * 0.9} ${r * 0.18}`,
          stroke: "#2d1a10",
          "stroke-width": r * 0.07,
          opacity: 0.55,
        }),
      );
    }).join("");
}
