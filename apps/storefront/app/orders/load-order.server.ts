import { type GetOrderAnswer, isApiError } from "@storefront/api-client";
import { apiFor } from "../api/api-client.server";
import { orderKey } from "./order-keys.server";

/**
 * An order this device placed at the business, or a thrown 404: an order without its key on this
 * device is not the customer's (the same answer as an order that does not exist).
 */
export async function loadOwnOrder(
  request: Request,
  referenceId: string,
  orderId: number,
  language: string,
): Promise<{ order: GetOrderAnswer["order"]; key: string }> {
  const key = orderKey(request, referenceId, orderId);
  if (!key) throw new Response(null, { status: 404, statusText: "Not Found" });
  try {
    const { order } = await apiFor(language).getOrder(orderId, key);
    if (order.reference_id !== referenceId) throw new Response(null, { status: 404 });
    return { order, key };
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw new Response(null, { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}
