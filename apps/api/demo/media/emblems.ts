import { picture, type Drawing } from "./scene.js";
import { el, lighten } from "./svg.js";

/** A business's colours as its emblem uses them. */
export interface EmblemColors {
  primary: string;
  accent: string;
}

/** What stands in the middle of a business's emblem. */
export type EmblemSymbol = "dallah" | "star-anise" | "cup" | "pearl" | "cake";

/**
 * A round badge: a cream disc, a ring of small sadu triangles in the accent colour, and the
 * business's symbol in its primary colour. Drawn from shapes only, so no font is needed.
 */
export function emblem(symbol: EmblemSymbol, { primary, accent }: EmblemColors): Drawing {
  return (frame) =>
    picture(frame, symbol, () => {
      const c = frame.width / 2;
      const r = frame.width / 2;
      const teeth = Array.from({ length: 24 }, (_, index) => {
        const angle = (index / 24) * Math.PI * 2;
        const [x1, y1] = polar(c, r * 0.9, angle - 0.11);
        const [x2, y2] = polar(c, r * 0.9, angle + 0.11);
        const [x3, y3] = polar(c, r * 0.78, angle);
        return `M${x1} ${y1}L${x2} ${y2}L${x3} ${y3}Z`;
      });
      return [
        el("circle", { cx: c, cy: c, r, fill: primary }),
        el("circle", { cx: c, cy: c, r: r * 0.95, fill: lighten(accent, 0.85) }),
        el("path", { d: teeth.join(""), fill: accent }),
        el("circle", {
          cx: c,
          cy: c,
          r: r * 0.74,
          fill: "none",
          stroke: primary,
          "stroke-width": r * 0.03,
        }),
        el(
          "g",
          { transform: `translate(${c} ${c}) scale(${r / 100})` },
          symbolPath(symbol, primary, accent),
        ),
      ].join("");
    });
}

function polar(c: number, r: number, angle: number): [string, string] {
  return [(c + Math.cos(angle) * r).toFixed(1), (c + Math.sin(angle) * r).toFixed(1)];
}

/** Each symbol drawn around (0, 0) within a radius of about 60. */
function symbolPath(symbol: EmblemSymbol, primary: string, accent: string): string {
  switch (symbol) {
    case "dallah":
      // The Arabic coffee pot: a waisted body, a domed lid with its finial, a long beak, a handle.
      return [
        el("path", {
          d: "M-22 40C-34 40 -34 20 -22 8C-14 -2 -16 -12 -14 -20L14 -20C16 -12 14 -2 22 8C34 20 34 40 22 40Z",
          fill: primary,
        }),
        el("path", { d: "M-16 -20C-16 -34 16 -34 16 -20Z", fill: primary }),
        el("path", { d: "M0 -32L5 -40L0 -48L-5 -40Z", fill: accent }),
        el("path", {
          d: "M-24 14C-38 8 -44 -10 -58 -22L-52 -26C-40 -16 -34 -4 -24 2Z",
          fill: primary,
        }),
        el("path", {
          d: "M22 -12C44 -12 44 30 26 32",
          fill: "none",
          stroke: primary,
          "stroke-width": 6,
          "stroke-linecap": "round",
        }),
        el("rect", { x: -26, y: 26, width: 52, height: 5, fill: accent }),
      ].join("");
    case "star-anise":
      return (
        Array.from({ length: 8 }, (_, index) =>
          el("path", {
            d: "M0 0C10 -14 8 -40 0 -52C-8 -40 -10 -14 0 0Z",
            fill: index % 2 ? primary : lighten(primary, 0.2),
            transform: `rotate(${index * 45})`,
          }),
        ).join("") +
        Array.from({ length: 8 }, (_, index) =>
          el("circle", {
            cx: 0,
            cy: -30,
            r: 4,
            fill: accent,
            transform: `rotate(${index * 45 + 22.5})`,
          }),
        ).join("") +
        el("circle", { cx: 0, cy: 0, r: 8, fill: accent })
      );
    case "cup":
      return [
        el("path", { d: "M-36 -6L36 -6L30 30C28 40 -28 40 -30 30Z", fill: primary }),
        el("path", {
          d: "M34 2C52 2 52 24 30 24",
          fill: "none",
          stroke: primary,
          "stroke-width": 7,
        }),
        el("path", {
          d: "M-52 44L52 44",
          stroke: accent,
          "stroke-width": 6,
          "stroke-linecap": "round",
        }),
        ...[-16, 0, 16].map((x) =>
          el("path", {
            d: `M${x} -16c-8 -8 8 -14 0 -24c-6 -6 4 -12 0 -18`,
            fill: "none",
            stroke: accent,
            "stroke-width": 4.5,
            "stroke-linecap": "round",
          }),
        ),
      ].join("");
    case "pearl":
      return [
        el("path", { d: "M-50 10C-50 -30 50 -30 50 10C30 2 -30 2 -50 10Z", fill: primary }),
        ...[-36, -18, 0, 18, 36].map((x) =>
          el("path", { d: `M0 6L${x} -22`, stroke: lighten(primary, 0.85), "stroke-width": 3 }),
        ),
        el("path", { d: "M-50 14C-30 46 30 46 50 14C30 22 -30 22 -50 14Z", fill: primary }),
        el("circle", {
          cx: 0,
          cy: 14,
          r: 15,
          fill: lighten(accent, 0.4),
          stroke: accent,
          "stroke-width": 3,
        }),
        el("circle", { cx: -5, cy: 9, r: 4, fill: "#ffffff" }),
      ].join("");
    case "cake":
      return [
        el("rect", { x: -44, y: 10, width: 88, height: 32, rx: 6, fill: primary }),
        el("rect", { x: -30, y: -18, width: 60, height: 28, rx: 6, fill: primary }),
        el("path", {
          d: "M-44 18q11 10 22 0t22 0t22 0t22 0",
          fill: "none",
          stroke: accent,
          "stroke-width": 5,
        }),
        el("path", {
          d: "M-30 -10q10 9 20 0t20 0t20 0",
          fill: "none",
          stroke: accent,
          "stroke-width": 5,
        }),
        el("rect", { x: -3, y: -42, width: 6, height: 22, fill: accent }),
        el("path", { d: "M0 -60C8 -50 5 -44 0 -44C-5 -44 -8 -50 0 -60Z", fill: primary }),
      ].join("");
  }
}
