import { fc, test } from "@fast-check/vitest";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { isOpenAt } from "../menu/is-open-at.js";
import type { CategoryDay } from "../menu/menu-shapes.js";
import { readCategorySchedule } from "../menu/read-category-schedule.js";
import { describeShifts, type OpeningHours } from "./describe-shifts.js";
import { inBusinessZone } from "./time-types.js";

/** 2026-11-23 is a Monday; times are in Kuwait. */
const at = (date: string, time: string) =>
  inBusinessZone(DateTime.fromISO(`${date}T${time}`, { zone: "Asia/Kuwait" }));
const monday = (time: string) => at("2026-11-23", time);

const day = (time_from: string, time_to: string): CategoryDay => ({
  closed: false,
  shifts: [{ time_from, time_to }],
});
const closed: CategoryDay = { closed: true, shifts: [] };
// Lunch and dinner on weekdays, late on Thursday, closed on Friday, all day at the weekend.
const hours: OpeningHours = {
  days: [
    {
      closed: false,
      shifts: [
        { time_from: "12:00", time_to: "15:00" },
        { time_from: "18:00", time_to: "23:00" },
      ],
    },
    day("12:00", "23:00"),
    day("12:00", "23:00"),
    day("12:00", "02:00"),
    closed,
    { closed: false, shifts: [] },
    day("24", "24"),
  ],
};

describe("describeShifts (spec 3: today (status open, opens_at, shifts); other days (slots with from and to))", () => {
  it("is open during a shift and says when today opened", () => {
    expect(describeShifts(hours, monday("13:00")).today).toEqual({
      status: "open",
      opens_at: "12:00",
      shifts: [
        { from: "12:00", to: "15:00" },
        { from: "18:00", to: "23:00" },
      ],
    });
  });

  it("is closed between shifts and gives the next opening today", () => {
    expect(describeShifts(hours, monday("16:00")).today).toMatchObject({
      status: "closed",
      opens_at: "18:00",
    });
    expect(describeShifts(hours, monday("23:30")).today).toMatchObject({
      status: "closed",
      opens_at: "12:00",
    });
  });

  it("is open after midnight during the end of yesterday's late shift", () => {
    const fridayEarly = at("2026-11-27", "01:30");
    expect(describeShifts(hours, fridayEarly).today).toEqual({
      status: "open",
      opens_at: null,
      shifts: [],
    });
    expect(describeShifts(hours, at("2026-11-27", "02:00")).today.status).toBe("closed");
  });

  it('reads a day without shifts and a shift starting at "24" as open all day (spec 5)', () => {
    const saturday = describeShifts(hours, at("2026-11-28", "04:00")).today;
    expect(saturday).toEqual({
      status: "open",
      opens_at: null,
      shifts: [{ from: "24", to: "24" }],
    });
    expect(describeShifts(hours, at("2026-11-29", "04:00")).today.status).toBe("open");
  });

  it("lists the six following days in order, Monday being 0", () => {
    const { other_days } = describeShifts(hours, at("2026-11-27", "12:00"));
    expect(other_days.map((other) => other.weekday)).toEqual([5, 6, 0, 1, 2, 3]);
    expect(other_days[2]?.slots).toHaveLength(2);
  });

  const shiftTime = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
  const anyDay = fc.oneof(
    fc.constant(closed),
    fc
      .array(fc.record({ time_from: shiftTime, time_to: shiftTime }), { maxLength: 3 })
      .map((shifts): CategoryDay => ({ closed: false, shifts })),
  );
  const anyMoment = fc
    .integer({ min: 0, max: 14 * 24 * 60 - 1 })
    .map((minutes) => inBusinessZone(monday("00:00").plus({ minutes })));

  test.prop([fc.array(anyDay, { minLength: 7, maxLength: 7 }), anyMoment])(
    "says open exactly when the hours are open at that moment, and lists the other six days",
    (days, now) => {
      const shifts = describeShifts({ days }, now);
      expect(shifts.today.status === "open").toBe(isOpenAt(readCategorySchedule({ days }), now));
      expect(
        new Set([now.weekday - 1, ...shifts.other_days.map((other) => other.weekday)]).size,
      ).toBe(7);
    },
  );
});
