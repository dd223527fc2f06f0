import type { MinuteOfDay } from "./time-types.js";

export type ShiftTimeResult =
  { ok: true; minuteOfDay: MinuteOfDay; allDay: boolean } | { ok: false; code: "UNREADABLE_TIME" };

/**
 * Reads a shift time as the spec writes them (section 5): `HH:mm` or `hh:mm A`; a shift starting at
 * "24" means open all day. `parseShiftTime("09:30 PM")` is minute 1290; `parseShiftTime("24")` is
 * all day.
 */
export function parseShiftTime(text: string): ShiftTimeResult {
  const value = text.trim();
  if (value === "24" || value === "24:00") return { ok: true, minuteOfDay: 0, allDay: true };
  const twelve = /^(\d{1,2}):([0-5]\d)\s*([AaPp][Mm])$/.exec(value);
  if (twelve) {
    const [, hourText = "", minuteText = "", meridiem = ""] = twelve;
    const hour = Number(hourText);
    if (hour < 1 || hour > 12) return { ok: false, code: "UNREADABLE_TIME" };
    const hour24 = (hour % 12) + (meridiem.toUpperCase() === "PM" ? 12 : 0);
    return { ok: true, minuteOfDay: hour24 * 60 + Number(minuteText), allDay: false };
  }
  const twentyFour = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  if (twentyFour) {
    const [, hourText = "", minuteText = ""] = twentyFour;
    const hour = Number(hourText);
    if (hour > 23) return { ok: false, code: "UNREADABLE_TIME" };
    return { ok: true, minuteOfDay: hour * 60 + Number(minuteText), allDay: false };
  }
  return { ok: false, code: "UNREADABLE_TIME" };
}
