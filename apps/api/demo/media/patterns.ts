import { picture, type Drawing, type Frame } from "./scene.js";
import { el, mix } from "./svg.js";

/** The colours of a woven background: the ground, the motifs, and a thin line between bands. */
export interface Weave {
  ground: string;
  motif: string;
  second: string;
  line: string;
}

/**
 * A sadu-inspired weave (the Bedouin weaving of Kuwait): horizontal bands of triangles, diamonds
 * with a dot ("eyes"), zigzags and plain stripes, repeated down the picture. Each band is a tile
 * repeated across, so the picture is sharp at any width and light to render.
 */
export function sadu(weave: Weave, { band = 48 } = {}): Drawing {
  return (frame) =>
    picture(frame, "sadu", () => {
      const rows = [ground(frame, weave)];
      const motifs = [triangles, stripe, diamonds, stripe, zigzag, stripe];
      let y = 0;
      for (let index = 0; y < frame.height; index++) {
        const draw = motifs[index % motifs.length]!;
        const height = draw === stripe ? band * 0.25 : band;
        rows.push(draw(y, height, frame.width, weave));
        y += height;
      }
      return rows.join("");
    });
}

/** Soft waves in rows, for the café by the river. */
export function waves(weave: Weave, { size = 36 } = {}): Drawing {
  return (frame) =>
    picture(frame, "waves", () =>
      [
        ground(frame, weave),
        ...halfDropRows(frame, size).map(({ row, y, xs }) =>
          el("path", {
            d: xs.map((x) => `M${x} ${y}a${size / 2} ${size / 2} 0 0 1 ${size} 0`).join(""),
            fill: "none",
            stroke: row % 3 ? weave.motif : weave.second,
            "stroke-width": size * 0.06,
          }),
        ),
      ].join(""),
    );
}

/** Overlapping scallops (shells, pearls), for the salon. */
export function scallops(weave: Weave, { size = 40 } = {}): Drawing {
  return (frame) =>
    picture(frame, "scallops", () =>
      [
        ground(frame, weave),
        ...halfDropRows(frame, size).flatMap(({ row, y, xs }) =>
          xs.map(
            (x) =>
              el("circle", {
                cx: x,
                cy: y,
                r: size / 2,
                fill: row % 2 ? weave.motif : weave.ground,
                stroke: weave.line,
                "stroke-width": size * 0.04,
              }) + el("circle", { cx: x, cy: y - size * 0.12, r: size * 0.08, fill: weave.second }),
          ),
        ),
      ].join(""),
    );
}

/** A lattice of thin diagonal lines with a dot at each crossing, for the cake atelier. */
export function lattice(weave: Weave, { size = 44 } = {}): Drawing {
  return (frame) =>
    picture(frame, "lattice", () => {
      const span = frame.width + frame.height;
      let d = "";
      for (let offset = -frame.height; offset < span; offset += size) {
        d += `M${offset} 0l${frame.height} ${frame.height}M${offset + frame.height} 0l${-frame.height} ${frame.height}`;
      }
      const dots: string[] = [];
      for (let y = 0; y <= frame.height + size; y += size / 2) {
        for (let x = (y / (size / 2)) % 2 ? size / 2 : 0; x <= frame.width + size; x += size) {
          dots.push(el("circle", { cx: x, cy: y, r: size * 0.07, fill: weave.second }));
        }
      }
      return (
        ground(frame, weave) +
        el("path", { d, stroke: weave.motif, "stroke-width": size * 0.04 }) +
        dots.join("")
      );
    });
}

/** A weave of one colour in close tones, quiet enough for text to stand on it. */
export function toneOnTone(color: string, depth = 0.12): Weave {
  return {
    ground: color,
    motif: mix(color, "#000000", depth),
    second: mix(color, "#ffffff", depth),
    line: mix(color, "#000000", depth / 2),
  };
}

/** The weave's ground colour over the whole frame. */
function ground(frame: Frame, weave: Weave): string {
  return el("rect", { width: frame.width, height: frame.height, fill: weave.ground });
}

/**
 * The rows of a half-drop repeat of motifs `size` wide, half a motif apart, every other row
 * shifted by half a motif; they reach a motif past the frame's edges so nothing stops short.
 */
function halfDropRows(frame: Frame, size: number): { row: number; y: number; xs: number[] }[] {
  const rows = [];
  for (let row = 0; row * size * 0.5 < frame.height + size; row++) {
    const xs: number[] = [];
    for (let x = -size + (row % 2 ? size / 2 : 0); x < frame.width + size; x += size) xs.push(x);
    rows.push({ row, y: row * size * 0.5, xs });
  }
  return rows;
}

function triangles(y: number, height: number, width: number, weave: Weave): string {
  let d = "";
  for (let x = 0; x < width + height; x += height)
    d += `M${x} ${y + height}l${height / 2} ${-height}l${height / 2} ${height}Z`;
  let small = "";
  for (let x = 0; x < width + height; x += height)
    small += `M${x + height * 0.3} ${y + height}l${height * 0.2} ${-height * 0.4}l${height * 0.2} ${height * 0.4}Z`;
  return el("path", { d, fill: weave.motif }) + el("path", { d: small, fill: weave.second });
}

function diamonds(y: number, height: number, width: number, weave: Weave): string {
  let d = "";
  let eyes = "";
  for (let x = 0; x < width + height; x += height) {
    d += `M${x + height / 2} ${y}l${height / 2} ${height / 2}l${-height / 2} ${height / 2}l${-height / 2} ${-height / 2}Z`;
    eyes += `M${x + height / 2} ${y + height * 0.3}l${height * 0.2} ${height * 0.2}l${-height * 0.2} ${height * 0.2}l${-height * 0.2} ${-height * 0.2}Z`;
  }
  return el("path", { d, fill: weave.second }) + el("path", { d: eyes, fill: weave.motif });
}

function zigzag(y: number, height: number, width: number, weave: Weave): string {
  let d = `M0 ${y + height * 0.7}`;
  for (let x = 0; x < width + height; x += height / 2) {
    d += `L${x + height / 4} ${y + height * 0.3}L${x + height / 2} ${y + height * 0.7}`;
  }
  return el("path", { d, fill: "none", stroke: weave.motif, "stroke-width": height * 0.16 });
}

function stripe(y: number, height: number, width: number, weave: Weave): string {
  return (
    el("rect", { x: 0, y, width, height, fill: weave.line }) +
    el("rect", { x: 0, y: y + height * 0.4, width, height: height * 0.2, fill: weave.second })
  );
}
