import { inBusinessZone } from "@storefront/domain";
import { isbot } from "isbot";
import { readCookie } from "../cookies/site-cookie";

/** The cookie that says this browser's visit to a business is counted for the business's day. */
export function visitCookieName(referenceId: string): string {
  return `visited_${referenceId}`;
}

/**
 * Whether a visit report counts (ADR 024): a person's browser (not a crawler) whose visit to this
 * business is not counted yet today. `shouldCountVisit("visited_demo=1", "Mozilla/5.0 …", "demo") === false`
 */
export function shouldCountVisit(
  cookieHeader: string | null | undefined,
  userAgent: string | null | undefined,
  referenceId: string,
): boolean {
  if (!userAgent || isbot(userAgent)) return false;
  return readCookie(cookieHeader, visitCookieName(referenceId)) === null;
}

/**
 * The Set-Cookie that marks the visit counted until the business's day ends (midnight in its zone),
 * so the next day's first page counts again. Nothing about the visitor is in it.
 * `countedVisitCookie("demo", new Date("2026-11-23T20:00:00Z"), "Asia/Kuwait")` lives one hour.
 */
export function countedVisitCookie(referenceId: string, now: Date, timeZone: string): string {
  const local = inBusinessZone(now, timeZone);
  const secondsLeft = Math.max(
    1,
    Math.ceil(local.plus({ days: 1 }).startOf("day").diff(local, "seconds").seconds),
  );
  return `${visitCookieName(referenceId)}=1; Max-Age=${secondsLeft}; Path=/; SameSite=Lax; HttpOnly`;
}
