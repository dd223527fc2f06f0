import { seededRandom, type Random } from "./random.js";
import { el } from "./svg.js";

/** The picture's size in SVG units; the rendering scales it to each width. */
export interface Frame {
  width: number;
  height: number;
}

/** Where food sits: an ellipse (a circle on a plate seen from above). */
export interface FoodArea {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** Gradients and filters of one picture, each named once. */
export interface Defs {
  /** A radial gradient from the centre colour outwards; returns `url(#id)`. */
  radial(stops: readonly string[], options?: { fx?: number; fy?: number }): string;
  /** A linear gradient along an angle in degrees; returns `url(#id)`. */
  linear(stops: readonly string[], angle?: number): string;
  /**
   * A shadow's fill: `color` at `opacity` up to `solid` of the radius, fading to nothing at the
   * edge (a blur filter would cost a hundred times more to render).
   */
  fade(opacity: number, solid?: number, color?: string): string;
}

/** Everything a layer needs to draw. */
export interface Pen {
  frame: Frame;
  random: Random;
  defs: Defs;
}

/** Something drawn on the food area: rice, a sauce, a scatter of nuts. */
export type Layer = (area: FoodArea, pen: Pen) => string;

/** What holds the food: draws itself and tells where the food goes. */
export type Vessel = (pen: Pen) => { under: string; area: FoodArea; over?: string };

/** The table under everything, with what lies around the vessel. */
export type Surface = (pen: Pen) => string;

/** A picture as a function of its frame: the same dish fits a square or a 16:9 card. */
export type Drawing = (frame: Frame, seed: string) => string;

/** A dish: a surface, a vessel and its layers of food, drawn in that order. */
export function dish(surface: Surface, vessel: Vessel, ...layers: Layer[]): Drawing {
  return (frame, seed) =>
    picture(frame, seed, (pen) => {
      const held = vessel(pen);
      return [
        surface(pen),
        held.under,
        ...layers.map((layer) => layer(held.area, pen)),
        held.over ?? "",
      ].join("");
    });
}

/** An SVG document of the frame's size, with the gradients its body asked for. */
export function picture(frame: Frame, seed: string, body: (pen: Pen) => string): string {
  const definitions: string[] = [];
  const id = () => `d${definitions.length}`;
  const defs: Defs = {
    radial(stops, { fx = 0.5, fy = 0.5 } = {}) {
      const name = id();
      definitions.push(el("radialGradient", { id: name, fx, fy }, ...stopsOf(stops)));
      return `url(#${name})`;
    },
    linear(stops, angle = 90) {
      const name = id();
      const radians = (angle * Math.PI) / 180;
      const [x, y] = [Math.cos(radians) / 2, Math.sin(radians) / 2];
      definitions.push(
        el(
          "linearGradient",
          { id: name, x1: 0.5 - x, y1: 0.5 - y, x2: 0.5 + x, y2: 0.5 + y },
          ...stopsOf(stops),
        ),
      );
      return `url(#${name})`;
    },
    fade(opacity, solid = 0.7, color = "#000000") {
      const name = id();
      definitions.push(
        el(
          "radialGradient",
          { id: name },
          el("stop", { offset: 0, "stop-color": color, "stop-opacity": opacity }),
          el("stop", { offset: solid, "stop-color": color, "stop-opacity": opacity }),
          el("stop", { offset: 1, "stop-color": color, "stop-opacity": 0 }),
        ),
      );
      return `url(#${name})`;
    },
  };
  const content = body({ frame, random: seededRandom(seed), defs });
  return el(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `0 0 ${frame.width} ${frame.height}`,
      width: frame.width,
      height: frame.height,
    },
    el("defs", {}, ...definitions),
    content,
  );
}

function stopsOf(stops: readonly string[]): string[] {
  return stops.map((color, index) =>
    el("stop", {
      offset: stops.length === 1 ? 0 : index / (stops.length - 1),
      "stop-color": color,
    }),
  );
}

/** The food area a vessel of radius `scale` (of the frame's shorter side) centred in the frame has. */
export function centredArea(frame: Frame, scale: number, squash = 1): FoodArea {
  const radius = (Math.min(frame.width, frame.height) / 2) * scale;
  return { cx: frame.width / 2, cy: frame.height / 2, rx: radius, ry: radius * squash };
}

/** A layer moved and scaled within the food area: fries beside a burger, a dip beside bread. */
export function at(
  layer: Layer,
  { dx = 0, dy = 0, scale = 1 }: { dx?: number; dy?: number; scale?: number },
): Layer {
  return (area, pen) =>
    layer(
      {
        cx: area.cx + dx * area.rx,
        cy: area.cy + dy * area.ry,
        rx: area.rx * scale,
        ry: area.ry * scale,
      },
      pen,
    );
}

/** A small bowl of something (a dip, a sauce) standing on the food area. */
export function sideBowl(color: string, ...layers: Layer[]): Layer {
  return (area, pen) => {
    const inner = { cx: area.cx, cy: area.cy, rx: area.rx * 0.85, ry: area.ry * 0.85 };
    return (
      el("ellipse", {
        cx: area.cx + 1.5,
        cy: area.cy + 2.5,
        rx: area.rx,
        ry: area.ry,
        fill: "#000",
        opacity: 0.2,
      }) +
      el("ellipse", { ...area, fill: color }) +
      layers.map((layer) => layer(inner, pen)).join("")
    );
  };
}
