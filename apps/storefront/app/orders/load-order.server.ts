import { type GetOrderAnswer, isApiError, type Restaurant } from "@storefront/api-client";
import { isAuthFailure, signedInCustomer, signOut } from "../account/guards.server";
import { requestPath } from "../account/return-to";
import { apiFor, customerApiFor } from "../api/api-client.server";
import { orderKey } from "./order-keys.server";
import { notFound } from "../http/not-found";

/**
 * An order of the customer at the business, or a thrown 404 (the same answer as an order that
 * does not exist): one this device placed (its key is in the device's cookie; ADR 012), else one
 * the signed-in customer placed (their token opens it; ADR 026). Another customer's order is
 * neither.
 */
export async function loadOwnOrder(
  request: Request,
  business: Pick<Restaurant, "reference_id" | "user_id">,
  orderId: number,
  language: string,
): Promise<{ order: GetOrderAnswer["order"]; key: string | null }> {
  const referenceId = business.reference_id;
  const key = orderKey(request, referenceId, orderId);
  const token = key ? null : signedInCustomer(request, business)?.token;
  if (!key && !token) throw notFound();
  try {
    const { order } = key
      ? await apiFor(language).getOrder({ params: { id: orderId, key } })
      : await customerApiFor(language, token).getCustomerOrder({ params: { id: orderId } });
    if (order.reference_id !== referenceId) throw new Response(null, { status: 404 });
    return { order, key };
  } catch (error) {
    // Spec 4: a refused token opens the login page, and comes back here afterwards.
    if (token && isAuthFailure(error)) throw signOut(request, referenceId, requestPath(request));
    if (isApiError(error) && [401, 403, 404].includes(error.status)) {
      throw notFound();
    }
    throw error;
  }
}
