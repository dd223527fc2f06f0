import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { priceCartInput } from "../../test/cart-arbitraries.js";
import { cartLine, modifier } from "../../test/cart-line-builder.js";
import { priceCart } from "../pricing/price-cart.js";
import type { Coupon, PriceCartInput } from "../pricing/pricing-input.js";
import { buildOrderLine } from "./build-order-line.js";
import { buildOrderRequest, type OrderDetails } from "./build-order-request.js";

const details: OrderDetails = {
  branchId: 12,
  priority: "now",
  comment: "Ring twice",
  notes: "Block 3, street 5",
  name: "Fatma",
  phone: "51234567",
  dialCode: "+965",
};

const kw10: Coupon = { code: "KW10", discountType: "percent", discountValue: 1000, allMenu: true };

const cart: PriceCartInput<"KWD"> = {
  currency: "KWD",
  sellingType: "delivery",
  signedIn: true,
  lines: [
    cartLine({
      itemId: 4,
      priceLabel: { id: 41, price: 1500, weightGrams: 400, shippingWeightGrams: 450, isQty: true },
      count: 2,
      comment: "no onions",
      modifiers: [
        modifier({ id: 31, price: 250, quantity: 2, provider: "pos", providerId: "m-31" }),
        modifier({ id: 32, price: 100 }),
      ],
    }),
  ],
  discounts: { delivery: { itemsDiscounts: { 4: { id: 77, type: "fixed", value: 500 } } } },
  coupon: kw10,
  delivery: { kind: "zone", zoneId: 2, fee: 750 },
  walletBalance: 1000,
};

describe("buildOrderLine", () => {
  it('spec 3: "Order line: item_id, quantity, price_label_id, modifiers (comma-separated id list), modifiers_details, total_price, discount_id, weight, shippingWeight, comment, isQty, provider, provider_id, unit_price"', () => {
    const [priced] = priceCart(cart).lines;
    if (!priced) throw new Error("the cart has a line");
    expect(buildOrderLine(priced)).toEqual({
      item_id: 4,
      quantity: 2,
      price_label_id: 41,
      modifiers: "31,32",
      modifiers_details: [
        { id: 31, quantity: 2, price: 250, provider: "pos", provider_id: "m-31" },
        { id: 32, quantity: 1, price: 100, provider: null, provider_id: null },
      ],
      // (1.500 − 0.500 menu discount − 0.100 coupon) × 2 + (0.500 + 0.100) × 2 modifiers
      total_price: 3000,
      discount_id: 77,
      weight: 400,
      shippingWeight: 450,
      comment: "no onions",
      isQty: true,
      provider: null,
      provider_id: null,
      unit_price: 2100,
    });
  });

  it("a line without modifiers, discount or weights sends empty and null values", () => {
    const [priced] = priceCart({
      currency: "KWD",
      sellingType: "dine_in",
      signedIn: false,
      lines: [cartLine()],
    }).lines;
    if (!priced) throw new Error("the cart has a line");
    expect(buildOrderLine(priced)).toMatchObject({
      modifiers: "",
      modifiers_details: [],
      discount_id: null,
      weight: null,
      shippingWeight: null,
      isQty: false,
    });
  });
});

describe("buildOrderRequest", () => {
  it('spec 3: "Order request: priority, comment, branch_id, order_lines, name, phone, dial_code, coupon_code, notes, fees, payment_type, use_wallet, selling_types, and a reservation flag"', () => {
    const priced = priceCart(cart);
    const request = buildOrderRequest(priced, details);
    expect(Object.keys(request).sort()).toEqual(
      [
        "priority",
        "comment",
        "branch_id",
        "order_lines",
        "name",
        "phone",
        "dial_code",
        "coupon_code",
        "notes",
        "fees",
        "payment_type",
        "use_wallet",
        "selling_types",
        "reservation",
      ].sort(),
    );
    expect(request).toMatchObject({
      priority: "now",
      comment: "Ring twice",
      branch_id: 12,
      name: "Fatma",
      phone: "51234567",
      dial_code: "+965",
      coupon_code: "KW10",
      notes: "Block 3, street 5",
      fees: 750,
      payment_type: 2,
      use_wallet: true,
      selling_types: "delivery",
      reservation: false,
    });
    expect(request.order_lines).toHaveLength(1);
  });

  it('spec 9: "Default payment_type is 2"; another payment type is the one the cart was priced for', () => {
    expect(buildOrderRequest(priceCart(cart), details).payment_type).toBe(2);
    expect(buildOrderRequest(priceCart({ ...cart, paymentType: 4 }), details).payment_type).toBe(4);
  });

  it('spec 9: "Strings: delivery, dinein, car_pickup"; a product-service business sends its dine_in_label', () => {
    const dineIn = priceCart({ ...cart, sellingType: "dine_in" });
    expect(buildOrderRequest(dineIn, details).selling_types).toBe("dinein");
    expect(
      buildOrderRequest(dineIn, { ...details, dineInLabel: "product_service" }).selling_types,
    ).toBe("product_service");
    expect(
      buildOrderRequest(priceCart({ ...cart, sellingType: "car_pickup" }), details).selling_types,
    ).toBe("car_pickup");
  });

  it("a coupon that does not apply is not sent; no wallet use is use_wallet false; the reservation flag is passed on", () => {
    const priced = priceCart({
      ...cart,
      signedIn: false,
      coupon: { ...kw10, userType: "auth_users" },
      walletBalance: 0,
    });
    const request = buildOrderRequest(priced, { ...details, priority: "later", reservation: true });
    expect([
      request.coupon_code,
      request.use_wallet,
      request.priority,
      request.reservation,
    ]).toEqual([null, false, "later", true]);
  });

  it("a free-delivery coupon sends fees 0", () => {
    const priced = priceCart({ ...cart, coupon: { ...kw10, freeDelivery: true } });
    expect(buildOrderRequest(priced, details).fees).toBe(0);
  });

  describe("properties", () => {
    test.prop([priceCartInput()], { numRuns: 1000 })(
      "one order line per cart line, in order, whose total prices add up to the net subtotal",
      (input) => {
        const priced = priceCart(input);
        const request = buildOrderRequest(priced, details);
        expect(
          request.order_lines.map((line) => [line.item_id, line.price_label_id, line.quantity]),
        ).toEqual(input.lines.map((line) => [line.itemId, line.priceLabel.id, line.count]));
        expect(request.order_lines.reduce((sum, line) => sum + line.total_price, 0)).toBe(
          priced.netSubtotal,
        );
        for (const line of request.order_lines) {
          expect(line.modifiers).toBe(line.modifiers_details.map((chosen) => chosen.id).join(","));
          expect(
            Number.isSafeInteger(line.total_price) && Number.isSafeInteger(line.unit_price),
          ).toBe(true);
        }
        expect(request.fees).toBe(priced.deliveryFee.amount);
        expect(request.use_wallet).toBe(priced.wallet > 0);
      },
    );

    test.prop([priceCartInput(3)], { numRuns: 200 })(
      "the request survives a JSON round trip unchanged",
      (input) => {
        const request = buildOrderRequest(priceCart(input), details);
        expect(JSON.parse(JSON.stringify(request))).toEqual(request);
      },
    );
  });
});
