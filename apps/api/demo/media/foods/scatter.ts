import type { Random } from "../random.js";
import type { Layer } from "../scene.js";
import { blobPath, darken, el, lighten, pointIn } from "../svg.js";

/** Small things strewn over a dish, named for what a customer sees. */
export type Garnish =
  | "almonds"
  | "raisins"
  | "pine-nuts"
  | "parsley"
  | "mint"
  | "chili"
  | "paprika"
  | "sesame"
  | "pomegranate"
  | "chickpeas"
  | "pistachio"
  | "fried-onion"
  | "olives"
  | "cheese"
  | "croutons"
  | "sumac"
  | "cinnamon"
  | "coconut"
  | "saffron"
  | "berries"
  | "chocolate";

/** A garnish strewn over the middle `spread` of the food area. */
export function scatter(garnish: Garnish, count = 14, spread = 0.8): Layer {
  return (area, { random }) => {
    const unit = area.rx * 0.06;
    return Array.from({ length: count }, () => {
      const [x, y] = pointIn(area, random, spread);
      const turn = random() * Math.PI;
      return piece(garnish, x, y, unit, turn, random);
    }).join("");
  };
}

function piece(
  garnish: Garnish,
  x: number,
  y: number,
  unit: number,
  turn: number,
  rng: Random,
): string {
  const oval = (
    rx: number,
    ry: number,
    fill: string,
    extra: Record<string, string | number> = {},
  ) =>
    el("ellipse", {
      cx: x,
      cy: y,
      rx,
      ry,
      fill,
      transform: `rotate(${Math.round((turn * 180) / Math.PI)} ${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10})`,
      ...extra,
    });
  // Something round with a light spot up and to the left of its middle (sizes in units).
  const bead = (
    r: number,
    fill: string,
    spot: { offset: number; r: number; fill: string; opacity?: number },
  ) =>
    el("circle", { cx: x, cy: y, r: unit * r, fill }) +
    el("circle", {
      cx: x - unit * spot.offset,
      cy: y - unit * spot.offset,
      r: unit * spot.r,
      fill: spot.fill,
      opacity: spot.opacity,
    });
  switch (garnish) {
    case "almonds":
      return oval(unit * 1.1, unit * 0.55, "#e9d2a6", {
        stroke: "#b98d56",
        "stroke-width": unit * 0.12,
      });
    case "raisins":
      return el("path", {
        d: blobPath(x, y, unit * 0.55, unit * 0.45, rng, { points: 6, wobble: 0.25 }),
        fill: "#4a2430",
      });
    case "pine-nuts":
      return oval(unit * 0.6, unit * 0.3, "#f1dcae");
    case "parsley":
      return el("path", {
        d: blobPath(x, y, unit * 0.7, unit * 0.45, rng, {
          points: 6,
          wobble: 0.35,
          rotation: turn,
        }),
        fill: rng.pick(["#3f7d2c", "#5a9a3c", "#2f6a25"]),
      });
    case "mint":
      return oval(unit * 1.1, unit * 0.6, rng.pick(["#3e8a3a", "#4f9c45"]), {
        stroke: "#2b6a28",
        "stroke-width": unit * 0.08,
      });
    case "chili":
      return oval(unit * 0.35, unit * 0.25, rng.pick(["#c1271b", "#a11d14"]));
    case "paprika":
      return el("circle", { cx: x, cy: y, r: unit * 0.25, fill: "#b8321d", opacity: 0.8 });
    case "sumac":
      return el("circle", { cx: x, cy: y, r: unit * 0.22, fill: "#7d1f2c", opacity: 0.8 });
    case "cinnamon":
      return el("circle", { cx: x, cy: y, r: unit * 0.25, fill: "#7a4321", opacity: 0.7 });
    case "sesame":
      return oval(unit * 0.3, unit * 0.15, "#f6ecd2");
    case "pomegranate":
      return bead(0.45, rng.pick(["#b3102a", "#cf1f3b"]), {
        offset: 0.15,
        r: 0.12,
        fill: "#ffffff",
        opacity: 0.6,
      });
    case "chickpeas":
      return bead(0.7, "#e0bb76", { offset: 0.2, r: 0.25, fill: "#f4dca5" });
    case "pistachio":
      return el("path", {
        d: blobPath(x, y, unit * 0.35, unit * 0.28, rng, { points: 5, wobble: 0.3 }),
        fill: rng.pick(["#8db845", "#6f9a32", "#a8c95f"]),
      });
    case "fried-onion":
      return el("path", {
        d: `M${x - unit} ${y}q${unit} ${-unit * 1.2} ${unit * 2} 0`,
        transform: `rotate(${Math.round((turn * 180) / Math.PI)} ${Math.round(x)} ${Math.round(y)})`,
        stroke: rng.pick(["#8a4a1c", "#a35d25", "#6e3814"]),
        "stroke-width": unit * 0.35,
        "stroke-linecap": "round",
        fill: "none",
      });
    case "olives":
      return (
        oval(unit * 0.9, unit * 0.7, "#2c2a23") +
        el("circle", { cx: x, cy: y, r: unit * 0.25, fill: "#b5462e" })
      );
    case "cheese":
      return el("rect", {
        x: x - unit * 0.7,
        y: y - unit * 0.7,
        width: unit * 1.4,
        height: unit * 1.4,
        rx: unit * 0.2,
        fill: "#f7f1e1",
        stroke: "#e2d6b8",
        "stroke-width": unit * 0.1,
      });
    case "croutons":
      return el("rect", {
        x: x - unit * 0.8,
        y: y - unit * 0.7,
        width: unit * 1.6,
        height: unit * 1.4,
        rx: unit * 0.3,
        fill: "#d39a4c",
        stroke: "#a86e2c",
        "stroke-width": unit * 0.12,
      });
    case "coconut":
      return oval(unit * 0.5, unit * 0.15, "#fbf7ee");
    case "saffron":
      return oval(unit * 0.6, unit * 0.1, "#d1421a");
    case "berries":
      return bead(0.8, rng.pick(["#b21e3b", "#3d2a6b", "#c2213a"]), {
        offset: 0.25,
        r: 0.22,
        fill: "#ffffff",
        opacity: 0.55,
      });
    case "chocolate":
      return el("rect", {
        x: x - unit * 0.5,
        y: y - unit * 0.3,
        width: unit,
        height: unit * 0.6,
        fill: darken("#5a3422", rng.between(0, 0.3)),
        transform: `rotate(${Math.round((turn * 180) / Math.PI)} ${Math.round(x)} ${Math.round(y)})`,
      });
  }
}

/** A drizzle of syrup, oil or sauce: one loose stroke looping over the middle of the food. */
export function drizzle(
  color: string,
  { width = 0.035, turns = 7, spread = 0.55, opacity = 0.9 } = {},
): Layer {
  return (area, { random }) => {
    const points = Array.from({ length: turns + 1 }, () => pointIn(area, random, spread));
    let d = `M${Math.round(points[0]![0])} ${Math.round(points[0]![1])}`;
    for (let index = 1; index < points.length; index++) {
      const [x, y] = points[index]!;
      const [px, py] = points[index - 1]!;
      d += `Q${Math.round((px + x) / 2 + random.between(-1, 1) * area.rx * 0.25)} ${Math.round((py + y) / 2 + random.between(-1, 1) * area.ry * 0.25)} ${Math.round(x)} ${Math.round(y)}`;
    }
    return (
      el("path", {
        d,
        stroke: color,
        "stroke-width": area.rx * width,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
        fill: "none",
        opacity,
      }) +
      el("path", {
        d,
        stroke: lighten(color, 0.5),
        "stroke-width": area.rx * width * 0.3,
        fill: "none",
        opacity: 0.5,
        transform: "translate(-0.6 -0.6)",
      })
    );
  };
}

/** A wedge of lemon or lime on the side of the dish. */
export function lemon(color = "#f2cf3b", side: "left" | "right" = "right"): Layer {
  return (area) => {
    const x = area.cx + (side === "right" ? 1 : -1) * area.rx * 0.62;
    const y = area.cy + area.ry * 0.5;
    const r = area.rx * 0.24;
    const segments = Array.from({ length: 3 }, (_, index) => {
      const angle = Math.PI + (index + 0.5) * (Math.PI / 3);
      return `M${x} ${y}L${x + Math.cos(angle) * r * 0.82} ${y + Math.sin(angle) * r * 0.82}`;
    });
    return (
      el("path", {
        d: `M${x - r} ${y}A${r} ${r} 0 0 1 ${x + r} ${y}Z`,
        fill: darken(color, 0.05),
      }) +
      el("path", {
        d: `M${x - r * 0.86} ${y}A${r * 0.86} ${r * 0.86} 0 0 1 ${x + r * 0.86} ${y}Z`,
        fill: lighten(color, 0.45),
      }) +
      el("path", { d: segments.join(""), stroke: lighten(color, 0.8), "stroke-width": r * 0.06 })
    );
  };
}
