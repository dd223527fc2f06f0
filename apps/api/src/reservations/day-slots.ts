import { generateSlots, inBusinessZone, minutes, type Slot } from "@storefront/domain";
import type { Database } from "../db/database.js";
import { loadBranchShifts } from "../orders/load-branch-shifts.js";
import type { ReservationTerms } from "./load-reservation-terms.js";

/** A reservation holds its table (or its seats) for one slot of an hour. */
export const reservationSlotMinutes = minutes(60);

/** A bookable slot: its wall-clock start `HH:mm` and its ends. */
export interface ReservationSlot {
  readonly time: string;
  readonly slot: Slot;
}

/**
 * The slots of one date (in the business's zone) that can still be booked at `now`: the domain's
 * slot generation over the branch's dine-in hours with the reservation's minimum advance, so no
 * slot starts before now + min_advance + 15 minutes, leaves its shift or ends past the maximum
 * date (168 hours). A date in the past or beyond that has none.
 */
export async function daySlots(
  db: Database,
  terms: ReservationTerms,
  date: string,
  now: Date,
): Promise<ReservationSlot[]> {
  const businessNow = inBusinessZone(now, terms.timeZone);
  const asked = Date.parse(`${date}T00:00:00Z`);
  // A date that does not exist (2026-02-30) reads back as another one.
  if (Number.isNaN(asked) || new Date(asked).toISOString().slice(0, 10) !== date) return [];
  const today = Date.parse(`${businessNow.toISODate() ?? ""}T00:00:00Z`);
  const daysAhead = Math.round((asked - today) / 86_400_000);
  if (daysAhead < 0 || daysAhead > 14) return [];
  const shifts = await loadBranchShifts(db, terms.branch.id, "dine_in", businessNow);
  const schedule = generateSlots({
    shifts,
    scheduledOrders: { min_advance: terms.settings.min_advance, max_advance: null },
    now: businessNow,
    days: daysAhead + 1,
    slotLength: reservationSlotMinutes,
  });
  const found = schedule.find((scheduleDay) => scheduleDay.date === date);
  return (found?.slots ?? []).map((slot) => ({ time: slot.from.toFormat("HH:mm"), slot }));
}
