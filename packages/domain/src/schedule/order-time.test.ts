import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { orderTime } from "./order-time.js";
import { inBusinessZone } from "./time-types.js";

const now = inBusinessZone(DateTime.fromISO("2026-11-22T10:07", { zone: "Asia/Kuwait" }));
const slot = { from: now.plus({ hours: 2 }), to: now.plus({ hours: 2, minutes: 30 }) };

describe("orderTime", () => {
  it('spec 9: "Order time defaults to now"', () => {
    expect(orderTime({ now })).toBe(now);
    expect(orderTime({ selection: { type: "now", date: null, slot: null }, now })).toBe(now);
    expect(orderTime({ selection: { type: "later", date: null, slot: null }, now })).toBe(now);
  });

  it("a later order is placed for the start of its selected slot", () => {
    expect(orderTime({ selection: { type: "later", date: "2026-11-22", slot }, now })).toBe(
      slot.from,
    );
    // A slot left over from an earlier "later" choice does not move a "now" order.
    expect(orderTime({ selection: { type: "now", date: "2026-11-22", slot }, now })).toBe(now);
  });
});
