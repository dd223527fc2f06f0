import type { Random } from "./random.js";

/** Rounds coordinates so the SVG text stays short and identical across machines. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** An SVG element with its attributes (numbers rounded) and children. */
export function el(
  tag: string,
  attributes: Record<string, string | number | undefined>,
  ...children: string[]
): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === "number" ? n(value) : value}"`)
    .join("");
  return children.length ? `<${tag}${attrs}>${children.join("")}</${tag}>` : `<${tag}${attrs}/>`;
}

/** `#rrggbb` mixed towards `other` by `amount` (0 keeps it, 1 gives `other`). */
export function mix(color: string, other: string, amount: number): string {
  const a = parseHex(color);
  const b = parseHex(other);
  const channel = (index: number) =>
    Math.round(a[index]! + (b[index]! - a[index]!) * amount)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Lighter by `amount` (towards white). */
export const lighten = (color: string, amount: number) => mix(color, "#ffffff", amount);
/** Darker by `amount` (towards black). */
export const darken = (color: string, amount: number) => mix(color, "#000000", amount);

/** A gradient's stops for something round and lit: lighter by `light`, the colour, darker by `dark`. */
export const shades = (color: string, light: number, dark: number) => [
  lighten(color, light),
  color,
  darken(color, dark),
];

function parseHex(color: string): number[] {
  const hex = color.replace("#", "");
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
}

/**
 * A white reflection on something glossy (meat's glaze, an egg's yolk, a drink's surface), turned
 * by `degrees` about the centre of what shines.
 */
export function glint(
  spot: { cx: number; cy: number; rx: number; ry: number },
  opacity: number,
  turn?: { degrees: number; about: readonly [number, number] },
): string {
  return el("ellipse", {
    ...spot,
    fill: "#ffffff",
    opacity,
    transform:
      turn && `rotate(${turn.degrees} ${Math.round(turn.about[0])} ${Math.round(turn.about[1])})`,
  });
}

/**
 * A closed, softly irregular outline around a centre (a mound of rice, a piece of chicken): a
 * smooth curve through `points` points whose distance from the centre wobbles by `wobble`.
 */
export function blobPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  random: Random,
  { points = 9, wobble = 0.12, rotation = 0 } = {},
): string {
  const corners = Array.from({ length: points }, (_, index) => {
    const angle = (index / points) * Math.PI * 2;
    const scale = 1 + random.between(-wobble, wobble);
    const x = Math.cos(angle) * rx * scale;
    const y = Math.sin(angle) * ry * scale;
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    return [cx + x * cos - y * sin, cy + x * sin + y * cos] as const;
  });
  // Catmull-Rom through the corners, written as cubic Béziers.
  const at = (index: number) => corners[(index + points) % points]!;
  let path = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let index = 0; index < points; index++) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    path += `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${path}Z`;
}

/** A point inside an ellipse, spread evenly over its area. */
export function pointIn(
  area: { cx: number; cy: number; rx: number; ry: number },
  random: Random,
  fill = 1,
): [number, number] {
  const angle = random() * Math.PI * 2;
  const distance = Math.sqrt(random()) * fill;
  return [
    area.cx + Math.cos(angle) * area.rx * distance,
    area.cy + Math.sin(angle) * area.ry * distance,
  ];
}
