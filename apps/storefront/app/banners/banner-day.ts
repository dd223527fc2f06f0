import { inBusinessZone } from "@storefront/domain";

/**
 * Today in the business's calendar, written as the banners call wants it (DD-MM-YYYY, spec 7):
 * at 23:30 UTC on 23 November it is already 24 November in Kuwait.
 * `bannerDay(new Date("2026-11-23T23:30:00Z"), "Asia/Kuwait") === "24-11-2026"`
 */
export function bannerDay(now: Date, timeZone: string): string {
  return inBusinessZone(now, timeZone).toFormat("dd-MM-yyyy");
}
