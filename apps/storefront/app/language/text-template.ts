import type { ParseKeys, TFunction } from "i18next";

// A character no translation contains marks where each value goes.
const mark = "\u0000";

/**
 * A message looked up once and filled many times: i18next's `t` costs microseconds a call, and a
 * menu asks for the same few messages hundreds of times. Same text as `t(key, values)`.
 * `textTemplate(t, "menu.calories", ["value"])({ value: 520 }) === "520 kcal"`
 */
export function textTemplate<Name extends string>(
  t: TFunction,
  key: ParseKeys,
  names: readonly Name[],
): (values: Record<Name, string | number>) => string {
  const marks = Object.fromEntries(names.map((name) => [name, `${mark}${name}${mark}`]));
  const template = String(t(key, { ...marks, interpolation: { skipOnVariables: true } }));
  // Odd parts are names: "From \0price\0" splits into ["From ", "price", ""].
  const parts = template.split(new RegExp(`${mark}(\\w+)${mark}`));
  return (values) =>
    parts.map((part, index) => (index % 2 === 1 ? String(values[part as Name]) : part)).join("");
}
