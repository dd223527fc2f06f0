import { describe, expect, it } from "vitest";
import { minimumOrderShortfall } from "./minimum-order-shortfall.js";

describe("how much more an order needs to meet its minimum", () => {
  it("the minimum less the subtotal after discounts", () => {
    expect(minimumOrderShortfall({ minimumOrder: 2000, netSubtotal: 1460 })).toBe(540);
  });

  it("nothing once the minimum is met, or when there is none", () => {
    expect(minimumOrderShortfall({ minimumOrder: 2000, netSubtotal: 2000 })).toBe(0);
    expect(minimumOrderShortfall({ minimumOrder: 2000, netSubtotal: 2600 })).toBe(0);
    expect(minimumOrderShortfall({ minimumOrder: 0, netSubtotal: 0 })).toBe(0);
  });
});
