import { describe, expect, it } from "vitest";
import { offeredPaymentMethods } from "./offered-payment-methods.js";
import { extendedPaymentMethods, paymentMethods } from "./payment-method.js";

describe("the payment methods an order may use", () => {
  const all = [
    paymentMethods.cash,
    extendedPaymentMethods.knet,
    paymentMethods.pay_with_card,
    paymentMethods.pay_later,
  ];

  it("a local order may use every method the business takes, in its order", () => {
    expect(offeredPaymentMethods({ methods: all, shipping: false })).toEqual(all);
  });

  it("an order shipped to another country is never paid in cash", () => {
    expect(offeredPaymentMethods({ methods: all, shipping: true })).toEqual([
      extendedPaymentMethods.knet,
      paymentMethods.pay_with_card,
      paymentMethods.pay_later,
    ]);
    expect(offeredPaymentMethods({ methods: [paymentMethods.cash], shipping: true })).toEqual([]);
  });
});
