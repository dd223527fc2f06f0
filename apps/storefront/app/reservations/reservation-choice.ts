import {
  isSellingTypeString,
  type SellingTypeString,
  sellingTypeStrings,
} from "@storefront/domain";

/**
 * What the customer chose so far on `/{referenceId}/reservation/{reserveType}`, read from the
 * address (the steps are GET forms, so the page works without JavaScript and a reload keeps them).
 * Anything malformed is left out, and that step is asked again.
 */
export interface ReservationChoice {
  /** People at the table; null before the first step. */
  readonly party: number | null;
  /** `YYYY-MM-DD` in the business's zone; null before the first step. */
  readonly date: string | null;
  /** `HH:mm`; null before the time step. */
  readonly time: string | null;
}

const partyPattern = /^[1-9]\d{0,3}$/;
const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The choices in a reservation page's address.
 * `reservationChoice(new URL("http://x/demo/reservation/reserv_dinein?party=4&date=2026-11-25"))`
 * is `{ party: 4, date: "2026-11-25", time: null }`.
 */
export function reservationChoice(url: URL): ReservationChoice {
  const party = url.searchParams.get("party") ?? "";
  const date = url.searchParams.get("date") ?? "";
  const time = url.searchParams.get("time") ?? "";
  return {
    party: partyPattern.test(party) ? Number(party) : null,
    date: datePattern.test(date) ? date : null,
    time: timePattern.test(time) ? time : null,
  };
}

/**
 * The route's `{reserveType}` when it is a reservation type (spec 4: reserv_dinein and
 * reserv_service, read like `reservation`, map to the reservation item category), else null.
 */
export function reservationType(type: string | undefined): SellingTypeString | null {
  if (type === undefined || !isSellingTypeString(type)) return null;
  return sellingTypeStrings[type].itemType === "reservation" ? type : null;
}

/** The reservation type a business's entry points use: its dine-in label decides (ADR 030). */
export function reserveTypeOf(dineInLabel: string): SellingTypeString {
  return dineInLabel === "product_service" ? "reserv_service" : "reserv_dinein";
}

/**
 * The calendar dates a customer may pick, from today in the business's zone to the last day the
 * slots reach (168 hours ahead, spec 9), as `YYYY-MM-DD`.
 */
export function bookableDates(now: Date, timeZone: string): { first: string; last: string } {
  const day = (at: Date) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(at);
  return { first: day(now), last: day(new Date(now.getTime() + 168 * 60 * 60 * 1000)) };
}

/** Why a date has no slots, for the words beside an empty list. */
export type EmptyDayReason = "past" | "tooFar" | "tooSoon" | "closed";

/**
 * Why the slots call answered no slots for a date: before today, past the last bookable day,
 * today with every time inside the minimum advance, or a day the branch does not open.
 */
export function emptyDayReason(
  date: string,
  dates: { first: string; last: string },
): EmptyDayReason {
  if (date < dates.first) return "past";
  if (date > dates.last) return "tooFar";
  if (date === dates.first) return "tooSoon";
  return "closed";
}
