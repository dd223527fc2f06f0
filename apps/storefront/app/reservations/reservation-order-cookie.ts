import { httpOnlyCookie, readCookie } from "../cookies/site-cookie";

/**
 * The reservation (type 2, with an order) whose order the customer is choosing: set when the
 * booking is made, read by the checkout of a reservation menu, which sends it as the order's
 * `reservation_id` (ADR 028), and cleared once the order is placed. HttpOnly: only the server
 * reads it; the API still checks that the reservation is the signed-in customer's.
 */
export function reservationOrderCookieName(referenceId: string): string {
  return `reservation_order_${referenceId}`;
}

/** A day: long enough to choose the food, short enough not to linger. */
const maxAgeSeconds = 24 * 60 * 60;

export function setReservationOrderCookie(
  referenceId: string,
  reservationId: number,
  secure: string,
): string {
  const name = reservationOrderCookieName(referenceId);
  return httpOnlyCookie(name, String(reservationId), maxAgeSeconds, `/${referenceId}`, secure);
}

export function clearReservationOrderCookie(referenceId: string, secure: string): string {
  return httpOnlyCookie(reservationOrderCookieName(referenceId), "", 0, `/${referenceId}`, secure);
}

/** The reservation id kept for this business, or null when there is none or it is malformed. */
export function readReservationOrder(
  cookieHeader: string | null | undefined,
  referenceId: string,
): number | null {
  const value = readCookie(cookieHeader, reservationOrderCookieName(referenceId)) ?? "";
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
