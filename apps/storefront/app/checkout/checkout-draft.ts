import { type CartDto, getRestaurantParamsSchema } from "@storefront/api-client";
import type { z } from "zod";
import { checkoutFormSchema, withCheckoutChoices } from "./checkout-form";

// What the customer typed at checkout and has not posted yet (docs/decisions/041-checkout-fields-kept.md):
// with JavaScript, the page sends its fields as they change, and the cart keeps them, so a reload,
// a visit to the cart or the menu, or another tab finds them again.

/** Where the checkout page sends what the customer typed (routes/resources.checkout-draft.ts). */
export const checkoutDraftPath = "/resources/checkout-draft";

/**
 * The checkout form's fields as the page sends them while the customer types: the same schema as
 * the post (STYLE.md), with the business's reference; the payment method may be missing.
 */
export const checkoutDraftSchema = checkoutFormSchema
  .omit({ expected: true, use_wallet: true, payment_type: true })
  .extend({
    reference_id: getRestaurantParamsSchema.shape.reference_id,
    payment_type: checkoutFormSchema.shape.payment_type.optional(),
  });

export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** Reads a posted draft; null when it is not one. */
export function readCheckoutDraft(form: FormData): CheckoutDraft | null {
  // An empty field is the field's default: a blank text, no table, no payment method chosen.
  const fields = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === "string" && value !== ""),
  );
  const parsed = checkoutDraftSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/**
 * The cart with the draft's fields, or null when there is nothing to keep them for: an empty cart,
 * or one whose checkout (this key) already placed its order, so a late draft never brings back
 * what the order emptied.
 * `withCheckoutDraft(cart, { …draft, note: "No sugar" })?.note` is "No sugar".
 */
export function withCheckoutDraft(cart: CartDto, draft: CheckoutDraft): CartDto | null {
  if (cart.lines.length === 0) return null;
  if (cart.last_order?.idempotency_key === draft.idempotency_key) return null;
  return withCheckoutChoices(cart, {
    ...draft,
    payment_type: draft.payment_type ?? cart.payment_type,
  });
}
