// Slot generation for 7 days: a restaurant with lunch, a dinner past midnight, a short Friday and an
// all-day Saturday, in Asia/Kuwait. Run with `pnpm --filter domain bench`.
import { bench, describe } from "vitest";
import {
  scheduledOrders,
  sundayMorning,
  weekOfShifts,
} from "../../bench/fixtures/week-of-shifts.js";
import { generateSlots } from "./generate-slots.js";

let sink = 0;

describe("slot generation", () => {
  bench("generateSlots for 7 days", () => {
    sink += generateSlots({
      shifts: weekOfShifts,
      scheduledOrders,
      now: sundayMorning,
      days: 7,
    }).length;
  });
});

export { sink };
