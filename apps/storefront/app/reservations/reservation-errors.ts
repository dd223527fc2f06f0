/**
 * The API's stable reservation codes (docs/decisions/028-reservations.md) the booking form
 * explains in words, each under `reservation.errors.{code}`. Any other code falls back to the
 * API's own message.
 */
export const explainedReservationCodes = [
  "SLOT_FULL",
  "SLOT_NOT_AVAILABLE",
  "PARTY_SIZE_OUT_OF_RANGE",
  "RESERVATIONS_DISABLED",
  "TABLE_REQUIRED",
  "TABLE_TOO_SMALL",
  "BAD_REQUEST",
] as const;

export type ExplainedReservationCode = (typeof explainedReservationCodes)[number];

/** The message key of a refused booking, or null for a code the page has no words of its own for. */
export function reservationErrorKey(
  code: string,
): `reservation.errors.${ExplainedReservationCode}` | null {
  return (explainedReservationCodes as readonly string[]).includes(code)
    ? `reservation.errors.${code as ExplainedReservationCode}`
    : null;
}
