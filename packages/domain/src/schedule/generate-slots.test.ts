import { fc, test } from "@fast-check/vitest";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { generateSlots } from "./generate-slots.js";
import { preselectSlot } from "./preselect-slot.js";
import type {
  AdvanceInterval,
  OtherDayShifts,
  ScheduleDay,
  Shifts,
  ShiftSpan,
  Weekday,
} from "./shift-shapes.js";
import { type BusinessTime, inBusinessZone, minutes } from "./time-types.js";

/** A wall-clock time of the zone as a BusinessTime: `at("2026-11-22T10:07")`. */
function at(localIso: string, zone = "Asia/Kuwait"): BusinessTime {
  return inBusinessZone(DateTime.fromISO(localIso, { zone }), zone);
}

/** Slots as readable text: `{ "2026-11-22": ["11:00-11:30"] }`. */
function readable(days: readonly ScheduleDay[]): Record<string, string[]> {
  return Object.fromEntries(
    days.map((day) => [
      day.date,
      day.slots.map((slot) => `${slot.from.toFormat("HH:mm")}-${slot.to.toFormat("HH:mm")}`),
    ]),
  );
}

function todayOnly(...spans: ShiftSpan[]): Shifts {
  return { today: { status: "open", opens_at: null, shifts: spans }, other_days: [] };
}

const allWeek = (spans: ShiftSpan[]): OtherDayShifts[] =>
  ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({ weekday, slots: spans }));

/** Open today and every other weekday in the same shifts. */
function everyDay(...spans: ShiftSpan[]): Shifts {
  return { today: { status: "open", opens_at: null, shifts: spans }, other_days: allWeek(spans) };
}

describe("generateSlots", () => {
  it('spec 5: "Scheduled slot times must lie after now plus the minimum advance plus 15 minutes"', () => {
    const shifts = todayOnly({ from: "09:00", to: "12:00" });
    const now = at("2026-11-22T10:07");
    expect(readable(generateSlots({ shifts, now, days: 1 }))).toEqual({
      "2026-11-22": ["10:30-11:00", "11:00-11:30", "11:30-12:00"],
    });
    const halfHour = { min_advance: { interval: 30, scale: "min" } } as const;
    expect(readable(generateSlots({ shifts, now, days: 1, scheduledOrders: halfHour }))).toEqual({
      "2026-11-22": ["11:00-11:30", "11:30-12:00"],
    });
    const anHour = { min_advance: { interval: 1, scale: "hour" } } as const;
    expect(readable(generateSlots({ shifts, now, days: 1, scheduledOrders: anHour }))).toEqual({
      "2026-11-22": ["11:30-12:00"],
    });
  });

  it('spec 9: "first slot is after now plus the minimum advance plus 15 minutes": a slot starting exactly then is offered', () => {
    const shifts = todayOnly({ from: "09:00", to: "12:00" });
    const days = generateSlots({ shifts, now: at("2026-11-22T10:15"), days: 1 });
    expect(days[0]?.slots[0]?.from.toFormat("HH:mm")).toBe("10:30");
    const oneSecondLater = generateSlots({ shifts, now: at("2026-11-22T10:15:01"), days: 1 });
    expect(oneSecondLater[0]?.slots[0]?.from.toFormat("HH:mm")).toBe("11:00");
  });

  it('spec 9: "Maximum schedule date default 168 (hours)"', () => {
    const shifts = everyDay({ from: "24", to: "24" });
    const now = at("2026-11-22T10:00");
    const days = generateSlots({ shifts, now, days: 10 });
    const last = days.at(-1)?.slots.at(-1);
    expect(last?.to.toISO()).toBe(now.plus({ hours: 168 }).toISO());
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it('spec 3: "max_advance" with its scale sets the maximum date instead of 168 hours', () => {
    const shifts = everyDay({ from: "24", to: "24" });
    const now = at("2026-11-22T10:00");
    const days = generateSlots({
      shifts,
      now,
      days: 7,
      scheduledOrders: { max_advance: { interval: 1, scale: "day" } },
    });
    expect(days.at(-1)?.slots.at(-1)?.to.toISO()).toBe(at("2026-11-23T10:00").toISO());
  });

  it('spec 5: "A shift starting at "24" means open all day"', () => {
    const shifts: Shifts = {
      today: { status: "open", opens_at: null, shifts: [] },
      other_days: [{ weekday: 0, slots: [{ from: "24", to: "" }] }],
    };
    const monday = readable(
      generateSlots({ shifts, now: at("2026-11-22T10:00"), days: 2, slotLength: minutes(60) }),
    )["2026-11-23"];
    expect(monday).toHaveLength(24);
    expect(monday?.[0]).toBe("00:00-01:00");
    expect(monday?.at(-1)).toBe("23:00-00:00");
  });

  it('spec 5: "Times are parsed as HH:mm or hh:mm A"', () => {
    const now = at("2026-11-22T10:00");
    const twelveHour = generateSlots({
      shifts: todayOnly({ from: "06:00 PM", to: "08:00 PM" }),
      now,
      days: 1,
    });
    const twentyFourHour = generateSlots({
      shifts: todayOnly({ from: "18:00", to: "20:00" }),
      now,
      days: 1,
    });
    expect(readable(twelveHour)).toEqual({
      "2026-11-22": ["18:00-18:30", "18:30-19:00", "19:00-19:30", "19:30-20:00"],
    });
    expect(readable(twelveHour)).toEqual(readable(twentyFourHour));
  });

  it('spec 3: "other days (slots with from and to)" are found by weekday, Monday being 0', () => {
    const shifts: Shifts = {
      today: { status: "open", opens_at: null, shifts: [] },
      other_days: [
        { weekday: 0, slots: [{ from: "09:00", to: "10:00" }] },
        { weekday: 2, slots: [{ from: "11:00", to: "12:00" }] },
      ],
    };
    expect(readable(generateSlots({ shifts, now: at("2026-11-22T10:00"), days: 4 }))).toEqual({
      "2026-11-23": ["09:00-09:30", "09:30-10:00"],
      "2026-11-25": ["11:00-11:30", "11:30-12:00"],
    });
  });

  it("a shift crossing midnight offers its slots after midnight under the next day's date", () => {
    const shifts: Shifts = {
      today: { status: "open", opens_at: null, shifts: [{ from: "10:00 PM", to: "01:00 AM" }] },
      other_days: [],
    };
    expect(readable(generateSlots({ shifts, now: at("2026-11-22T20:00"), days: 2 }))).toEqual({
      "2026-11-22": ["22:00-22:30", "22:30-23:00", "23:00-23:30", "23:30-00:00"],
      "2026-11-23": ["00:00-00:30", "00:30-01:00"],
    });
  });

  it("yesterday's shift running past midnight still offers its slots today", () => {
    // 2026-11-22 is a Sunday; Saturday is weekday 5.
    const shifts: Shifts = {
      today: { status: "open", opens_at: null, shifts: [] },
      other_days: [{ weekday: 5, slots: [{ from: "22:00", to: "02:00" }] }],
    };
    expect(readable(generateSlots({ shifts, now: at("2026-11-22T00:10"), days: 1 }))).toEqual({
      "2026-11-22": ["00:30-01:00", "01:00-01:30", "01:30-02:00"],
    });
  });

  it("the whole cover of days is limited to the days asked for, and days without slots are left out", () => {
    const shifts: Shifts = {
      today: { status: "closed", opens_at: null, shifts: [] },
      other_days: allWeek([{ from: "12:00", to: "13:00" }]).filter((day) => day.weekday !== 1),
    };
    expect(
      Object.keys(readable(generateSlots({ shifts, now: at("2026-11-22T10:00"), days: 4 }))),
    ).toEqual(["2026-11-23", "2026-11-25"]);
  });

  it("slots follow one another from the shift's opening and a shorter remainder is not offered", () => {
    const now = at("2026-11-22T06:00");
    expect(
      readable(generateSlots({ shifts: todayOnly({ from: "09:10", to: "10:45" }), now, days: 1 })),
    ).toEqual({
      "2026-11-22": ["09:10-09:40", "09:40-10:10", "10:10-10:40"],
    });
    expect(
      readable(generateSlots({ shifts: todayOnly({ from: "09:00", to: "09:20" }), now, days: 1 })),
    ).toEqual({});
    expect(
      readable(
        generateSlots({
          shifts: todayOnly({ from: "09:00", to: "10:00" }),
          now,
          days: 1,
          slotLength: minutes(15),
        }),
      ),
    ).toEqual({
      "2026-11-22": ["09:00-09:15", "09:15-09:30", "09:30-09:45", "09:45-10:00"],
    });
  });

  it("overlapping shifts give slots that neither overlap nor leave a shift", () => {
    const shifts = todayOnly({ from: "11:15", to: "14:00" }, { from: "09:00", to: "12:00" });
    expect(readable(generateSlots({ shifts, now: at("2026-11-22T06:00"), days: 1 }))).toEqual({
      "2026-11-22": [
        "09:00-09:30",
        "09:30-10:00",
        "10:00-10:30",
        "10:30-11:00",
        "11:00-11:30",
        "11:30-12:00",
        "12:15-12:45",
        "12:45-13:15",
        "13:15-13:45",
      ],
    });
  });

  it("an unreadable shift is ignored", () => {
    const shifts = todayOnly(
      { from: "nine", to: "12:00" },
      { from: "14:00", to: "later" },
      { from: "16:00", to: "17:00" },
    );
    expect(readable(generateSlots({ shifts, now: at("2026-11-22T06:00"), days: 1 }))).toEqual({
      "2026-11-22": ["16:00-16:30", "16:30-17:00"],
    });
  });

  it("spec 9: default time zone Asia/Kuwait: dates and times are the business's, not UTC", () => {
    // 21:30 UTC on Sunday is already 00:30 on Monday in Kuwait.
    const now = inBusinessZone(DateTime.fromISO("2026-11-22T21:30:00Z"));
    const days = generateSlots({ shifts: todayOnly({ from: "01:00", to: "02:00" }), now, days: 1 });
    expect(readable(days)).toEqual({ "2026-11-23": ["01:00-01:30", "01:30-02:00"] });
    expect(days[0]?.slots[0]?.from.toISO()).toBe("2026-11-23T01:00:00.000+03:00");
  });

  describe("a time zone with daylight-saving time (Europe/Zurich)", () => {
    const zurichAllDay = everyDay({ from: "24", to: "24" });

    it("the spring day has 23 hours of slots, and no slot in the skipped hour", () => {
      const days = generateSlots({
        shifts: zurichAllDay,
        now: at("2026-03-28T23:00", "Europe/Zurich"),
        days: 2,
      });
      const spring = readable(days)["2026-03-29"] ?? [];
      expect(spring).toHaveLength(46);
      expect(spring.slice(2, 6)).toEqual([
        "01:00-01:30",
        "01:30-03:00",
        "03:00-03:30",
        "03:30-04:00",
      ]);
      expect(
        days[1]?.slots.every((slot) => slot.to.diff(slot.from, "minutes").minutes === 30),
      ).toBe(true);
    });

    it("the autumn day has 25 hours of slots, the repeated hour twice with its own offset", () => {
      const days = generateSlots({
        shifts: zurichAllDay,
        now: at("2026-10-24T23:00", "Europe/Zurich"),
        days: 2,
      });
      const autumn = days[1]?.slots ?? [];
      expect(days[1]?.date).toBe("2026-10-25");
      expect(autumn).toHaveLength(50);
      expect(autumn.slice(4, 8).map((slot) => slot.from.toISO())).toEqual([
        "2026-10-25T02:00:00.000+02:00",
        "2026-10-25T02:30:00.000+02:00",
        "2026-10-25T02:00:00.000+01:00",
        "2026-10-25T02:30:00.000+01:00",
      ]);
    });

    it("shift times are wall-clock times of their own day across the change", () => {
      const shifts = everyDay({ from: "09:00", to: "10:00" });
      const days = generateSlots({ shifts, now: at("2026-03-28T06:00", "Europe/Zurich"), days: 3 });
      expect(readable(days)).toEqual({
        "2026-03-28": ["09:00-09:30", "09:30-10:00"],
        "2026-03-29": ["09:00-09:30", "09:30-10:00"],
        "2026-03-30": ["09:00-09:30", "09:30-10:00"],
      });
      expect(days.map((day) => day.slots[0]?.from.offset)).toEqual([60, 120, 120]);
    });
  });

  it("refuses a number of days or a slot length that is not a positive whole number", () => {
    const shifts = todayOnly({ from: "09:00", to: "12:00" });
    const now = at("2026-11-22T06:00");
    expect(() => generateSlots({ shifts, now, days: 0 })).toThrow(/positive whole number of days/);
    expect(() => generateSlots({ shifts, now, days: 1.5 })).toThrow(
      /positive whole number of days/,
    );
    expect(() => generateSlots({ shifts, now, days: 1, slotLength: minutes(0) })).toThrow(
      /positive whole number of minutes/,
    );
  });
});

// Generated shops: zones with and without daylight-saving time, `now` near their changes or anywhere.
const zones = [
  "Asia/Kuwait",
  "Europe/Zurich",
  "America/New_York",
  "Australia/Lord_Howe",
  "America/Santiago",
] as const;
const daylightChanges = [
  "2026-03-08T07:00:00Z",
  "2026-03-29T01:00:00Z",
  "2026-04-04T15:00:00Z",
  "2026-04-05T03:00:00Z",
  "2026-09-06T04:00:00Z",
  "2026-10-03T15:30:00Z",
  "2026-10-25T01:00:00Z",
  "2026-11-01T06:00:00Z",
].map((iso) => Date.parse(iso));
const day = 86_400_000;

const nowMillis = fc.oneof(
  fc.integer({ min: Date.parse("2024-01-01T00:00:00Z"), max: Date.parse("2030-12-31T00:00:00Z") }),
  fc
    .tuple(fc.constantFrom(...daylightChanges), fc.integer({ min: -8 * day, max: day }))
    .map(([change, shift]) => change + shift),
);

interface ShiftMinutes {
  readonly from: number | "24";
  readonly to: number;
}

const shiftMinutes: fc.Arbitrary<ShiftMinutes> = fc.record({
  from: fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 0, max: 1439 }) },
    { weight: 1, arbitrary: fc.constant("24" as const) },
  ),
  to: fc.integer({ min: 0, max: 1439 }),
});

const advance = (
  maxMinutes: number,
  maxHours: number,
  maxDays: number,
): fc.Arbitrary<AdvanceInterval> =>
  fc.oneof(
    fc.record({
      interval: fc.integer({ min: 0, max: maxMinutes }),
      scale: fc.constant("min" as const),
    }),
    fc.record({
      interval: fc.integer({ min: 0, max: maxHours }),
      scale: fc.constant("hour" as const),
    }),
    fc.record({
      interval: fc.integer({ min: 0, max: maxDays }),
      scale: fc.constant("day" as const),
    }),
  );

const shop = fc.record({
  zone: fc.constantFrom(...zones),
  nowMillis,
  today: fc.array(shiftMinutes, { maxLength: 3 }),
  otherDays: fc.array(
    fc.record({
      weekday: fc.integer({ min: 0, max: 6 }).map((weekday) => weekday as Weekday),
      slots: fc.array(shiftMinutes, { maxLength: 3 }),
    }),
    { maxLength: 7 },
  ),
  twelveHour: fc.boolean(),
  minAdvance: fc.option(advance(600, 30, 2), { nil: undefined }),
  maxAdvance: fc.option(advance(20_000, 300, 12), { nil: undefined }),
  days: fc.integer({ min: 1, max: 8 }),
  slotLength: fc.constantFrom(15, 30, 45, 60),
});
type Shop = typeof shop extends fc.Arbitrary<infer T> ? T : never;

function spell(minuteOfDay: number, twelveHour: boolean): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const hour = Math.floor(minuteOfDay / 60);
  const minute = minuteOfDay % 60;
  if (!twelveHour) return `${pad(hour)}:${pad(minute)}`;
  return `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

function shiftsOf(generated: Shop): Shifts {
  const span = (shift: ShiftMinutes): ShiftSpan => ({
    from: shift.from === "24" ? "24" : spell(shift.from, generated.twelveHour),
    to: spell(shift.to, generated.twelveHour),
  });
  return {
    today: { status: "open", opens_at: null, shifts: generated.today.map(span) },
    other_days: generated.otherDays.map((other) => ({
      weekday: other.weekday,
      slots: other.slots.map(span),
    })),
  };
}

function run(generated: Shop) {
  const now = inBusinessZone(generated.nowMillis, generated.zone);
  const scheduledOrders = { min_advance: generated.minAdvance, max_advance: generated.maxAdvance };
  const days = generateSlots({
    shifts: shiftsOf(generated),
    scheduledOrders,
    now,
    days: generated.days,
    slotLength: minutes(generated.slotLength),
  });
  return { now, days, slots: days.flatMap((scheduleDay) => scheduleDay.slots) };
}

const perScale = { min: 1, hour: 60, day: 1440 } as const;
const inMinutes = (interval: AdvanceInterval | undefined, otherwise: number) =>
  interval === undefined ? otherwise : interval.interval * perScale[interval.scale];

/** The shifts' intervals, placed independently of the code under test (ISO parsing, noon-based day steps). */
function shiftIntervals(generated: Shop, now: BusinessTime): { start: number; end: number }[] {
  const intervals: { start: number; end: number }[] = [];
  const noon = now.set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  for (let offset = -1; offset < generated.days; offset += 1) {
    const date = noon.plus({ days: offset });
    const next = noon.plus({ days: offset + 1 }).toISODate() as string;
    const spans =
      offset === 0
        ? generated.today
        : generated.otherDays
            .filter((other) => other.weekday === date.weekday - 1)
            .flatMap((other) => other.slots);
    const local = (isoDate: string, minuteOfDay: number) =>
      DateTime.fromISO(`${isoDate}T${spell(minuteOfDay, false)}`, {
        zone: generated.zone,
      }).toMillis();
    for (const shift of spans) {
      const isoDate = date.toISODate() as string;
      if (shift.from === "24") intervals.push({ start: local(isoDate, 0), end: local(next, 0) });
      else
        intervals.push({
          start: local(isoDate, shift.from),
          end: local(shift.to <= shift.from ? next : isoDate, shift.to),
        });
    }
  }
  return intervals;
}

describe("properties", () => {
  test.prop([shop], { numRuns: 1000 })(
    "slots never start before now + minimum advance + 15 minutes",
    (generated) => {
      const { now, slots } = run(generated);
      const earliest = now.toMillis() + (inMinutes(generated.minAdvance, 0) + 15) * 60_000;
      for (const slot of slots) expect(slot.from.toMillis()).toBeGreaterThanOrEqual(earliest);
    },
  );

  test.prop([shop], { numRuns: 1000 })("slots never leave their shift", (generated) => {
    const { now, slots } = run(generated);
    const intervals = shiftIntervals(generated, now);
    for (const slot of slots) {
      const inside = intervals.some(
        (interval) => interval.start <= slot.from.toMillis() && slot.to.toMillis() <= interval.end,
      );
      expect(inside, `${slot.from.toISO()} - ${slot.to.toISO()}`).toBe(true);
    }
  });

  test.prop([shop], { numRuns: 1000 })(
    "slots never exceed the maximum date (max_advance, else 168 hours)",
    (generated) => {
      const { now, slots } = run(generated);
      const latest = now.toMillis() + inMinutes(generated.maxAdvance, 168 * 60) * 60_000;
      for (const slot of slots) expect(slot.to.toMillis()).toBeLessThanOrEqual(latest);
    },
  );

  test.prop([shop], { numRuns: 1000 })(
    "slots are sorted, do not overlap, last the slot length and sit under their date",
    (generated) => {
      const { now, days, slots } = run(generated);
      slots.forEach((slot, index) => {
        expect(slot.to.toMillis() - slot.from.toMillis()).toBe(generated.slotLength * 60_000);
        const next = slots[index + 1];
        if (next) expect(slot.to.toMillis()).toBeLessThanOrEqual(next.from.toMillis());
      });
      const lastDate = now
        .set({ hour: 12 })
        .plus({ days: generated.days - 1 })
        .toISODate() as string;
      days.forEach((scheduleDay, index) => {
        expect(scheduleDay.slots.length).toBeGreaterThan(0);
        if (index > 0) expect(scheduleDay.date > (days[index - 1]?.date ?? "")).toBe(true);
        expect(
          scheduleDay.date >= (now.toISODate() as string) && scheduleDay.date <= lastDate,
        ).toBe(true);
        for (const slot of scheduleDay.slots) {
          expect(slot.from.toISODate()).toBe(scheduleDay.date);
          expect(slot.from.zoneName).toBe(generated.zone);
        }
      });
    },
  );

  test.prop([shop], { numRuns: 1000 })(
    "the preselected slot is the second if there are at least two, the first if one, none if zero",
    (generated) => {
      const { now, days, slots } = run(generated);
      const today = shiftsOf(generated).today;
      const scheduledOrders = { min_advance: generated.minAdvance };
      const selection = preselectSlot({ days, today, now, scheduledOrders });
      expect(selection.slot).toBe(slots[1] ?? slots[0] ?? null);
      expect(selection.date).toBe(selection.slot?.from.toISODate() ?? null);
    },
  );

  test.prop(
    [
      fc.constantFrom(...zones),
      nowMillis,
      fc.integer({ min: 0, max: 2 * 1440 }),
      fc.constantFrom(15, 30, 45, 60),
    ],
    { numRuns: 1000 },
  )(
    "a shop open all day offers a first slot within two slot lengths of the earliest time",
    (zone, millis, minimumAdvance, slotLength) => {
      const now = inBusinessZone(millis, zone);
      const shifts = everyDay({ from: "24", to: "24" });
      const scheduledOrders = { min_advance: { interval: minimumAdvance, scale: "min" as const } };
      const days = generateSlots({
        shifts,
        scheduledOrders,
        now,
        days: 4,
        slotLength: minutes(slotLength),
      });
      const earliest = now.toMillis() + (minimumAdvance + 15) * 60_000;
      const first = days[0]?.slots[0]?.from.toMillis() ?? Number.POSITIVE_INFINITY;
      expect(first).toBeLessThan(earliest + 2 * slotLength * 60_000);
    },
  );
});
