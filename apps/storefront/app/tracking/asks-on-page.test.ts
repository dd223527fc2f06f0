import { describe, expect, it } from "vitest";
import { asksOnPage } from "./asks-on-page";

describe("asksOnPage", () => {
  it.each([
    "/demo",
    "/demo/delivery",
    "/demo/delivery/search",
    "/demo/delivery/3",
    "/demo/delivery/3/1",
    "/demo/Branches",
    "/demo/Policies",
  ])("asks where the customer browses: %s", (path) => {
    expect(asksOnPage(path)).toBe(true);
  });

  it.each([
    "/demo/delivery/cart",
    "/demo/delivery/checkout",
    "/demo/delivery/address",
    "/demo/delivery/map",
    "/demo/delivery/form",
    "/demo/payment/fail",
    "/demo/order/12",
    "/demo/orders/status",
  ])("keeps out of an order's steps: %s", (path) => {
    expect(asksOnPage(path)).toBe(false);
  });
});
