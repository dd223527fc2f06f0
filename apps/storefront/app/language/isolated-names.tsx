import type { TFunction } from "i18next";
import { Fragment, type ReactNode } from "react";

// Private-use characters mark where each name goes; no translation contains them.
const firstMark = 0xe000;

/**
 * A translated sentence with each name in it (a business, a branch, a brand such as
 * "Google Analytics") isolated in a `<bdi>`, so a Latin name inside an Arabic sentence keeps its
 * own direction and does not drag the words around it along.
 * `isolatedMessage(t, "consent.text", { name: "Limmat Riverside Café", providers })`
 */
export function isolatedMessage(
  t: TFunction,
  key: string,
  names: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode {
  const keys = Object.keys(names);
  const marks = keys.map((_, index) => String.fromCharCode(firstMark + index));
  const text = String(
    t(key as never, {
      ...values,
      ...Object.fromEntries(keys.map((name, index) => [name, marks[index]])),
    }),
  );
  return text.split(new RegExp(`([${marks.join("")}])`)).map((part, index) => {
    const name = keys[marks.indexOf(part)];
    if (name === undefined) return part;
    const value = names[name];
    return typeof value === "string" ? (
      <bdi key={index}>{value}</bdi>
    ) : (
      <Fragment key={index}>{value}</Fragment>
    );
  });
}

/**
 * Names listed the language's way ("Meta Pixel and Google Analytics", "Meta Pixel وGoogle
 * Analytics" spaced as "و Google Analytics"), each isolated in a `<bdi>`. Arabic writes its "and"
 * joined to the next word; joined to a Latin name it would read as one word, so a space parts them.
 */
export function isolatedList(names: readonly string[], language: string): ReactNode {
  const parts = new Intl.ListFormat(language, { type: "conjunction" }).formatToParts(names);
  return parts.map((part, index) => {
    if (part.type === "element") return <bdi key={index}>{part.value}</bdi>;
    const next = parts[index + 1]?.value ?? "";
    const glued = /\S$/.test(part.value) && /^[A-Za-z0-9]/.test(next);
    return glued ? `${part.value} ` : part.value;
  });
}
