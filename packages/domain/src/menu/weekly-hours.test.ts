import { fc, test } from "@fast-check/vitest";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { inBusinessZone, type BusinessTime } from "../schedule/time-types.js";
import { isOpenAt } from "./is-open-at.js";
import { MENU_INVARIANT } from "./invariants.js";
import type { CategoryDay, CategorySchedule, CategoryShift } from "./menu-shapes.js";
import { parseBranchAvailability } from "./parse-branch-availability.js";
import { placeShift } from "./place-shift.js";
import { readBranchHours } from "./read-branch-hours.js";
import { readCategorySchedule } from "./read-category-schedule.js";
import { alwaysOpen, neverOpen } from "./weekly-hours.js";

/** 2026-11-23 is a Monday; `at("mon", "09:30")` is that Monday at 09:30 in Kuwait. */
const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
function at(weekday: (typeof weekdays)[number], time: string): BusinessTime {
  const day = 23 + weekdays.indexOf(weekday);
  return inBusinessZone(DateTime.fromISO(`2026-11-${day}T${time}`, { zone: "Asia/Kuwait" }));
}

const closed: CategoryDay = { closed: true, shifts: [] };
const shifts = (...pairs: [string, string][]): CategoryDay => ({
  closed: false,
  shifts: pairs.map(([time_from, time_to]) => ({ time_from, time_to })),
});
const week = (
  days: Partial<Record<(typeof weekdays)[number], CategoryDay>>,
  pin_schedule?: boolean,
): CategorySchedule => ({
  days: weekdays.map((weekday) => days[weekday] ?? closed),
  pin_schedule,
});
const openAt = (schedule: CategorySchedule | null | undefined, moment: BusinessTime) =>
  isOpenAt(readCategorySchedule(schedule), moment);

/**
 * Checks whether a schedule is open at each moment, written "wed 09:30": one diff names every
 * moment found otherwise.
 */
function expectOpenings(
  schedule: CategorySchedule | null | undefined,
  expected: Readonly<Record<`${(typeof weekdays)[number]} ${string}`, boolean>>,
) {
  const found = Object.fromEntries(
    Object.keys(expected).map((moment) => {
      const [weekday, time] = moment.split(" ") as [(typeof weekdays)[number], string];
      return [moment, openAt(schedule, at(weekday, time))];
    }),
  );
  expect(found).toEqual(expected);
}

describe("category weekday schedule", () => {
  it('spec 3: "The weekday index starts with Monday at 0"', () => {
    const mondaysOnly: CategorySchedule = {
      days: [shifts(["09:00", "17:00"]), closed, closed, closed, closed, closed, closed],
    };
    expectOpenings(mondaysOnly, { "mon 10:00": true, "tue 10:00": false, "sun 10:00": false });
    const sundaysOnly: CategorySchedule = {
      days: [closed, closed, closed, closed, closed, closed, shifts(["09:00", "17:00"])],
    };
    expectOpenings(sundaysOnly, { "sun 10:00": true, "mon 10:00": false });
  });

  it('spec 5: "Menu items and categories are hidden outside their schedule": a closed day is closed all day', () => {
    const schedule = week({ mon: shifts(["00:00", "24:00"]) });
    expectOpenings(schedule, { "tue 00:00": false, "tue 12:00": false, "tue 23:59": false });
  });

  it("spec 3: shifts with time_from and time_to: open from time_from, closed from time_to", () => {
    const schedule = week({ wed: shifts(["09:00", "12:00"], ["18:00", "22:30"]) });
    expectOpenings(schedule, {
      "wed 08:59": false,
      "wed 09:00": true,
      "wed 11:59": true,
      "wed 12:00": false,
      "wed 18:00": true,
      "wed 22:29": true,
      "wed 22:30": false,
    });
  });

  it('spec 5: "Times are parsed as HH:mm or hh:mm A"', () => {
    const schedule = week({ thu: shifts(["09:00 AM", "05:30 PM"]) });
    expectOpenings(schedule, { "thu 09:00": true, "thu 17:29": true, "thu 17:30": false });
  });

  it('spec 5: "A shift starting at "24" means open all day"', () => {
    const schedule = week({ fri: shifts(["24", "00:00"]) });
    expectOpenings(schedule, {
      "fri 00:00": true,
      "fri 13:00": true,
      "fri 23:59": true,
      "sat 00:00": false,
    });
  });

  it("a shift whose time_to is before its time_from crosses midnight; the part after midnight belongs to the next weekday", () => {
    const schedule = week({ mon: shifts(["22:00", "02:00"]) });
    expectOpenings(schedule, {
      "mon 21:59": false,
      "mon 22:00": true,
      "mon 23:59": true,
      "tue 00:00": true,
      "tue 01:59": true,
      "tue 02:00": false,
      "mon 01:00": false,
    });
  });

  it("Sunday's shift after midnight belongs to Monday", () => {
    const schedule = week({ sun: shifts(["20:00", "01:00"]) });
    expectOpenings(schedule, { "mon 00:30": true, "sun 00:30": false });
  });

  it("a shift ending at 24 ends at midnight; a shift ending where it starts lasts 24 hours", () => {
    const untilMidnight = week({ tue: shifts(["18:00", "24:00"]) });
    expectOpenings(untilMidnight, { "tue 23:59": true, "wed 00:00": false });
    const roundTheClock = week({ tue: shifts(["10:00", "10:00"]) });
    expectOpenings(roundTheClock, {
      "tue 09:59": false,
      "tue 10:00": true,
      "wed 09:59": true,
      "wed 10:00": false,
    });
  });

  it("spec 3: a pin schedule: a pinned category is shown at every hour, whatever its weekday schedule", () => {
    const pinned = week({}, true);
    expectOpenings(pinned, { "mon 03:00": true, "sun 23:59": true });
    expect(openAt(week({}, false), at("mon", "03:00"))).toBe(false);
  });

  it("no schedule, a missing day, or a day that is not closed and has no shifts restrict nothing", () => {
    expect(openAt(undefined, at("wed", "04:00"))).toBe(true);
    expect(openAt(null, at("wed", "04:00"))).toBe(true);
    expect(openAt({ days: [closed] }, at("wed", "04:00"))).toBe(true);
    expect(openAt({ days: [closed] }, at("mon", "04:00"))).toBe(false);
    expect(openAt(week({ wed: shifts() }), at("wed", "04:00"))).toBe(true);
  });

  it("an unreadable shift is skipped; a day left with no readable shift counts as having none", () => {
    const schedule = week({
      sat: shifts(["nine", "17:00"], ["10:00", "12:00"]),
      sun: shifts(["25:00", "26:00"]),
    });
    expectOpenings(schedule, { "sat 09:30": false, "sat 11:00": true, "sun 04:00": true });
  });

  it("placeShift places the part after midnight on the next weekday", () => {
    expect(placeShift(6, { time_from: "22:00", time_to: "02:00" })).toEqual([
      { weekday: 6, stretch: { start: 1320, end: 1440 } },
      { weekday: 0, stretch: { start: 0, end: 120 } },
    ]);
    expect(placeShift(2, { time_from: "22:00", time_to: "00:00" })).toEqual([
      { weekday: 2, stretch: { start: 1320, end: 1440 } },
    ]);
    expect(placeShift(2, { time_from: "bad", time_to: "02:00" })).toEqual([]);
  });

  it("isOpenAt refuses hours that are not a week", () => {
    expect(() => isOpenAt([], at("mon", "10:00"))).toThrow(MENU_INVARIANT.NOT_A_WEEK);
  });

  describe("properties", () => {
    const minute = fc.integer({ min: 0, max: 1439 });
    const pad = (n: number) => String(n).padStart(2, "0");
    const spell = (minuteOfDay: number, twelve: boolean) => {
      const hour = Math.floor(minuteOfDay / 60);
      const minutePart = pad(minuteOfDay % 60);
      if (!twelve) return `${pad(hour)}:${minutePart}`;
      return `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${minutePart} ${hour < 12 ? "AM" : "PM"}`;
    };
    const time = fc.tuple(minute, fc.boolean()).map(([m, twelve]) => spell(m, twelve));
    const shift: fc.Arbitrary<CategoryShift> = fc.record({
      time_from: fc.oneof(
        { weight: 8, arbitrary: time },
        { weight: 1, arbitrary: fc.constant("24") },
        { weight: 1, arbitrary: fc.constant("x") },
      ),
      time_to: fc.oneof(
        { weight: 8, arbitrary: time },
        { weight: 1, arbitrary: fc.constant("24:00") },
      ),
    });
    const day: fc.Arbitrary<CategoryDay> = fc.record({
      closed: fc.boolean(),
      shifts: fc.array(shift, { maxLength: 3 }),
    });
    const schedule: fc.Arbitrary<CategorySchedule> = fc.record({
      days: fc.array(day, { minLength: 0, maxLength: 7 }),
      pin_schedule: fc.option(fc.boolean(), { nil: undefined }),
    });
    const moment = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((epoch) => inBusinessZone(epoch, "Asia/Kuwait"));

    /** A plain reading of the rules, minute by minute, to check the weekly hours against. */
    function plainOpen(available: CategorySchedule, now: BusinessTime): boolean {
      if (available.pin_schedule === true) return true;
      const today = now.weekday - 1;
      const minuteNow = now.hour * 60 + now.minute;
      const read = (text: string) => {
        const trimmed = text.trim();
        if (trimmed === "24" || trimmed === "24:00") return "all" as const;
        const hhmm = /^(\d\d):(\d\d)$/.exec(trimmed);
        if (hhmm) return Number(hhmm[1]) * 60 + Number(hhmm[2]);
        const ampm = /^(\d\d):(\d\d) (AM|PM)$/.exec(trimmed);
        if (ampm)
          return (Number(ampm[1]) % 12) * 60 + (ampm[3] === "PM" ? 720 : 0) + Number(ampm[2]);
        return undefined;
      };
      const ownDay = available.days[today];
      if (ownDay === undefined) return true;
      if (!ownDay.closed) {
        const readable = ownDay.shifts.filter(
          (s) =>
            read(s.time_from) !== undefined &&
            (read(s.time_from) === "all" || read(s.time_to) !== undefined),
        );
        if (readable.length === 0) return true;
        for (const s of readable) {
          const from = read(s.time_from);
          const to = read(s.time_to);
          if (from === "all") return true;
          if (from === undefined || to === undefined) continue;
          const end = to === "all" ? 1440 : to;
          if (minuteNow >= from && (end > from ? minuteNow < end : true)) return true;
        }
      }
      const yesterday = available.days[(today + 6) % 7];
      if (yesterday === undefined || yesterday.closed) return false;
      return yesterday.shifts.some((s) => {
        const from = read(s.time_from);
        const to = read(s.time_to);
        if (from === undefined || from === "all" || to === undefined || to === "all") return false;
        return to <= from && minuteNow < to;
      });
    }

    test.prop([schedule, moment], { numRuns: 1000 })(
      "the weekly hours agree with a plain reading of the schedule",
      (available, now) => {
        expect(openAt(available, now)).toBe(plainOpen(available, now));
      },
    );

    test.prop([schedule, moment], { numRuns: 1000 })(
      "a pinned category is always open",
      (available, now) => {
        expect(openAt({ ...available, pin_schedule: true }, now)).toBe(true);
      },
    );

    test.prop(
      [
        fc.integer({ min: 0, max: 6 }),
        fc
          .integer({ min: 2, max: 1439 })
          .chain((from) => fc.tuple(fc.constant(from), fc.integer({ min: 1, max: from - 1 }))),
        fc.array(day, { minLength: 7, maxLength: 7 }),
        fc.array(fc.record({ time_from: time, time_to: time }), { minLength: 1, maxLength: 3 }),
        moment,
      ],
      { numRuns: 1000 },
    )(
      "a crossing-midnight shift is open exactly when it is split into two same-day shifts",
      (weekday, [from, to], days, nextDayShifts, now) => {
        const next = (weekday + 1) % 7;
        const crossing = days.map((d, index): CategoryDay => {
          if (index === weekday)
            return {
              closed: false,
              shifts: [...d.shifts, { time_from: spell(from, false), time_to: spell(to, true) }],
            };
          if (index === next) return { closed: false, shifts: nextDayShifts };
          return d;
        });
        const split = crossing.map((d, index): CategoryDay => {
          if (index === weekday)
            return {
              closed: false,
              shifts: [
                ...(days[weekday]?.shifts ?? []),
                { time_from: spell(from, true), time_to: "24:00" },
              ],
            };
          if (index === next)
            return {
              closed: false,
              shifts: [...nextDayShifts, { time_from: "00:00", time_to: spell(to, false) }],
            };
          return d;
        });
        expect(openAt({ days: crossing }, now)).toBe(openAt({ days: split }, now));
      },
    );
  });
});

describe("branch availability", () => {
  const branch = (available: string | null | undefined, visible = true) => ({ visible, available });
  const branchOpen = (available: string | null | undefined, moment: BusinessTime, visible = true) =>
    isOpenAt(readBranchHours(branch(available, visible)), moment);

  it('spec 3: the branch available is "a JSON string with status, from, to"', () => {
    expect(parseBranchAvailability('{"status":1,"from":"10:00","to":"22:00"}')).toEqual({
      ok: true,
      status: true,
      from: "10:00",
      to: "22:00",
    });
    expect(parseBranchAvailability('{"status":"0"}')).toEqual({ ok: true, status: false });
    expect(parseBranchAvailability('{"status":true,"from":"","to":null}')).toEqual({
      ok: true,
      status: true,
    });
  });

  it("status on with from and to: available every day from `from` until `to`", () => {
    const text = '{"status":1,"from":"10:00","to":"22:00"}';
    expect(branchOpen(text, at("tue", "09:59"))).toBe(false);
    expect(branchOpen(text, at("tue", "10:00"))).toBe(true);
    expect(branchOpen(text, at("sun", "21:59"))).toBe(true);
    expect(branchOpen(text, at("sun", "22:00"))).toBe(false);
  });

  it("a branch window may cross midnight, like a shift", () => {
    const text = '{"status":"1","from":"08:00 PM","to":"02:00 AM"}';
    expect(branchOpen(text, at("wed", "01:00"))).toBe(true);
    expect(branchOpen(text, at("wed", "12:00"))).toBe(false);
    expect(branchOpen(text, at("wed", "23:00"))).toBe(true);
  });

  it('spec 5: "hidden ... when not visible": a branch that is not visible is never available', () => {
    expect(readBranchHours(branch('{"status":1}', false))).toBe(neverOpen);
    expect(branchOpen(null, at("mon", "12:00"), false)).toBe(false);
  });

  it("status off hides at every hour, whatever the window says", () => {
    expect(readBranchHours(branch('{"status":0,"from":"00:00","to":"24:00"}'))).toBe(neverOpen);
    expect(readBranchHours(branch('{"status":false}'))).toBe(neverOpen);
  });

  it("status on without a full window, a missing string and no branch are always available", () => {
    expect(readBranchHours(branch('{"status":1,"from":"10:00"}'))).toBe(alwaysOpen);
    expect(readBranchHours(branch('{"from":"10:00","to":"11:00"}'))).not.toBe(alwaysOpen);
    expect(readBranchHours(branch(undefined))).toBe(alwaysOpen);
    expect(readBranchHours(branch("  "))).toBe(alwaysOpen);
    expect(readBranchHours(null)).toBe(alwaysOpen);
  });

  it("text that cannot be read is UNREADABLE_AVAILABILITY and restricts nothing", () => {
    for (const text of ["{", "null", "[1]", "1", '"on"', '{"status":"maybe"}', '{"status":2}']) {
      expect(parseBranchAvailability(text)).toEqual({ ok: false, code: "UNREADABLE_AVAILABILITY" });
      expect(readBranchHours(branch(text))).toBe(alwaysOpen);
    }
    expect(readBranchHours(branch('{"status":1,"from":"soon","to":"later"}'))).toBe(alwaysOpen);
  });

  describe("properties", () => {
    const moment = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((epoch) => inBusinessZone(epoch, "Asia/Kuwait"));
    const text = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record(
          {
            status: fc.constantFrom(0, 1, "0", "1", true, false, null, 2),
            from: fc.string(),
            to: fc.string(),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
    );

    test.prop([text], { numRuns: 1000 })(
      "reading never throws and always gives a week",
      (available) => {
        expect(readBranchHours(branch(available))).toHaveLength(7);
      },
    );

    test.prop([text, moment], { numRuns: 1000 })(
      "a branch that is not visible is never available",
      (available, now) => {
        expect(branchOpen(available, now, false)).toBe(false);
      },
    );

    test.prop([fc.constantFrom(0, "0", false, "false"), fc.string(), fc.string(), moment], {
      numRuns: 1000,
    })("status off is never available", (status, from, to, now) => {
      expect(branchOpen(JSON.stringify({ status, from, to }), now)).toBe(false);
    });
  });
});
