import { describe, expect, it } from "vitest";
import {
  groupReservationDay,
  isDay,
  reservationMoves,
  shiftDay,
  type DayReservation,
} from "./reservation-day";

const booking = (id: number, time: string, table: string | null): DayReservation =>
  ({
    reservation: {
      id,
      time,
      table: table ? { id, name: table, seats: 4, floor: { en: "" } } : null,
    },
    customer_name: "Fatma",
    customer_phone: null,
  }) as DayReservation;

describe("groupReservationDay", () => {
  it("groups by slot, then table in number order, tables before seats", () => {
    const day = groupReservationDay([
      booking(1, "20:00", "T10"),
      booking(2, "19:00", null),
      booking(3, "19:00", "T2"),
      booking(4, "20:00", "T9"),
      booking(5, "20:00", "T9"),
    ]);
    expect(day.map((slot) => slot.time)).toEqual(["19:00", "20:00"]);
    expect(day[0]?.tables.map((group) => group.table)).toEqual(["T2", null]);
    expect(day[1]?.tables.map((group) => [group.table, group.reservations.length])).toEqual([
      ["T9", 2],
      ["T10", 1],
    ]);
  });
});

describe("reservationMoves", () => {
  it("allows accept or reject while pending, complete or reject once accepted", () => {
    expect(reservationMoves("pending")).toEqual(["accept", "reject"]);
    expect(reservationMoves("accepted")).toEqual(["complete", "reject"]);
    expect(reservationMoves("completed")).toEqual([]);
    expect(reservationMoves("rejected")).toEqual([]);
  });
});

describe("days", () => {
  it("moves across a month's end and reads only real days", () => {
    expect(shiftDay("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay(null)).toBe(false);
  });
});
