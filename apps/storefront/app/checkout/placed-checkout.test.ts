import { type CartLineDto, cartSchema } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { addLine, emptyCart } from "@storefront/domain";
import { placed } from "./checkout.fixtures";
import { cartAfterPlacing, placedBy, placedDestination } from "./placed-checkout";

const key = "first-checkout-key-0001";
const cart = {
  ...addLine(emptyCart<CartLineDto>({ reference_id: "demo", branch_id: 1 }), {
    item_id: 24,
    category_id: 4,
    price_label_id: 30,
    quantity: 2,
    modifiers: [],
    comment: "",
  }),
  name: "Fatma",
  phone: "51234567",
  table_id: 5,
};

describe("a checkout posted again after its order was placed", () => {
  it("the emptied cart still names the order this checkout's key placed", () => {
    const after = cartAfterPlacing(cart, key, placed());
    expect(after.lines).toEqual([]);
    expect(after.table_id).toBeNull();
    // Who the customer is stays for the next order (spec 4's reset).
    expect(after.name).toBe("Fatma");
    expect(placedBy(after, key)).toEqual({
      idempotency_key: key,
      order_id: placed().order.id,
      access_key: placed().access_key,
      payment_url: null,
    });
    // The API keeps it as any other cart.
    expect(cartSchema.safeParse(after).success).toBe(true);
  });

  it("another checkout's key, or a cart that placed nothing, has no earlier order", () => {
    expect(placedBy(cart, key)).toBeNull();
    expect(placedBy(cartAfterPlacing(cart, key, placed()), "another-checkout-key-02")).toBeNull();
  });

  it("the repeat lands where the first answer sent the customer: the order, or its payment page", () => {
    const cash = placedBy(cartAfterPlacing(cart, key, placed()), key);
    expect(cash && placedDestination("demo", cash)).toBe(
      `/demo/order/${placed().order.id}?placed=1`,
    );
    const online = placedBy(cartAfterPlacing(cart, key, placed("https://pay.example/s/1")), key);
    expect(online && placedDestination("demo", online)).toBe("https://pay.example/s/1");
  });
});
