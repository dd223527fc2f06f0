import type { GetShiftsAnswer } from "@storefront/api-client";
import { isSellingTypeOpen, type SellingType } from "@storefront/domain";
import type { TFunction } from "i18next";

/** The line under a menu's title: open or closed now, and today's hours. */
export interface OpenStateView {
  open: boolean;
  text: string;
}

/**
 * Whether the selling type is open now (domain `isSellingTypeOpen`: open when its shifts are not
 * loaded) and today's hours in words. Null when the shifts could not be loaded: nothing is said.
 */
export function openStateView(
  sellingType: SellingType,
  shifts: GetShiftsAnswer | null,
  t: TFunction,
): OpenStateView | null {
  if (!shifts) return null;
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
