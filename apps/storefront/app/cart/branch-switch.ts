import type { CartDto } from "@storefront/api-client";
import { httpOnlyCookie, readCookie } from "../cookies/site-cookie";

/** A menu item as the branch switch names it. */
export interface NamedItem {
  readonly id: number;
  readonly name: string;
}

/**
 * The dishes of the cart that a branch does not sell, by name, once each (spec 4: "cart items not
 * available at the new branch are dropped"): what the customer is told before the switch and
 * after it. `soldAtBranch` are the item ids the new branch sells; `items` name the current menu's.
 * `dishesLeaving(cart, new Set([24]), items)` is `["Lamb Machboos"]` for a cart of Falafel and Machboos.
 */
export function dishesLeaving(
  cart: Pick<CartDto, "lines">,
  soldAtBranch: ReadonlySet<number>,
  items: readonly NamedItem[],
): string[] {
  const names = new Map(items.map((item) => [item.id, item.name]));
  const leaving = cart.lines.filter((line) => !soldAtBranch.has(line.item_id));
  return [...new Set(leaving.map((line) => names.get(line.item_id) ?? `#${line.item_id}`))];
}

/** How many dishes the notice after a switch names at most (the cookie that carries them is small). */
const namedAtMost = 10;

/** The cookie that tells the Branches page, once, which dishes the switch removed. */
function removedCookieName(referenceId: string): string {
  return `branch_removed_${referenceId}`;
}

/** The Set-Cookie value that carries the removed dishes to the page after the switch (five minutes). */
export function removedDishesCookie(
  referenceId: string,
  dishes: readonly string[],
  secure: string,
) {
  const value = encodeURIComponent(JSON.stringify(dishes.slice(0, namedAtMost)));
  return httpOnlyCookie(removedCookieName(referenceId), value, 300, `/${referenceId}`, secure);
}

/** The Set-Cookie value that forgets them once said. */
export function clearRemovedDishesCookie(referenceId: string, secure: string) {
  return httpOnlyCookie(removedCookieName(referenceId), "", 0, `/${referenceId}`, secure);
}

/** The removed dishes the request's cookie carries, or none. */
export function readRemovedDishes(cookieHeader: string | null, referenceId: string): string[] {
  const cookieValue = readCookie(cookieHeader, removedCookieName(referenceId));
  if (!cookieValue) return [];
  try {
    const parsed: unknown = JSON.parse(cookieValue);
    return Array.isArray(parsed)
      ? parsed.filter((name): name is string => typeof name === "string").slice(0, namedAtMost)
      : [];
  } catch {
    return [];
  }
}
