import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { orderStatuses } from "../codes/order-status.js";
import { sellingTypes } from "../codes/selling-type.js";
import type { SellingType } from "../selling-types/selling-type-table.js";
import { canMoveOrder } from "./can-move-order.js";
import { initialOrderStatus } from "./initial-order-status.js";
import { isFinalStatus } from "./is-final-status.js";
import { nextStatuses } from "./next-statuses.js";
import type { OrderStatus } from "./order-status-shapes.js";
import { orderStatusName } from "./order-status-name.js";

const { pending, accepted, rejected, ready, out, delivered, cancelled, scheduled } = orderStatuses;
const allStatuses = Object.values(orderStatuses) as OrderStatus[];
const refused = { ok: false, code: "STATUS_TRANSITION_NOT_ALLOWED" } as const;

describe("orderStatusName", () => {
  it('spec 4: "pending 0, accepted 1, rejected 2, ready 3, out 4, delivered 5, cancelled 9, scheduled 10"', () => {
    expect(allStatuses.map(orderStatusName)).toEqual([
      "pending",
      "accepted",
      "rejected",
      "ready",
      "out",
      "delivered",
      "cancelled",
      "scheduled",
    ]);
  });

  it("a code the spec never gave is a programmer error", () => {
    expect(() => orderStatusName(7 as OrderStatus)).toThrow(/one of the spec's codes/);
  });
});

describe("initialOrderStatus", () => {
  it("ADR 014: an order for later starts scheduled (10), an order for now pending (0)", () => {
    expect(initialOrderStatus({ scheduled: true })).toBe(10);
    expect(initialOrderStatus({ scheduled: false })).toBe(0);
  });
});

describe("canMoveOrder and nextStatuses", () => {
  it("ADR 014: a scheduled order (10) becomes pending (0) when its time comes, or is decided early", () => {
    for (const sellingType of sellingTypes) {
      expect(nextStatuses(scheduled, sellingType)).toEqual([
        pending,
        accepted,
        rejected,
        cancelled,
      ]);
    }
    expect(canMoveOrder(10, 0, "delivery")).toEqual({ ok: true });
  });

  it("ADR 014: a pending order (0) is accepted (1), rejected (2) or cancelled (9)", () => {
    for (const sellingType of sellingTypes) {
      expect(nextStatuses(pending, sellingType)).toEqual([accepted, rejected, cancelled]);
    }
    expect(canMoveOrder(0, 3, "dine_in")).toEqual(refused);
  });

  it("ADR 014: an accepted order (1) becomes ready (3) or is cancelled (9); it can no longer be rejected", () => {
    expect(nextStatuses(accepted, "car_pickup")).toEqual([ready, cancelled]);
    expect(canMoveOrder(1, 2, "car_pickup")).toEqual(refused);
  });

  it("ADR 014: a ready delivery (3) goes out (4) and is delivered (5) only from there", () => {
    expect(nextStatuses(ready, "delivery")).toEqual([out]);
    expect(nextStatuses(out, "delivery")).toEqual([delivered]);
    expect(canMoveOrder(3, 4, "delivery")).toEqual({ ok: true });
    expect(canMoveOrder(4, 5, "delivery")).toEqual({ ok: true });
    expect(canMoveOrder(3, 5, "delivery")).toEqual(refused);
  });

  it("ADR 014: a ready dine-in, product service or car pickup order (3) is handed over: delivered (5), never out (4)", () => {
    for (const sellingType of ["dine_in", "car_pickup"] as const) {
      expect(nextStatuses(ready, sellingType)).toEqual([delivered]);
      expect(canMoveOrder(3, 5, sellingType)).toEqual({ ok: true });
      expect(canMoveOrder(3, 4, sellingType)).toEqual(refused);
      expect(nextStatuses(out, sellingType)).toEqual([]);
    }
  });

  it("ADR 014: rejected (2), delivered (5) and cancelled (9) are final", () => {
    expect(allStatuses.filter(isFinalStatus)).toEqual([rejected, delivered, cancelled]);
    expect(canMoveOrder(9, 0, "delivery")).toEqual(refused);
    expect(canMoveOrder(5, 4, "delivery")).toEqual(refused);
  });

  it("ADR 014: no status moves to itself, nothing moves back to scheduled, and an unknown code moves nowhere", () => {
    for (const status of allStatuses) {
      expect(canMoveOrder(status, status, "delivery")).toEqual(refused);
      expect(canMoveOrder(status, scheduled, "dine_in")).toEqual(refused);
    }
    expect(canMoveOrder(7 as OrderStatus, 1, "delivery")).toEqual(refused);
    expect(canMoveOrder(0, 7 as OrderStatus, "delivery")).toEqual(refused);
  });

  describe("properties", () => {
    const anyStatus = fc.constantFrom(...allStatuses);
    const anySellingType = fc.constantFrom(...sellingTypes);
    const start = fc.constantFrom(
      initialOrderStatus({ scheduled: false }),
      initialOrderStatus({ scheduled: true }),
    );
    // A walk picks one of the allowed next statuses at each step; the longest path has 5 moves.
    const choices = fc.array(fc.nat(), { minLength: 8, maxLength: 8 });

    /** Walks from a status until a final one (or the choices run out), returning the statuses met. */
    function walk(
      from: OrderStatus,
      sellingType: SellingType,
      picks: readonly number[],
    ): OrderStatus[] {
      const path = [from];
      for (const pick of picks) {
        const next = nextStatuses(path[path.length - 1] as OrderStatus, sellingType);
        if (next.length === 0) break;
        path.push(next[pick % next.length] as OrderStatus);
      }
      return path;
    }

    test.prop([anyStatus, anyStatus, anySellingType])(
      "canMoveOrder allows exactly the moves nextStatuses lists",
      (from, to, sellingType) => {
        expect(canMoveOrder(from, to, sellingType).ok).toBe(
          nextStatuses(from, sellingType).includes(to),
        );
      },
    );

    test.prop([anyStatus, anyStatus, anySellingType])(
      "no transition leaves a final status",
      (from, to, sellingType) => {
        if (isFinalStatus(from)) expect(canMoveOrder(from, to, sellingType)).toEqual(refused);
      },
    );

    test.prop([start, anySellingType, choices])(
      "every status reachable from pending or scheduled reaches a final one",
      (from, sellingType, picks) => {
        const path = walk(from, sellingType, picks);
        expect(isFinalStatus(path[path.length - 1] as OrderStatus)).toBe(true);
        expect(new Set(path).size).toBe(path.length);
      },
    );

    test.prop([start, anySellingType, choices])(
      "a delivery is delivered only through out; no other selling type goes out",
      (from, sellingType, picks) => {
        const path = walk(from, sellingType, picks);
        const deliveredAt = path.indexOf(delivered);
        if (sellingType === "delivery") {
          if (deliveredAt !== -1) expect(path[deliveredAt - 1]).toBe(out);
        } else {
          expect(path).not.toContain(out);
        }
      },
    );
  });
});
