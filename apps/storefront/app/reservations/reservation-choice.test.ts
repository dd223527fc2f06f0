import { describe, expect, it } from "vitest";
import {
  bookableDates,
  emptyDayReason,
  reservationChoice,
  reservationType,
  reserveTypeOf,
} from "./reservation-choice";

const at = (query: string) => new URL(`http://x/demo/reservation/reserv_dinein${query}`);

describe("reservationChoice (the steps kept in the address)", () => {
  it("reads the party, the date and the time", () => {
    expect(reservationChoice(at("?party=4&date=2026-11-25&time=19:00"))).toEqual({
      party: 4,
      date: "2026-11-25",
      time: "19:00",
    });
  });

  it("asks again for anything malformed", () => {
    expect(reservationChoice(at("?party=0&date=2026-13-01&time=25:00"))).toEqual({
      party: null,
      date: null,
      time: null,
    });
    expect(reservationChoice(at("?party=2.5&date=tomorrow&time=7pm"))).toEqual({
      party: null,
      date: null,
      time: null,
    });
    expect(reservationChoice(at(""))).toEqual({ party: null, date: null, time: null });
  });

  it("keeps a party above the business's max_users, so the page can say it is too large", () => {
    expect(reservationChoice(at("?party=20")).party).toBe(20);
  });
});

describe("reservationType (spec 4: reservation types map to the reservation item category)", () => {
  it("takes reserv_dinein, reserv_service and reservation, and nothing else", () => {
    expect(reservationType("reserv_dinein")).toBe("reserv_dinein");
    expect(reservationType("reserv_service")).toBe("reserv_service");
    expect(reservationType("reservation")).toBe("reservation");
    expect(reservationType("dinein")).toBeNull();
    expect(reservationType("delivery")).toBeNull();
    expect(reservationType("history")).toBeNull();
    expect(reservationType("constructor")).toBeNull();
    expect(reservationType(undefined)).toBeNull();
  });

  it("names the entry point after the business's dine-in label", () => {
    expect(reserveTypeOf("dinein")).toBe("reserv_dinein");
    expect(reserveTypeOf("product_service")).toBe("reserv_service");
  });
});

describe("bookableDates (spec 9: maximum schedule date 168 hours)", () => {
  it("runs from today in the business's zone to seven days on", () => {
    // 22:30 UTC is already the next day in Kuwait (UTC+3).
    expect(bookableDates(new Date("2026-11-24T22:30:00Z"), "Asia/Kuwait")).toEqual({
      first: "2026-11-25",
      last: "2026-12-02",
    });
    expect(bookableDates(new Date("2026-11-24T22:30:00Z"), "Europe/Zurich")).toEqual({
      first: "2026-11-24",
      last: "2026-12-01",
    });
  });
});

describe("emptyDayReason (the words beside a day without times)", () => {
  const dates = { first: "2026-11-24", last: "2026-12-01" };
  it("tells a past day, a day too far, today too soon and a closed day apart", () => {
    expect(emptyDayReason("2026-11-23", dates)).toBe("past");
    expect(emptyDayReason("2026-12-02", dates)).toBe("tooFar");
    expect(emptyDayReason("2026-11-24", dates)).toBe("tooSoon");
    expect(emptyDayReason("2026-11-27", dates)).toBe("closed");
  });
});
