import { accessKeySchema } from "@storefront/api-client";
import { httpOnlyCookie, readCookie, secureAttribute } from "../cookies/site-cookie";

/** How many orders a device remembers per business. */
const rememberedOrders = 20;
const ninetyDaysInSeconds = 90 * 24 * 60 * 60;

function cookieName(referenceId: string): string {
  return `orders_${referenceId}`;
}

/**
 * The orders this device placed at a business, newest first, each with the key that opens it
 * (ADR 012): a guest has no account, so the HttpOnly cookie is what makes the order theirs.
 */
export function readOrderKeys(
  request: Request,
  referenceId: string,
): { id: number; key: string }[] {
  const value = readCookie(request.headers.get("Cookie"), cookieName(referenceId)) ?? "";
  return value
    .split(".")
    .map((pair) => pair.split("~"))
    .flatMap(([id, key]) =>
      id && /^[1-9]\d{0,9}$/.test(id) && accessKeySchema.safeParse(key).success
        ? [{ id: Number(id), key: key as string }]
        : [],
    );
}

/** The key of one order this device placed, or null. */
export function orderKey(request: Request, referenceId: string, orderId: number): string | null {
  return readOrderKeys(request, referenceId).find(({ id }) => id === orderId)?.key ?? null;
}

/** The Set-Cookie value that remembers a new order first. */
export function rememberOrder(
  request: Request,
  referenceId: string,
  order: { id: number; key: string },
): string {
  const kept = [order, ...readOrderKeys(request, referenceId).filter(({ id }) => id !== order.id)]
    .slice(0, rememberedOrders)
    .map(({ id, key }) => `${id}~${key}`)
    .join(".");
  return httpOnlyCookie(
    cookieName(referenceId),
    kept,
    ninetyDaysInSeconds,
    "/",
    secureAttribute(request),
  );
}
