import type { CartLine } from "./cart-line.js";
import { lineKey } from "./line-key.js";

/** The line of `items` whose key is `key`, with its position (an internal step of the cart operations). */
export function findLine(
  items: readonly CartLine[],
  key: string,
): { index: number; line: CartLine } | undefined {
  const index = items.findIndex((line) => lineKey(line) === key);
  const line = items[index];
  return line === undefined ? undefined : { index, line };
}
