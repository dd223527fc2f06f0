import type { Layer } from "../scene.js";
import { blobPath, darken, el, lighten, shades } from "../svg.js";

/**
 * A smooth purée (hummus, moutabal, labneh): swirled with the back of a spoon, a pool of olive oil
 * in the middle.
 */
export function puree(color: string, { oil = true, swirl = true } = {}): Layer {
  return (area, { random, defs }) => {
    const grooves = swirl
      ? [0.78, 0.55, 0.32].map(
          (scale) =>
            el("path", {
              d: blobPath(area.cx, area.cy, area.rx * scale, area.ry * scale, random, {
                points: 8,
                wobble: 0.06,
              }),
              fill: "none",
              stroke: darken(color, 0.14),
              "stroke-width": area.rx * 0.045,
              opacity: 0.6,
            }) +
            el("path", {
              d: blobPath(area.cx - 1, area.cy - 1.5, area.rx * scale, area.ry * scale, random, {
                points: 8,
                wobble: 0.06,
              }),
              fill: "none",
              stroke: lighten(color, 0.4),
              "stroke-width": area.rx * 0.015,
              opacity: 0.7,
            }),
        )
      : [];
    const pool = oil
      ? el("path", {
          d: blobPath(area.cx, area.cy, area.rx * 0.3, area.ry * 0.22, random, {
            points: 7,
            wobble: 0.25,
          }),
          fill: "#c9a227",
          opacity: 0.75,
        })
      : "";
    return (
      el("ellipse", {
        ...area,
        fill: defs.radial(shades(color, 0.25, 0.08), { fx: 0.4, fy: 0.35 }),
      }) +
      grooves.join("") +
      pool
    );
  };
}

/** A soup's surface with a swirl of cream or oil. */
export function soup(color: string, { swirl = "#fff8ea" as string | null } = {}): Layer {
  return (area, { defs }) => {
    const spiral = swirl
      ? el("path", {
          d: spiralPath(area.cx, area.cy, area.rx * 0.55),
          stroke: swirl,
          "stroke-width": area.rx * 0.05,
          "stroke-linecap": "round",
          fill: "none",
          opacity: 0.85,
        })
      : "";
    return (
      el("ellipse", {
        ...area,
        fill: defs.radial(shades(color, 0.18, 0.2), { fx: 0.4, fy: 0.35 }),
      }) + spiral
    );
  };
}

/** A thick stew or sauce with a sheen, the base of salona, marqooq, bamia and shakshuka. */
export function stew(color: string): Layer {
  return (area, { random, defs }) => {
    const sheen = Array.from({ length: 5 }, () =>
      el("path", {
        d: blobPath(
          area.cx + random.between(-0.5, 0.5) * area.rx,
          area.cy + random.between(-0.5, 0.5) * area.ry,
          area.rx * 0.16,
          area.ry * 0.06,
          random,
          { points: 6, rotation: random() * 3 },
        ),
        fill: lighten(color, 0.35),
        opacity: 0.45,
      }),
    );
    return (
      el("ellipse", {
        ...area,
        fill: defs.radial(shades(color, 0.12, 0.25), { fx: 0.4, fy: 0.35 }),
      }) + sheen.join("")
    );
  };
}

function spiralPath(cx: number, cy: number, radius: number): string {
  let d = `M${Math.round(cx)} ${Math.round(cy)}`;
  for (let step = 1; step <= 40; step++) {
    const angle = step * 0.45;
    const r = (radius * step) / 40;
    d += `L${Math.round((cx + Math.cos(angle) * r) * 10) / 10} ${Math.round((cy + Math.sin(angle) * r) * 10) / 10}`;
  }
  return d;
}
