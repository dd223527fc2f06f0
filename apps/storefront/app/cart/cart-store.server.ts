import { type CartDto, isApiError, type Restaurant } from "@storefront/api-client";
import { cartCount, emptyCart, moveToBranch } from "@storefront/domain";
import { apiFor } from "../api/api-client.server";
import { cartCookies, newCartId, readCartId } from "./cart-cookie.server";

/** The customer's cart at a business and the id it is kept under (null until first saved). */
export interface LoadedCart {
  cart: CartDto;
  cartId: string | null;
}

/**
 * The customer's cart at this business, served by its current branch: an unknown or foreign id is
 * an empty cart; a cart from another branch drops what this branch does not sell (spec 4).
 */
export async function loadCart(
  request: Request,
  business: Restaurant,
  language: string,
): Promise<LoadedCart> {
  const cartId = readCartId(request, business.reference_id);
  if (!cartId) return { cart: emptyCart(business), cartId: null };
  const api = apiFor(language);
  let cart: CartDto;
  try {
    cart = (await api.getCart({ params: { cartId } })).cart;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { cart: emptyCart(business), cartId };
    throw error;
  }
  if (cart.reference_id !== business.reference_id) return { cart: emptyCart(business), cartId };
  if (cart.branch_id !== business.branch_id) {
    const { menu } = await api.getMenu({ params: { id: business.branch_id } });
    cart = moveToBranch(cart, business.branch_id, new Set(menu.items.map((item) => item.id)));
  }
  return { cart, cartId };
}

/** Saves the cart and answers the Set-Cookie values that keep it (a new id the first time). */
export async function saveCart(
  request: Request,
  loaded: LoadedCart,
  cart: CartDto,
  language: string,
): Promise<Headers> {
  const cartId = loaded.cartId ?? newCartId();
  await apiFor(language).saveCart({ params: { cartId }, body: cart });
  const headers = new Headers();
  for (const cookie of cartCookies(request, cart.reference_id, cartId, cartCount(cart))) {
    headers.append("Set-Cookie", cookie);
  }
  return headers;
}
