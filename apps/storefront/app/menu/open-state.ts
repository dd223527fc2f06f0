import type { GetShiftsAnswer } from "@storefront/api-client";
import { isSellingTypeOpen, type SellingType } from "@storefront/domain";
import type { TFunction } from "i18next";
import { latinDateTime } from "../language/latin-digits";

/** The line under a menu's title: open or closed now, and today's hours. */
export interface OpenStateView {
  open: boolean;
  text: string;
}

/**
 * Whether the selling type is open now (domain `isSellingTypeOpen`: open when its shifts are not
 * loaded) and today's hours in words; a branch that paused the selling type (busy) says until
 * when, in its own time zone. Null when the shifts could not be loaded: nothing is said.
 */
export function openStateView(
  sellingType: SellingType,
  shifts: GetShiftsAnswer | null,
  t: TFunction,
  language: string,
): OpenStateView | null {
  if (!shifts) return null;
  if (shifts.today.paused_until) {
    const until = latinDateTime(language, {
      timeZone: shifts.time_zone,
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(shifts.today.paused_until));
    return { open: false, text: t("openState.paused", { time: until }) };
  }
  // Today decides; the other days do not matter for "now".
  const open = isSellingTypeOpen({ sellingType, shifts: { today: shifts.today, other_days: [] } });
  const spans = shifts.today.shifts;
  const hours = spans.some((span) => span.from === "24")
    ? t("openState.allDay")
    : spans.map((span) => `${span.from}–${span.to}`).join(", ");
  if (spans.length === 0) {
    return { open, text: open ? t("openState.open") : t("openState.closedToday") };
  }
  return {
    open,
    text: t(open ? "openState.openWithHours" : "openState.closedWithHours", { hours }),
  };
}
