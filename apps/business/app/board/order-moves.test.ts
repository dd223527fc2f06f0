import { describe, expect, it } from "vitest";
import { movesOf, parseMoveForm } from "./order-moves";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("movesOf", () => {
  it("offers accept and reject for a new order, cancel last", () => {
    expect(movesOf([1, 2, 9])).toEqual(["accept", "reject", "cancel"]);
  });

  it("offers what a ready order may do", () => {
    expect(movesOf([4])).toEqual(["out"]);
    expect(movesOf([5])).toEqual(["delivered"]);
    expect(movesOf([])).toEqual([]);
  });
});

describe("parseMoveForm", () => {
  it("accepts with a quick preparation time", () => {
    expect(
      parseMoveForm(form({ order_id: "7", move: "accept", preparation_minutes: "20" })),
    ).toEqual({
      ok: true,
      move: { orderId: 7, status: 1, preparationMinutes: 20 },
    });
  });

  it("accepts with a typed preparation time", () => {
    const result = parseMoveForm(
      form({ order_id: "7", move: "accept", preparation_minutes: "custom", custom_minutes: "25" }),
    );
    expect(result).toEqual({ ok: true, move: { orderId: 7, status: 1, preparationMinutes: 25 } });
  });

  it("asks for a preparation time between 1 and 1440 minutes", () => {
    for (const minutes of ["", "0", "1441", "2.5", "abc"]) {
      expect(
        parseMoveForm(
          form({
            order_id: "7",
            move: "accept",
            preparation_minutes: "custom",
            custom_minutes: minutes,
          }),
        ),
      ).toEqual({ ok: false, orderId: 7, code: "MINUTES_REQUIRED" });
    }
  });

  it("asks for a reason to reject or cancel", () => {
    expect(parseMoveForm(form({ order_id: "7", move: "reject", reason: "  " }))).toEqual({
      ok: false,
      orderId: 7,
      code: "REASON_REQUIRED",
    });
    expect(parseMoveForm(form({ order_id: "7", move: "cancel", reason: "Out of rice" }))).toEqual({
      ok: true,
      move: { orderId: 7, status: 9, reason: "Out of rice" },
    });
  });

  it("refuses a form without an order or with an unknown move", () => {
    expect(parseMoveForm(form({ order_id: "x", move: "ready" })).ok).toBe(false);
    expect(parseMoveForm(form({ order_id: "7", move: "toString" })).ok).toBe(false);
  });

  it("moves on without more", () => {
    expect(parseMoveForm(form({ order_id: "7", move: "ready" }))).toEqual({
      ok: true,
      move: { orderId: 7, status: 3 },
    });
  });
});
