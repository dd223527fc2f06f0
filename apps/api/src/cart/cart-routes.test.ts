import { cartAnswerSchema, type CartDto, failureSchema } from "@storefront/api-client";
import { emptyCart } from "@storefront/domain";
import { describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";

const api = testApi();

const cartId = "c".repeat(22);
const cart: CartDto = {
  ...emptyCart({ reference_id: "demo", branch_id: 1 }),
  lines: [
    { item_id: 3, category_id: 1, price_label_id: 4, quantity: 2, modifiers: [], comment: "" },
  ],
  note: "Ring twice",
  coupon_code: "WELCOME10",
};

describe("webapp/cart/:cartId (ADR 011)", () => {
  it("keeps a cart under its id, and a new save replaces it whole", async () => {
    const saved = await api.app.inject({
      method: "POST",
      url: `/webapp/cart/${cartId}`,
      payload: cart,
    });
    expect(saved.statusCode).toBe(200);
    await api.app.inject({
      method: "POST",
      url: `/webapp/cart/${cartId}`,
      payload: { ...cart, note: "" },
    });
    const read = await api.app.inject({ method: "GET", url: `/webapp/cart/${cartId}` });
    expect(cartAnswerSchema.parse(read.json()).cart).toEqual({ ...cart, note: "" });
  });

  it("answers 404 for a cart it does not have, and refuses amounts and short ids", async () => {
    const missing = await api.app.inject({ method: "GET", url: `/webapp/cart/${"z".repeat(22)}` });
    expect(failureSchema.parse(missing.json()).code).toBe("NOT_FOUND");
    const priced = await api.app.inject({
      method: "POST",
      url: `/webapp/cart/${cartId}`,
      payload: { ...cart, lines: [{ ...cart.lines[0], price: 1 }] },
    });
    expect(priced.statusCode).toBe(400);
    const short = await api.app.inject({ method: "GET", url: "/webapp/cart/abc" });
    expect(short.statusCode).toBe(400);
  });
});
