import { describe, expect, it } from "vitest";
import { boardTitle, groupBoard, newlyPending, pendingCount, type BoardOrder } from "./group-board";

function boardOrder(
  id: number,
  status_name: string,
  created_at: string,
  scheduled_at: string | null = null,
): BoardOrder {
  return {
    order: { id, status_name, created_at, scheduled_at } as BoardOrder["order"],
    branch_name: { en: "Salmiya" },
    next_statuses: [],
  };
}

describe("groupBoard", () => {
  const orders = [
    boardOrder(3, "pending", "2026-11-28T10:05:00Z"),
    boardOrder(1, "pending", "2026-11-28T10:00:00Z"),
    boardOrder(2, "accepted", "2026-11-28T09:00:00Z"),
    boardOrder(4, "ready", "2026-11-28T09:30:00Z"),
    boardOrder(5, "out", "2026-11-28T09:10:00Z"),
    boardOrder(6, "scheduled", "2026-11-28T08:00:00Z", "2026-11-28T13:30:00+03:00"),
    boardOrder(7, "scheduled", "2026-11-28T08:30:00Z", "2026-11-28T13:00:00+03:00"),
    boardOrder(8, "scheduled", "2026-11-28T07:00:00Z", "2026-11-28T13:30:00+03:00"),
    boardOrder(9, "delivered", "2026-11-28T07:00:00Z"),
  ];
  const board = groupBoard(orders);

  it("puts each status in its column, oldest first", () => {
    expect(board.columns.new.map((entry) => entry.order.id)).toEqual([1, 3]);
    expect(board.columns.kitchen.map((entry) => entry.order.id)).toEqual([2]);
    expect(board.columns.ready.map((entry) => entry.order.id)).toEqual([4]);
    expect(board.columns.out.map((entry) => entry.order.id)).toEqual([5]);
  });

  it("groups scheduled orders by slot, the soonest slot first", () => {
    expect(board.scheduled.map((group) => group.slot)).toEqual([
      "2026-11-28T13:00:00+03:00",
      "2026-11-28T13:30:00+03:00",
    ]);
    expect(board.scheduled[1]?.orders.map((entry) => entry.order.id)).toEqual([8, 6]);
  });

  it("leaves ended orders off the board, and loses no open one", () => {
    const shown =
      Object.values(board.columns).flat().length +
      board.scheduled.flatMap((group) => group.orders).length;
    expect(shown).toBe(orders.length - 1);
  });

  it("counts the pending orders", () => {
    expect(pendingCount(orders)).toBe(2);
  });
});

describe("boardTitle", () => {
  it("puts the count of new orders first", () => {
    expect(boardTitle(2, "Orders")).toBe("(2) Orders");
    expect(boardTitle(0, "الطلبات")).toBe("الطلبات");
  });
});

describe("newlyPending", () => {
  it("answers the pending orders not pending before", () => {
    expect(newlyPending([1, 2], [2, 3, 4])).toEqual([3, 4]);
    expect(newlyPending([1, 2], [1])).toEqual([]);
  });
});
