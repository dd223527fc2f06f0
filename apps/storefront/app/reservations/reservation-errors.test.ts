import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import { explainedReservationCodes, reservationErrorKey } from "./reservation-errors";

describe("reservationErrorKey (ADR 028's stable codes in words)", () => {
  it("has English words for every explained code", () => {
    for (const code of explainedReservationCodes) {
      const key = reservationErrorKey(code);
      expect(key).toBe(`reservation.errors.${code}`);
      expect(en.reservation.errors[code]).toMatch(/\S/);
    }
  });

  it("says slot taken, party too large, too soon and closed apart", () => {
    expect(en.reservation.errors.SLOT_FULL).toContain("just taken");
    expect(en.reservation.errors.PARTY_SIZE_OUT_OF_RANGE).toContain("{{max}}");
    expect(en.reservation.errors.SLOT_NOT_AVAILABLE).toContain("too soon");
    expect(en.reservation.empty.closed).toContain("No reservations on this day");
  });

  it("explains a reservation that can no longer take an order, for the checkout", () => {
    expect(en.reservation.errors.RESERVATION_NOT_ORDERABLE).toMatch(/no longer take an order/);
  });

  it("leaves other codes to the API's own message", () => {
    expect(reservationErrorKey("UNKNOWN_TABLE")).toBeNull();
    expect(reservationErrorKey("__proto__")).toBeNull();
  });
});
