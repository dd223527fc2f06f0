import { type GetItemAnswer, isApiError } from "@storefront/api-client";
import { redirect } from "@remix-run/node";
import { apiFor } from "../api/api-client.server";
import { serverMessage } from "../api/server-message";
import { env } from "../env.server";
import { withAllowedImages } from "../images/allowed-image";
import { isTooManyRequests, tooManyRequests } from "../errors/too-many-requests";
import { reportError } from "../errors/report-error.server";

/**
 * The item of an item page as the branch sells it. An item the branch does not sell goes to /404
 * (spec section 2); too many requests is the 433 view; any other failure is the error screen with
 * the server's message.
 */
export async function loadItem(
  branchId: number,
  itemId: number,
  language: string,
): Promise<GetItemAnswer> {
  try {
    const answer = await apiFor(language).getItem({
      params: { branch_id: branchId, item_id: itemId },
    });
    return withAllowedImages([answer], env.MEDIA_ORIGINS)[0] ?? answer;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw redirect("/404");
    if (isTooManyRequests(error)) throw tooManyRequests();
    reportError(error, "server", { what: `Loading item ${itemId} of branch ${branchId} failed` });
    throw new Response(serverMessage(error), { status: 500 });
  }
}
