import { createApiClient, isApiError, type GetMenuAnswer } from "@storefront/api-client";
import { env } from "../env.server";

/** A branch's menu, or the message the page shows instead (spec section 8, menu fetch failure). */
export type MenuLoad = { ok: true; answer: GetMenuAnswer } | { ok: false; message: string | null };

/**
 * Fetches a branch's menu. A failure is not an error page: the menu page shows the server's
 * message, or none (then "Fail to fetch menu, please try later").
 */
export async function loadMenu(branchId: number, language: string): Promise<MenuLoad> {
  const api = createApiClient({ baseUrl: env.API_BASE_URL, locale: language });
  try {
    return { ok: true, answer: await api.getMenu(branchId) };
  } catch (error) {
    console.error(`Loading the menu of branch ${branchId} failed:`, error);
    const fromServer = isApiError(error) && error.code !== "NETWORK" && error.code !== "BAD_ANSWER";
    return { ok: false, message: fromServer ? error.message : null };
  }
}
