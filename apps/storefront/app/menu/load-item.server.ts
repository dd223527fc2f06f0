import { createApiClient, type GetItemAnswer, isApiError } from "@storefront/api-client";
import { redirect } from "@remix-run/node";
import { env } from "../env.server";

/**
 * The item of an item page as the branch sells it. An item the branch does not sell goes to /404
 * (spec section 2); any other failure is the error screen with the server's message.
 */
export async function loadItem(
  branchId: number,
  itemId: number,
  language: string,
): Promise<GetItemAnswer> {
  const api = createApiClient({ baseUrl: env.API_BASE_URL, locale: language });
  try {
    return await api.getItem(branchId, itemId);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw redirect("/404");
    console.error(`Loading item ${itemId} of branch ${branchId} failed:`, error);
    const fromServer = isApiError(error) && error.code !== "NETWORK" && error.code !== "BAD_ANSWER";
    throw new Response(fromServer ? error.message : null, { status: 500 });
  }
}
