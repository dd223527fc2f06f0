import type { CartLineDto } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { addLine, emptyCart } from "@storefront/domain";
import { readCheckoutDraft, withCheckoutDraft } from "./checkout-draft";
import { placed } from "./checkout.fixtures";
import { cartAfterPlacing } from "./placed-checkout";

const key = "this-checkout-key-00001";
const cart = addLine(emptyCart<CartLineDto>({ reference_id: "demo-zurich", branch_id: 4 }), {
  item_id: 183,
  category_id: 22,
  price_label_id: 257,
  quantity: 1,
  modifiers: [],
  comment: "",
});

/** The fields as the checkout page's form sends them while the customer types. */
function typed(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = {
    reference_id: "demo-zurich",
    idempotency_key: key,
    expected: '{"fees":0,"lines":[]}',
    use_wallet: "0",
    name: "",
    dial_code: "+41",
    phone: "",
    when: "now",
    payment_type: "2",
    table_id: "",
    note: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return form;
}

describe("what the customer typed at checkout, kept by the cart before the order is posted", () => {
  it("keeps the name, phone, notes and table as typed (spec 9: the cart persists name and phone)", () => {
    const draft = readCheckoutDraft(
      typed({ name: "Anna Meier", phone: "791234567", note: "Oat milk", table_id: "17" }),
    );
    expect(draft).not.toBeNull();
    const kept = draft && withCheckoutDraft(cart, draft);
    expect(kept).toMatchObject({
      name: "Anna Meier",
      phone: "791234567",
      dial_code: "+41",
      note: "Oat milk",
      table_id: 17,
      payment_type: 2,
    });
    expect(kept?.lines).toEqual(cart.lines);
  });

  it("a field emptied is kept empty; a payment method not chosen keeps the cart's", () => {
    const before = { ...cart, name: "Anna", note: "Oat milk", payment_type: 8 };
    const draft = readCheckoutDraft(typed({ name: "", note: "", payment_type: "" }));
    expect(draft && withCheckoutDraft(before, draft)).toMatchObject({
      name: "",
      note: "",
      payment_type: 8,
    });
  });

  it("keeps nothing for an emptied cart or a checkout that already placed its order", () => {
    const draft = readCheckoutDraft(typed({ name: "Anna" }));
    expect(draft).not.toBeNull();
    if (!draft) return;
    expect(
      withCheckoutDraft(
        emptyCart<CartLineDto>({ reference_id: "demo-zurich", branch_id: 4 }),
        draft,
      ),
    ).toBeNull();
    const ordered = { ...cartAfterPlacing(cart, key, placed()), lines: cart.lines };
    expect(withCheckoutDraft(ordered, draft)).toBeNull();
  });

  it("refuses what the post would refuse: no business, a forged key, a name too long", () => {
    expect(readCheckoutDraft(typed({ reference_id: "" }))).toBeNull();
    expect(readCheckoutDraft(typed({ idempotency_key: "x" }))).toBeNull();
    expect(readCheckoutDraft(typed({ name: "a".repeat(81) }))).toBeNull();
  });
});
