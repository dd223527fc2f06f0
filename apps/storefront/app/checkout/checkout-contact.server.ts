import type { CartDto, Restaurant } from "@storefront/api-client";
import { signedInCustomer, withSignIn } from "../account/guards.server";
import { customerApiFor } from "../api/api-client.server";

/** The signed-in customer's name and phone (E.164), the order's contact until they type another. */
export interface CheckoutContact {
  readonly name: string;
  readonly phone: string;
}

/**
 * Spec 5: "Order phone falls back to: user phone, …". A signed-in customer's checkout starts from
 * their profile's name and sign-in phone while the cart holds neither; a guest's has none.
 */
export async function checkoutContact(
  request: Request,
  business: Pick<Restaurant, "reference_id" | "user_id">,
  language: string,
  cart: Pick<CartDto, "name" | "phone">,
): Promise<CheckoutContact | null> {
  if (cart.name.trim() || cart.phone.trim()) return null;
  const session = signedInCustomer(request, business);
  if (!session) return null;
  const { user } = await withSignIn(request, business.reference_id, () =>
    customerApiFor(language, session.token).getProfile({ params: { id: session.userId } }),
  );
  return { name: user.name, phone: user.phone };
}
