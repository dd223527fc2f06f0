import { leastRecentlyUsed } from "@storefront/api-client";
import type { i18n, TFunction } from "i18next";

const translators = new WeakMap<i18n, TFunction>();

/**
 * The instance's translate function, remembering what it answered for a key and plain options:
 * i18next resolves, interpolates and post-processes on every call, and a page asks for the same
 * labels on every request. An instance's messages never change after it is made (`i18n.ts`), so a
 * kept answer is the answer. Calls with anything but strings, numbers and booleans for options
 * are passed through.
 */
export function keptTranslations(instance: i18n): TFunction {
  let kept = translators.get(instance);
  if (!kept) {
    const answers = leastRecentlyUsed<unknown>({ capacity: 4000 });
    // TFunction's overloads cannot be written as one signature: both ends are cast.
    const t = instance.t as unknown as (...args: unknown[]) => unknown;
    const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      const cacheKey = rest.length === 0 ? keyOf(key, options) : null;
      if (cacheKey === null) return t(key, options, ...rest);
      const answer = answers.get(cacheKey);
      if (answer !== undefined) return answer;
      const fresh = t(key, options);
      answers.set(cacheKey, fresh);
      return fresh;
    };
    kept = remembering as unknown as TFunction;
    translators.set(instance, kept);
  }
  return kept;
}

function keyOf(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return key;
  if (typeof options === "string") return `${key}\u0000s${options}`;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  const values = Object.values(options) as unknown[];
  if (!values.every(isPrimitive)) return null;
  return `${key}\u0000o${JSON.stringify(options)}`;
}

function isPrimitive(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean"
  );
}
