import type { Restaurant } from "@storefront/api-client";
import { readCookie, yearLongCookie } from "../cookies/site-cookie";

/** The cookie that keeps the branch a customer chose at one business (references are cookie-safe). */
export function branchCookieName(referenceId: string): string {
  return `branch_${referenceId}`;
}

/**
 * The branch id saved for a business in a Cookie header, or null.
 * `readChosenBranch("branch_demo=7", "demo") === 7`
 */
export function readChosenBranch(
  cookieHeader: string | null | undefined,
  referenceId: string,
): number | null {
  const value = readCookie(cookieHeader, branchCookieName(referenceId));
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/** A Set-Cookie value that keeps the chosen branch of a business for a year on the whole site. */
export function chosenBranchCookie(referenceId: string, branchId: number): string {
  return yearLongCookie(branchCookieName(referenceId), String(branchId));
}

/**
 * The business as the customer sees it: served by the branch they chose when it is still one of
 * its branches, else by its default branch.
 */
export function withChosenBranch(restaurant: Restaurant, branchId: number | null): Restaurant {
  const chosen = restaurant.branches.find((branch) => branch.id === branchId);
  return chosen ? { ...restaurant, branch_id: chosen.id, branch_name: chosen.name } : restaurant;
}
