import type { CartDto } from "@storefront/api-client";
import { applyCoupon, changeCount, removeLine, resetCart, writeNote } from "@storefront/domain";

/**
 * A change the cart page posted: + and −, remove, the note, a coupon applied or removed, or the
 * whole cart emptied. Unknown intents change nothing.
 */
export function applyCartIntent(cart: CartDto, form: FormData): CartDto {
  const key = String(form.get("key") ?? "");
  switch (form.get("intent")) {
    case "more":
      return changeCount(cart, key, 1);
    case "less":
      return changeCount(cart, key, -1);
    case "remove":
      return removeLine(cart, key);
    case "note":
      return writeNote(cart, String(form.get("note") ?? ""));
    case "coupon":
      return applyCoupon(cart, String(form.get("coupon_code") ?? ""));
    case "remove-coupon":
      return applyCoupon(cart, "");
    case "reset":
      return resetCart(cart);
    default:
      return cart;
  }
}
