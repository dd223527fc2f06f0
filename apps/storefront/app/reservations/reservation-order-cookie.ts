import { readCookie } from "../cookies/site-cookie";

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
  return `${reservationOrderCookieName(referenceId)}=${reservationId}; Max-Age=${maxAgeSeconds}; Path=/${referenceId}; HttpOnly; SameSite=Lax${secure}`;
}

export function clearReservationOrderCookie(referenceId: string, secure: string): string {
  return `${reservationOrderCookieName(referenceId)}=; Max-Age=0; Path=/${referenceId}; HttpOnly; SameSite=Lax${secure}`;
}

/** The reservation id kept for this business, or null when there is none or it is malformed. */
export function readReservationOrder(
  cookieHeader: string | null | undefined,
  referenceId: string,
): number | null {
  const value = readCookie(cookieHeader, reservationOrderCookieName(referenceId)) ?? "";
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
