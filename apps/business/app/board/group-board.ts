import type { BoardOrder as ContractBoardOrder } from "@storefront/api-client";

/**
 * An order on the board as the pages read it: the contract's, without the full request and the
 * catalogue it was priced from (the board never asks for them).
 */
export type BoardOrder = Omit<ContractBoardOrder, "order"> & {
  readonly order: Omit<ContractBoardOrder["order"], "request" | "priced_from">;
};

/** The board's columns for orders being made now, in the kitchen's order of work. */
export const boardColumns = ["new", "kitchen", "ready", "out"] as const;
export type BoardColumn = (typeof boardColumns)[number];

const columnOfStatus: Record<string, BoardColumn> = {
  pending: "new",
  accepted: "kitchen",
  ready: "ready",
  out: "out",
};

/** Orders for later, of one slot. */
export interface SlotGroup {
  /** The slot's start as the order gives it (ISO 8601). */
  readonly slot: string;
  readonly orders: readonly BoardOrder[];
}

export interface GroupedBoard {
  readonly columns: Readonly<Record<BoardColumn, readonly BoardOrder[]>>;
  /** Scheduled orders (not yet released to the kitchen), by slot, the soonest first. */
  readonly scheduled: readonly SlotGroup[];
}

const placedFirst = (a: BoardOrder, b: BoardOrder) =>
  Date.parse(a.order.created_at) - Date.parse(b.order.created_at) || a.order.id - b.order.id;

/**
 * Sorts the open orders onto the board: new (pending), in the kitchen (accepted), ready, out for
 * delivery, each oldest first; scheduled orders grouped by their slot (`scheduled_at`), soonest
 * slot first. An ended order (delivered, rejected, cancelled) is on none.
 * `groupBoard([pendingOrder]).columns.new.length === 1`
 */
export function groupBoard(orders: readonly BoardOrder[]): GroupedBoard {
  const columns: Record<BoardColumn, BoardOrder[]> = { new: [], kitchen: [], ready: [], out: [] };
  const slots = new Map<string, BoardOrder[]>();
  for (const entry of orders) {
    const column = columnOfStatus[entry.order.status_name];
    if (column) columns[column].push(entry);
    else if (entry.order.status_name === "scheduled") {
      const slot = entry.order.scheduled_at ?? entry.order.created_at;
      slots.set(slot, [...(slots.get(slot) ?? []), entry]);
    }
  }
  for (const column of boardColumns) columns[column].sort(placedFirst);
  const scheduled = [...slots.entries()]
    .sort(([a], [b]) => Date.parse(a) - Date.parse(b))
    .map(([slot, group]) => ({ slot, orders: group.sort(placedFirst) }));
  return { columns, scheduled };
}

/** How many orders wait for someone to accept or reject them. */
export function pendingCount(orders: readonly BoardOrder[]): number {
  return orders.filter((entry) => entry.order.status_name === "pending").length;
}

/**
 * The tab's title: the count of new orders first, so a glance at the tab says it.
 * `boardTitle(2, "Orders") === "(2) Orders"`, `boardTitle(0, "Orders") === "Orders"`
 */
export function boardTitle(pending: number, title: string): string {
  return pending > 0 ? `(${pending}) ${title}` : title;
}

/** The ids of pending orders in `now` that were not pending in `before`: what the chime is for. */
export function newlyPending(before: readonly number[], now: readonly number[]): number[] {
  const seen = new Set(before);
  return now.filter((id) => !seen.has(id));
}
