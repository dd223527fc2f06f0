import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseShiftTime } from "./parse-shift-time.js";

describe("parseShiftTime", () => {
  it("spec 5: times are parsed as HH:mm", () => {
    expect(parseShiftTime("00:00")).toEqual({ ok: true, minuteOfDay: 0, allDay: false });
    expect(parseShiftTime("09:30")).toEqual({ ok: true, minuteOfDay: 570, allDay: false });
    expect(parseShiftTime("23:59")).toEqual({ ok: true, minuteOfDay: 1439, allDay: false });
  });

  it("spec 5: times are parsed as hh:mm A", () => {
    expect(parseShiftTime("09:30 PM")).toEqual({ ok: true, minuteOfDay: 1290, allDay: false });
    expect(parseShiftTime("12:00 AM")).toEqual({ ok: true, minuteOfDay: 0, allDay: false });
    expect(parseShiftTime("12:15 pm")).toEqual({ ok: true, minuteOfDay: 735, allDay: false });
  });

  it('spec 5: a shift starting at "24" means open all day', () => {
    expect(parseShiftTime("24")).toEqual({ ok: true, minuteOfDay: 0, allDay: true });
  });

  it("refuses what is not a time", () => {
    for (const text of ["", "25:00", "9", "13:00 PM", "00:00 AM", "ab:cd", "12:60"]) {
      expect(parseShiftTime(text)).toEqual({ ok: false, code: "UNREADABLE_TIME" });
    }
  });

  describe("properties", () => {
    test.prop([fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })])(
      "the 24-hour and the 12-hour spelling of a time read the same",
      (hour, minute) => {
        const pad = (n: number) => String(n).padStart(2, "0");
        const twelve = `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
        expect(parseShiftTime(twelve)).toEqual(parseShiftTime(`${pad(hour)}:${pad(minute)}`));
      },
    );
  });
});
