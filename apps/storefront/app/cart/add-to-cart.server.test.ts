import { ApiError, type Restaurant } from "@storefront/api-client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart } from "./add-to-cart.server";

// Add to cart with text the API cannot take (a NUL, another control character) is a refusal the
// item page shows beside the note, never the error page: the form's own schema refuses it first,
// and a 400 the API still answers (its rules are the contract's) is said the same way.

const calcOrder = vi.fn();
const saveCart = vi.fn();
vi.mock("../api/api-client.server", () => ({
  apiFor: () => ({ calcOrder, saveCart, getCart: vi.fn() }),
}));

const business = { reference_id: "demo", branch_id: 1 } as Restaurant;
const request = new Request("http://shop.test/demo/delivery/1/24", { method: "POST" });

function form(comment: string) {
  const data = new FormData();
  data.set("item_id", "24");
  data.set("category_id", "1");
  data.set("price_label_id", "25");
  data.set("quantity", "1");
  data.set("comment", comment);
  return data;
}

beforeEach(() => {
  calcOrder.mockReset();
  saveCart.mockReset();
  calcOrder.mockResolvedValue({ refusals: [] });
  saveCart.mockResolvedValue({});
});

describe("adding a line whose note the API cannot take", () => {
  it.each([
    ["a NUL", "Extra\u0000 crispy"],
    ["a bell", "Extra\u0007 crispy"],
    ["an escape", "\u001b[31mred"],
    ["DEL", "crispy\u007f"],
  ])("refuses %s at the note, before asking the API", async (_case, comment) => {
    const added = await addToCart(request, business, "delivery", form(comment), "en");
    expect(added).toEqual({ ok: false, code: "BAD_REQUEST", message: "", field: "comment" });
    expect(calcOrder).not.toHaveBeenCalled();
  });

  it("takes lines and tabs in the note", async () => {
    const added = await addToCart(
      request,
      business,
      "delivery",
      form("No onions\r\n\tthanks"),
      "en",
    );
    expect(added.ok).toBe(true);
  });

  it("says the API's 400 about the note beside the note", async () => {
    calcOrder.mockRejectedValue(
      new ApiError(
        400,
        "BAD_REQUEST",
        "body.order_lines.0.comment: must not hold control characters",
        {
          fields: ["body.order_lines.0.comment"],
        },
      ),
    );
    const added = await addToCart(request, business, "delivery", form("Fine"), "en");
    expect(added).toEqual({ ok: false, code: "BAD_REQUEST", message: "", field: "comment" });
  });

  it("says another field's 400 above the form, still on the page", async () => {
    saveCart.mockRejectedValue(
      new ApiError(400, "BAD_REQUEST", "body.note: must not hold control characters", {
        fields: ["body.note"],
      }),
    );
    const added = await addToCart(request, business, "delivery", form("Fine"), "en");
    expect(added).toEqual({ ok: false, code: "BAD_REQUEST", message: "" });
  });

  it("lets a failure that is not the customer's reach the error page", async () => {
    calcOrder.mockRejectedValue(new ApiError(503, "NETWORK", "The API did not answer"));
    await expect(addToCart(request, business, "delivery", form("Fine"), "en")).rejects.toThrow(
      "The API did not answer",
    );
  });
});

describe("a menu card's quick add (one value for the line)", () => {
  const quick = (value: string) => {
    const data = new FormData();
    data.set("add", value);
    return data;
  };

  it("asks the API about the line the value names", async () => {
    const added = await addToCart(request, business, "delivery", quick("24.4.25.2"), "en");
    expect(added.ok).toBe(true);
    expect(calcOrder.mock.calls[0]?.[0].body.order_lines).toEqual([
      expect.objectContaining({ item_id: 24, price_label_id: 25, quantity: 2 }),
    ]);
  });

  it.each(["24.4.25", "24.4.25.0", "24.x.25.1", "-1.4.25.1"])(
    "refuses %j before asking the API",
    async (value) => {
      const added = await addToCart(request, business, "delivery", quick(value), "en");
      expect(added).toEqual({ ok: false, code: "BAD_REQUEST", message: "" });
      expect(calcOrder).not.toHaveBeenCalled();
    },
  );
});
