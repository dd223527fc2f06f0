import type { OrderDto, OrderStatusName } from "@storefront/api-client";
import { handedOverBy } from "@storefront/domain";

/** One step of an order's way, as the progress bar shows it. */
export interface ProgressStep {
  status: OrderStatusName;
  state: "done" | "current" | "ahead";
  /** When the order reached it (ISO), for a step done or current. */
  at: string | null;
}

/** An order on its way, step by step; or ended without being served (rejected, cancelled). */
export type OrderProgress =
  | { kind: "steps"; steps: ProgressStep[] }
  | { kind: "ended"; status: "rejected" | "cancelled"; at: string | null };

/**
 * The way an order goes for its selling type (ADR 014): what a driver hands over goes out before
 * it is delivered; an order handed over at the table, the counter or the car does not.
 */
export function stepsOf(sellingType: OrderDto["selling_types"]): OrderStatusName[] {
  return handedOverBy(sellingType) === "driver"
    ? ["pending", "accepted", "ready", "out", "delivered"]
    : ["pending", "accepted", "ready", "delivered"];
}

/**
 * Where an order stands on its way. A scheduled order stands at the first step, named for its
 * slot; a rejected or cancelled one is said plainly, without a bar that would never fill.
 * `orderProgress({ status_name: "ready", selling_types: "delivery", events })` marks received
 * and accepted done, ready current, on the way and delivered ahead.
 */
export function orderProgress(
  order: Pick<OrderDto, "status_name" | "selling_types" | "events">,
): OrderProgress {
  const reached = new Map<OrderStatusName, string>();
  for (const event of order.events) reached.set(event.status_name, event.at);
  if (order.status_name === "rejected" || order.status_name === "cancelled") {
    return { kind: "ended", status: order.status_name, at: reached.get(order.status_name) ?? null };
  }
  const steps = stepsOf(order.selling_types);
  const now = order.status_name === "scheduled" ? "pending" : order.status_name;
  const current = steps.indexOf(now);
  return {
    kind: "steps",
    steps: steps.map((status, index) => ({
      status: index === 0 && order.status_name === "scheduled" ? "scheduled" : status,
      state: index < current ? "done" : index === current ? "current" : "ahead",
      at:
        index > current
          ? null
          : ((index === 0
              ? (reached.get("pending") ?? reached.get("scheduled"))
              : reached.get(status)) ?? null),
    })),
  };
}
