import type { ActionFunctionArgs } from "@remix-run/node";
import { loadCart, saveCart } from "../cart/cart-store.server";
import { readCheckoutDraft, withCheckoutDraft } from "../checkout/checkout-draft";
import { postOnly, refuseCrossOrigin, writePrologue } from "../http/write-prologue.server";

// The checkout page sends here what the customer typed and has not posted yet
// (app/checkout/use-checkout-draft.ts); the cart keeps it (docs/decisions/041-checkout-fields-kept.md).
// 204: kept, or nothing to keep it for (no cart, an emptied one, a checkout that already ordered).

/** A draft is only sent; a GET changes nothing and says so. */
export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossOrigin(request);
  const draft = readCheckoutDraft(await request.formData().catch(() => new FormData()));
  if (!draft) throw new Response(null, { status: 400, statusText: "Bad Request" });
  const { business, language } = await writePrologue(request, draft.reference_id);
  const loaded = await loadCart(request, business, language);
  const cart = loaded.cartId === null ? null : withCheckoutDraft(loaded.cart, draft);
  if (!cart) return new Response(null, { status: 204 });
  const headers = await saveCart(request, loaded, cart, language);
  return new Response(null, { status: 204, headers });
}
