import { describe, expect, it } from "vitest";
import { walletChoice } from "./checkout-wallet.server";

describe("walletChoice (the checkout's pay-with-wallet switch, ADR 029)", () => {
  it("is off unless the address says wallet=1, and links to the page with it", () => {
    expect(walletChoice("https://shop.test/demo/car_pickup/checkout")).toEqual({
      chosen: false,
      onPath: "/demo/car_pickup/checkout?wallet=1#wallet",
      offPath: "/demo/car_pickup/checkout#wallet",
    });
    expect(walletChoice("https://shop.test/demo/car_pickup/checkout?wallet=0").chosen).toBe(false);
    expect(walletChoice("https://shop.test/demo/car_pickup/checkout?wallet=yes").chosen).toBe(
      false,
    );
  });

  it("is on with wallet=1, and the way back keeps the coupon in the address (spec 4)", () => {
    expect(walletChoice("https://shop.test/demo/delivery/checkout?coupon=SAVE2&wallet=1")).toEqual({
      chosen: true,
      onPath: "/demo/delivery/checkout?coupon=SAVE2&wallet=1#wallet",
      offPath: "/demo/delivery/checkout?coupon=SAVE2#wallet",
    });
  });
});
