import type { Pen, Surface } from "./scene.js";
import { blobPath, darken, el, lighten, mix, shades } from "./svg.js";

/** A table cloth: the colour lit from the upper left, a woven grain, a folded napkin in a corner. */
export function linen(color: string, napkin = lighten(color, 0.55)): Surface {
  return (pen) =>
    [table(color, pen), weave(color, pen), napkinIn(napkin, pen), crumbs(color, pen)].join("");
}

/** Wooden planks running across the picture. */
export function wood(color: string): Surface {
  return (pen) => {
    const { frame, random, defs } = pen;
    const planks = 4;
    const height = frame.height / planks;
    const boards = Array.from({ length: planks }, (_, index) => {
      const shade = mix(color, index % 2 ? "#000000" : "#ffffff", random.between(0.02, 0.09));
      const grain = Array.from({ length: 5 }, () => {
        const y = index * height + random.between(0.1, 0.9) * height;
        const wave = random.between(-3, 3);
        return el("path", {
          d: `M0 ${y}C${frame.width * 0.3} ${y + wave} ${frame.width * 0.6} ${y - wave} ${frame.width} ${y + wave / 2}`,
          stroke: darken(color, 0.18),
          "stroke-width": random.between(0.4, 1.2),
          "stroke-opacity": 0.35,
          fill: "none",
        });
      });
      return [
        el("rect", { x: 0, y: index * height, width: frame.width, height, fill: shade }),
        ...grain,
        el("rect", {
          x: 0,
          y: index * height - 0.6,
          width: frame.width,
          height: 1.2,
          fill: darken(color, 0.3),
          opacity: 0.5,
        }),
      ].join("");
    });
    return boards.join("") + vignette(pen, defs) + napkinIn(lighten(color, 0.75), pen);
  };
}

/** A dark slate or stone top, for desserts and coffee. */
export function stone(color: string): Surface {
  return (pen) => [table(color, pen), speckles(color, pen)].join("");
}

function table(color: string, { frame, defs }: Pen): string {
  return el("rect", {
    width: frame.width,
    height: frame.height,
    fill: defs.radial(shades(color, 0.12, 0.16), { fx: 0.3, fy: 0.25 }),
  });
}

function vignette({ frame }: Pen, defs: Pen["defs"]): string {
  return el("rect", {
    width: frame.width,
    height: frame.height,
    fill: defs.radial(["#00000000", "#00000000", "#00000033"]),
  });
}

function weave(color: string, { frame }: Pen): string {
  const lines: string[] = [];
  for (let y = 3; y < frame.height; y += 6) {
    lines.push(`M0 ${y}H${frame.width}`);
  }
  return el("path", {
    d: lines.join(""),
    stroke: darken(color, 0.25),
    "stroke-width": 0.5,
    opacity: 0.12,
  });
}

function speckles(color: string, { frame, random }: Pen): string {
  return Array.from({ length: 90 }, () =>
    el("circle", {
      cx: random() * frame.width,
      cy: random() * frame.height,
      r: random.between(0.3, 1.1),
      fill: random() < 0.5 ? lighten(color, 0.25) : darken(color, 0.25),
      opacity: 0.5,
    }),
  ).join("");
}

/** A folded napkin half off the picture, in the upper corner opposite the light. */
function napkinIn(color: string, { frame, random, defs }: Pen): string {
  const size = Math.min(frame.width, frame.height) * 0.42;
  const x = frame.width - size * random.between(0.42, 0.55);
  const y = -size * random.between(0.45, 0.6);
  const angle = random.between(18, 32);
  const stripe = darken(color, 0.28);
  return el(
    "g",
    { transform: `rotate(${angle} ${x + size / 2} ${y + size / 2})` },
    el("rect", {
      x: x + 2,
      y: y + 4,
      width: size,
      height: size,
      rx: 4,
      fill: "#000",
      opacity: 0.1,
    }),
    el("rect", {
      x,
      y,
      width: size,
      height: size,
      rx: 4,
      fill: defs.linear([lighten(color, 0.2), color], 120),
    }),
    el("rect", {
      x,
      y: y + size * 0.8,
      width: size,
      height: size * 0.05,
      fill: stripe,
      opacity: 0.6,
    }),
    el("rect", {
      x,
      y: y + size * 0.88,
      width: size,
      height: size * 0.02,
      fill: stripe,
      opacity: 0.6,
    }),
  );
}

/** A few crumbs and a sprig on the cloth, so the plate does not float. */
function crumbs(color: string, { frame, random }: Pen): string {
  const x = frame.width * random.between(0.08, 0.2);
  const y = frame.height * random.between(0.75, 0.9);
  const leaves = Array.from({ length: 3 }, (_, index) =>
    el("path", {
      d: blobPath(x + index * 7, y - index * 4, 6, 2.6, random, {
        points: 6,
        wobble: 0.1,
        rotation: random.between(-1, 1),
      }),
      fill: index % 2 ? "#4f7a35" : "#6b9a45",
    }),
  );
  const seeds = Array.from({ length: 6 }, () =>
    el("circle", {
      cx: x + random.between(-20, 30),
      cy: y + random.between(-12, 14),
      r: random.between(0.8, 1.6),
      fill: darken(color, 0.35),
      opacity: 0.55,
    }),
  );
  return leaves.join("") + seeds.join("");
}
