import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { SellingType } from "../selling-types/selling-type-table.js";
import { chooseScheduleType } from "./choose-schedule-type.js";
import { isOrderingAvailable } from "./is-ordering-available.js";
import { isSellingTypeOpen } from "./is-selling-type-open.js";
import type { ScheduledOrders, Shifts } from "./shift-shapes.js";

const shiftsWith = (status: "open" | "closed"): Shifts => ({
  today: { status, opens_at: "09:00", shifts: [{ from: "09:00", to: "22:00" }] },
  other_days: [],
});
const sellingTypes: SellingType[] = ["delivery", "dine_in", "car_pickup"];
const scheduled = (on: boolean, onlySchedule = false): ScheduledOrders => ({
  on,
  only_schedule: onlySchedule,
});

describe("isSellingTypeOpen", () => {
  it('spec 4: "a selling type is open if shifts are not loaded or its status is open"', () => {
    for (const sellingType of sellingTypes) {
      expect(isSellingTypeOpen({ sellingType, shifts: undefined })).toBe(true);
      expect(isSellingTypeOpen({ sellingType, shifts: null })).toBe(true);
      expect(isSellingTypeOpen({ sellingType, shifts: shiftsWith("open") })).toBe(true);
      expect(isSellingTypeOpen({ sellingType, shifts: shiftsWith("closed") })).toBe(false);
    }
  });

  it('spec 4: "delivery with shipping is always open"', () => {
    expect(
      isSellingTypeOpen({ sellingType: "delivery", shifts: shiftsWith("closed"), shipping: true }),
    ).toBe(true);
    expect(
      isSellingTypeOpen({ sellingType: "delivery", shifts: shiftsWith("closed"), shipping: false }),
    ).toBe(false);
    // Shipping is a delivery matter: it opens no other selling type.
    expect(
      isSellingTypeOpen({
        sellingType: "car_pickup",
        shifts: shiftsWith("closed"),
        shipping: true,
      }),
    ).toBe(false);
  });
});

describe("isOrderingAvailable", () => {
  it('spec 4: "Ordering is available when open or when scheduled orders are enabled"', () => {
    for (const sellingType of ["delivery", "car_pickup"] as const) {
      expect(isOrderingAvailable({ sellingType, open: true })).toBe(true);
      expect(
        isOrderingAvailable({ sellingType, open: false, scheduledOrders: scheduled(true) }),
      ).toBe(true);
      expect(
        isOrderingAvailable({ sellingType, open: false, scheduledOrders: scheduled(false) }),
      ).toBe(false);
      expect(isOrderingAvailable({ sellingType, open: false })).toBe(false);
    }
  });

  it('spec 4: "dine-in also needs the business cart flag"', () => {
    expect(isOrderingAvailable({ sellingType: "dine_in", open: true, cartEnabled: true })).toBe(
      true,
    );
    expect(isOrderingAvailable({ sellingType: "dine_in", open: true, cartEnabled: false })).toBe(
      false,
    );
    expect(isOrderingAvailable({ sellingType: "dine_in", open: true })).toBe(false);
    expect(
      isOrderingAvailable({
        sellingType: "dine_in",
        open: false,
        scheduledOrders: scheduled(true),
        cartEnabled: true,
      }),
    ).toBe(true);
    expect(isOrderingAvailable({ sellingType: "dine_in", open: false, cartEnabled: true })).toBe(
      false,
    );
  });
});

describe("chooseScheduleType", () => {
  it('spec 4: ""now" when open and not schedule-only"', () => {
    expect(chooseScheduleType({ open: true })).toBe("now");
    expect(chooseScheduleType({ open: true, scheduledOrders: scheduled(true, false) })).toBe("now");
  });

  it('spec 4: ""later" when closed or schedule-only"', () => {
    expect(chooseScheduleType({ open: false })).toBe("later");
    expect(chooseScheduleType({ open: false, scheduledOrders: scheduled(true, false) })).toBe(
      "later",
    );
    expect(chooseScheduleType({ open: true, scheduledOrders: scheduled(true, true) })).toBe(
      "later",
    );
  });

  it("schedule-only counts only while scheduled orders are on", () => {
    expect(chooseScheduleType({ open: true, scheduledOrders: scheduled(false, true) })).toBe("now");
  });

  describe("properties", () => {
    const settings = fc.option(fc.record({ on: fc.boolean(), only_schedule: fc.boolean() }), {
      nil: undefined,
    });

    test.prop([fc.boolean(), settings], { numRuns: 1000 })(
      '"now" exactly when open and not schedule-only, "later" otherwise',
      (open, scheduledOrders) => {
        const scheduleOnly =
          scheduledOrders !== undefined && scheduledOrders.on && scheduledOrders.only_schedule;
        expect(chooseScheduleType({ open, scheduledOrders })).toBe(
          open && !scheduleOnly ? "now" : "later",
        );
      },
    );

    test.prop(
      [fc.constantFrom(...sellingTypes), fc.boolean(), fc.boolean(), settings, fc.boolean()],
      { numRuns: 1000 },
    )(
      "a closed selling type can be ordered from only for later, through scheduled orders",
      (sellingType, loaded, shipping, scheduledOrders, cartEnabled) => {
        const open = isSellingTypeOpen({
          sellingType,
          shifts: loaded ? shiftsWith("closed") : undefined,
          shipping,
        });
        const available = isOrderingAvailable({ sellingType, open, scheduledOrders, cartEnabled });
        if (available && !open) {
          expect(scheduledOrders?.on).toBe(true);
          expect(chooseScheduleType({ open, scheduledOrders })).toBe("later");
        }
        if (sellingType === "dine_in" && !cartEnabled) expect(available).toBe(false);
      },
    );
  });
});
