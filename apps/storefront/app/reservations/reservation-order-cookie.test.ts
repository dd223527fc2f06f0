import { describe, expect, it } from "vitest";
import {
  clearReservationOrderCookie,
  readReservationOrder,
  setReservationOrderCookie,
} from "./reservation-order-cookie";

describe("the reservation whose order is being chosen (ADR 030)", () => {
  it("is an HttpOnly cookie of the business's paths, for a day", () => {
    const cookie = setReservationOrderCookie("demo", 42, "; Secure");
    expect(cookie).toBe(
      "reservation_order_demo=42; Max-Age=86400; Path=/demo; SameSite=Lax; HttpOnly; Secure",
    );
    expect(clearReservationOrderCookie("demo", "")).toContain(
      "Max-Age=0; Path=/demo; SameSite=Lax; HttpOnly",
    );
  });

  it("is read back for that business only, and only as a whole id", () => {
    expect(readReservationOrder("a=1; reservation_order_demo=42", "demo")).toBe(42);
    expect(readReservationOrder("reservation_order_demo=42", "demo-zurich")).toBeNull();
    expect(readReservationOrder("reservation_order_demo=4x2", "demo")).toBeNull();
    expect(readReservationOrder("reservation_order_demo=0", "demo")).toBeNull();
    expect(readReservationOrder("reservation_order_demo=99999999999", "demo")).toBeNull();
    expect(readReservationOrder(null, "demo")).toBeNull();
  });
});
