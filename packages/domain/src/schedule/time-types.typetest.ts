// Type-level tests: each `@ts-expect-error` line must fail to compile, or `tsc --noEmit` fails.
// No runtime tests here (vitest runs only *.test.ts); tsc checks this file with the rest of src.
import type { DateTime } from "luxon";
import { generateSlots } from "./generate-slots.js";
import type { Shifts } from "./shift-shapes.js";
import { type BusinessTime, inBusinessZone, type Minutes, minutes } from "./time-types.js";

declare function takesMinutes(duration: Minutes): void;
declare function takesBusinessTime(time: BusinessTime): void;
declare const shifts: Shifts;
declare const now: BusinessTime;
/** A valid luxon DateTime in the right zone, but not made by `inBusinessZone`. */
declare const validDateTime: DateTime<true>;

// Allowed: minutes made by `minutes()`, a time placed in the business's zone.
takesMinutes(minutes(30));
takesBusinessTime(inBusinessZone(new Date("2026-11-22T06:00:00Z"), "Asia/Kuwait"));
takesBusinessTime(inBusinessZone(validDateTime, "Europe/Zurich"));
generateSlots({ shifts, now, days: 7, slotLength: minutes(15) });

// @ts-expect-error a bare number is not Minutes
takesMinutes(30);

// @ts-expect-error a bare number is not a slot length in Minutes
generateSlots({ shifts, now, days: 7, slotLength: 15 });

// @ts-expect-error a Date is not a BusinessTime
takesBusinessTime(new Date("2026-11-22T06:00:00Z"));

// @ts-expect-error a luxon DateTime not placed in the business's zone is not a BusinessTime
takesBusinessTime(validDateTime);

// @ts-expect-error Minutes are not a BusinessTime
takesBusinessTime(minutes(90));

// @ts-expect-error slot generation needs `now` as a BusinessTime, not a Date
generateSlots({ shifts, now: new Date("2026-11-22T06:00:00Z"), days: 7 });

// @ts-expect-error slot generation needs `now` as a BusinessTime, not a plain DateTime
generateSlots({ shifts, now: validDateTime, days: 7 });
