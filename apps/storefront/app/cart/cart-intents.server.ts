import type { CartDto } from "@storefront/api-client";
import { changeQuantity, removeCartLine, resetCart } from "./cart-changes";

/**
 * A change the cart page posted: + and −, remove, the note, a coupon applied or removed, or the
 * whole cart emptied. Unknown intents change nothing.
 */
export function applyCartIntent(cart: CartDto, form: FormData): CartDto {
  const key = String(form.get("key") ?? "");
  switch (form.get("intent")) {
    case "more":
      return changeQuantity(cart, key, 1);
    case "less":
      return changeQuantity(cart, key, -1);
    case "remove":
      return removeCartLine(cart, key);
    case "note":
      return { ...cart, note: String(form.get("note") ?? "").slice(0, 500) };
    case "coupon": {
      const code = String(form.get("coupon_code") ?? "")
        .trim()
        .slice(0, 40);
      return { ...cart, coupon_code: code || null };
    }
    case "remove-coupon":
      return { ...cart, coupon_code: null };
    case "reset":
      return resetCart(cart);
    default:
      return cart;
  }
}
