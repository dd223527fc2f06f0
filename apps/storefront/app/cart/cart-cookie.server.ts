import { randomBytes } from "node:crypto";
import { cartIdSchema, getRestaurantParamsSchema } from "@storefront/api-client";
import { readCookie, secureAttribute } from "../cookies/site-cookie";

const thirtyDaysInSeconds = 30 * 24 * 60 * 60;

/** The cookie that holds a business's cart id (references are cookie-safe). */
function cartCookieName(referenceId: string): string {
  return `cart_${referenceId}`;
}

/** The cookie that holds how many items the cart has, for the bottom navigation's badge. */
export function cartCountCookieName(referenceId: string): string {
  return `cart_count_${referenceId}`;
}

/** The cart id in the request's cookies, or null. */
export function readCartId(request: Request, referenceId: string): string | null {
  const value = readCookie(request.headers.get("Cookie"), cartCookieName(referenceId));
  return value !== null && cartIdSchema.safeParse(value).success ? value : null;
}

/** A new cart id: 128 random bits. */
export function newCartId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * The Set-Cookie values that keep a cart: its id, HttpOnly (browser scripts never see it), and its
 * item count, which pages read to show the badge without asking the API.
 */
export function cartCookies(
  request: Request,
  referenceId: string,
  cartId: string,
  count: number,
): string[] {
  const common = `Max-Age=${thirtyDaysInSeconds}; Path=/; SameSite=Lax${secureAttribute(request)}`;
  return [
    `${cartCookieName(referenceId)}=${cartId}; ${common}; HttpOnly`,
    `${cartCountCookieName(referenceId)}=${count}; ${common}`,
  ];
}

/** The cart's item count kept for the badge, 0 when unknown. */
export function readCartCount(request: Request, referenceId: string | undefined): number {
  const reference = getRestaurantParamsSchema.safeParse({ reference_id: referenceId });
  if (!reference.success) return 0;
  const value = readCookie(
    request.headers.get("Cookie"),
    cartCountCookieName(reference.data.reference_id),
  );
  return value && /^\d{1,7}$/.test(value) ? Number(value) : 0;
}
