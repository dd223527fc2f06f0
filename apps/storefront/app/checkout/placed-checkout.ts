import type { CartDto, LastOrderDto, PlaceOrderAnswer } from "@storefront/api-client";
import { resetCart } from "@storefront/domain";

/**
 * The cart once its checkout placed an order: reset for the next order (spec 4), remembering
 * which order this checkout's idempotency key placed, so a repeat of the same post lands there.
 */
export function cartAfterPlacing(
  cart: CartDto,
  idempotencyKey: string,
  placed: Pick<PlaceOrderAnswer, "order" | "access_key" | "payment_url">,
): CartDto {
  return {
    ...resetCart(cart),
    last_order: {
      idempotency_key: idempotencyKey,
      order_id: placed.order.id,
      access_key: placed.access_key,
      payment_url: placed.payment_url,
    },
  };
}

/**
 * The order this checkout (its idempotency key) already placed from the cart, or null: a second or
 * third click on "Place order" arrives after the first emptied the cart, and is answered with the
 * first one's order instead of the empty cart.
 * `placedBy(cartAfterPlacing(cart, "k…", placed), "k…")?.order_id` is `placed.order.id`.
 */
export function placedBy(cart: CartDto, idempotencyKey: string): LastOrderDto | null {
  const last = cart.last_order;
  return last && last.idempotency_key === idempotencyKey ? last : null;
}

/** Where a placed order sends the customer: the payment page of an online payment, else the order's page. */
export function placedDestination(
  referenceId: string,
  placed: Pick<LastOrderDto, "order_id" | "payment_url">,
): string {
  return placed.payment_url ?? `/${referenceId}/order/${placed.order_id}?placed=1`;
}
