import type { MenuItemDto, OrderDto } from "@storefront/api-client";

const unitMinutes = { minute: 1, hour: 60, day: 24 * 60 } as const;

/**
 * When an accepted order should be at the door, at the table or at the counter (ISO), or null
 * before the business accepts it, once it is over, and for an order for later (its slot says
 * when). The time the kitchen gave when it accepted the order comes first; without one, a
 * delivery is expected its zone's delivery time after it was accepted, and an order served on
 * site the longest preparation time of its dishes after it was accepted (null when none has one).
 */
export function expectedAt(
  order: Pick<
    OrderDto,
    | "status_name"
    | "events"
    | "scheduled_at"
    | "details"
    | "breakdown"
    | "selling_types"
    | "expected_at"
  >,
  items: readonly Pick<MenuItemDto, "id" | "preparation_time">[],
): string | null {
  if (!["accepted", "ready", "out"].includes(order.status_name)) return null;
  if (order.expected_at) return order.expected_at;
  if (order.scheduled_at) return null;
  const accepted = order.events.find((event) => event.status_name === "accepted");
  if (!accepted) return null;
  const minutes = order.details.delivery_time
    ? order.details.delivery_time.value * unitMinutes[order.details.delivery_time.unit]
    : preparationMinutes(order.breakdown.lines, items);
  if (minutes === null) return null;
  return new Date(new Date(accepted.at).getTime() + minutes * 60_000).toISOString();
}

function preparationMinutes(
  lines: OrderDto["breakdown"]["lines"],
  items: readonly Pick<MenuItemDto, "id" | "preparation_time">[],
): number | null {
  const byId = new Map(items.map((item) => [item.id, item.preparation_time]));
  const times = lines.map((line) => byId.get(line.item_id) ?? null).filter((m) => m !== null);
  return times.length > 0 ? Math.max(...times) : null;
}
