import { fc, test } from "@fast-check/vitest";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { generateSlots } from "./generate-slots.js";
import { preselectSlot } from "./preselect-slot.js";
import type { ScheduleDay, ScheduleSelection, Shifts, Slot, TodayShifts } from "./shift-shapes.js";
import { type BusinessTime, inBusinessZone } from "./time-types.js";

function at(localIso: string, zone = "Asia/Kuwait"): BusinessTime {
  return inBusinessZone(DateTime.fromISO(localIso, { zone }), zone);
}

const readable = (selection: ScheduleSelection) => ({
  type: selection.type,
  date: selection.date,
  slot:
    selection.slot &&
    `${selection.slot.from.toFormat("HH:mm")}-${selection.slot.to.toFormat("HH:mm")}`,
});

const closedUntilNine: TodayShifts = {
  status: "closed",
  opens_at: "09:00",
  shifts: [{ from: "09:00", to: "12:00" }],
};
const shifts = (today: TodayShifts): Shifts => ({
  today,
  other_days: [{ weekday: 0, slots: [{ from: "09:00", to: "10:00" }] }],
});

describe("preselectSlot", () => {
  it('spec 4: "For "later", the first slot after the opening time plus the minimum advance is preselected (the second slot if available, else the first)"', () => {
    const now = at("2026-11-22T06:00");
    const scheduledOrders = { min_advance: { interval: 1, scale: "hour" } } as const;
    const days = generateSlots({ shifts: shifts(closedUntilNine), now, days: 1, scheduledOrders });
    // Slots start at 09:00 (now + 1 hour + 15 minutes is 07:15); the opening plus an hour is 10:00.
    expect(days[0]?.slots[0]?.from.toFormat("HH:mm")).toBe("09:00");
    expect(readable(preselectSlot({ days, today: closedUntilNine, now, scheduledOrders }))).toEqual(
      {
        type: "later",
        date: "2026-11-22",
        slot: "10:30-11:00",
      },
    );
  });

  it('spec 4: "else the first": a single slot after the opening plus the minimum advance is preselected', () => {
    const now = at("2026-11-22T06:00");
    const scheduledOrders = { min_advance: { interval: 150, scale: "min" } } as const;
    const days = generateSlots({ shifts: shifts(closedUntilNine), now, days: 1, scheduledOrders });
    expect(readable(preselectSlot({ days, today: closedUntilNine, now, scheduledOrders }))).toEqual(
      {
        type: "later",
        date: "2026-11-22",
        slot: "11:30-12:00",
      },
    );
  });

  it("the second slot may be on the next day, and the selection then carries that day's date", () => {
    const now = at("2026-11-22T06:00");
    const days = generateSlots({ shifts: shifts(closedUntilNine), now, days: 2 });
    const onlyLastToday = [
      { date: "2026-11-22", slots: days[0]?.slots.slice(-1) ?? [] },
      days[1] as ScheduleDay,
    ];
    expect(readable(preselectSlot({ days: onlyLastToday, today: closedUntilNine, now }))).toEqual({
      type: "later",
      date: "2026-11-23",
      slot: "09:00-09:30",
    });
  });

  it("an opening time already past (or unknown) counts from now", () => {
    const now = at("2026-11-22T10:07");
    const openSinceNine: TodayShifts = {
      status: "open",
      opens_at: "09:00 AM",
      shifts: [{ from: "09:00", to: "12:00" }],
    };
    const days = generateSlots({ shifts: shifts(openSinceNine), now, days: 1 });
    expect(readable(preselectSlot({ days, today: openSinceNine, now })).slot).toBe("11:00-11:30");
    expect(
      readable(preselectSlot({ days, today: { ...openSinceNine, opens_at: null }, now })).slot,
    ).toBe("11:00-11:30");
    expect(
      readable(preselectSlot({ days, today: { ...openSinceNine, opens_at: "soon" }, now })).slot,
    ).toBe("11:00-11:30");
  });

  it('spec 4: "If no slot exists, the selection is cleared"', () => {
    const now = at("2026-11-22T06:00");
    expect(preselectSlot({ days: [], today: closedUntilNine, now })).toEqual({
      type: "later",
      date: null,
      slot: null,
    });
    const days = generateSlots({ shifts: shifts(closedUntilNine), now, days: 1 });
    const tooLate = { min_advance: { interval: 1, scale: "day" } } as const;
    expect(preselectSlot({ days, today: closedUntilNine, now, scheduledOrders: tooLate })).toEqual({
      type: "later",
      date: null,
      slot: null,
    });
  });

  describe("properties", () => {
    const zones = [
      "Asia/Kuwait",
      "Europe/Zurich",
      "America/New_York",
      "Australia/Lord_Howe",
    ] as const;
    // Sorted, non-overlapping slots after now, grouped by their date in the zone.
    const schedule = fc.record({
      zone: fc.constantFrom(...zones),
      nowMillis: fc.integer({
        min: Date.parse("2024-01-01T00:00:00Z"),
        max: Date.parse("2030-12-31T00:00:00Z"),
      }),
      gaps: fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 12 }),
      opensAt: fc.option(fc.integer({ min: 0, max: 1439 }), { nil: null }),
      minimumAdvance: fc.integer({ min: 0, max: 600 }),
    });

    function build(
      zone: string,
      nowMillis: number,
      gaps: number[],
    ): { now: BusinessTime; days: ScheduleDay[]; slots: Slot[] } {
      const now = inBusinessZone(nowMillis, zone);
      const slots: Slot[] = [];
      let start = nowMillis + 15 * 60_000;
      for (const gap of gaps) {
        start += gap * 60_000;
        slots.push({
          from: inBusinessZone(start, zone),
          to: inBusinessZone(start + 30 * 60_000, zone),
        });
        start += 30 * 60_000;
      }
      const days: { date: string; slots: Slot[] }[] = [];
      for (const slot of slots) {
        const date = slot.from.toISODate() as string;
        if (days.at(-1)?.date !== date) days.push({ date, slots: [] });
        days.at(-1)?.slots.push(slot);
      }
      return { now, days, slots };
    }

    test.prop([schedule], { numRuns: 1000 })(
      "the preselected slot is the second if there are at least two, the first if one, none if zero",
      ({ zone, nowMillis, gaps, minimumAdvance }) => {
        const { now, days, slots } = build(zone, nowMillis, gaps);
        const today: TodayShifts = { status: "closed", opens_at: null, shifts: [] };
        const scheduledOrders = {
          min_advance: { interval: minimumAdvance, scale: "min" as const },
        };
        const after = slots.filter(
          (slot) => slot.from.toMillis() >= now.toMillis() + minimumAdvance * 60_000,
        );
        const selection = preselectSlot({ days, today, now, scheduledOrders });
        expect(selection.type).toBe("later");
        expect(selection.slot).toBe(after[1] ?? after[0] ?? null);
        expect(selection.date).toBe(
          selection.slot === null ? null : selection.slot.from.toISODate(),
        );
      },
    );

    test.prop([schedule], { numRuns: 1000 })(
      "the preselected slot never starts before the opening time plus the minimum advance, and is the second such slot",
      ({ zone, nowMillis, gaps, opensAt, minimumAdvance }) => {
        const { now, days, slots } = build(zone, nowMillis, gaps);
        const spelled =
          opensAt === null
            ? null
            : `${String(Math.floor(opensAt / 60)).padStart(2, "0")}:${String(opensAt % 60).padStart(2, "0")}`;
        const today: TodayShifts = { status: "closed", opens_at: spelled, shifts: [] };
        const opening =
          spelled === null
            ? now.toMillis()
            : Math.max(
                now.toMillis(),
                DateTime.fromISO(`${now.toISODate()}T${spelled}`, { zone }).toMillis(),
              );
        const notBefore = opening + minimumAdvance * 60_000;
        const after = slots.filter((slot) => slot.from.toMillis() >= notBefore);
        const selection = preselectSlot({
          days,
          today,
          now,
          scheduledOrders: { min_advance: { interval: minimumAdvance, scale: "min" } },
        });
        expect(selection.slot).toBe(after[1] ?? after[0] ?? null);
      },
    );
  });
});
