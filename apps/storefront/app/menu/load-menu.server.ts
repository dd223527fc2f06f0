import type { GetMenuAnswer } from "@storefront/api-client";
import { apiFor } from "../api/api-client.server";
import { catalogueAnswer } from "../api/catalogue-answers.server";
import { serverMessage } from "../api/server-message";
import { env } from "../env.server";
import { withAllowedImages } from "../images/allowed-image";
import { reportError } from "../errors/report-error.server";

/** A branch's menu, or the message the page shows instead (spec section 8, menu fetch failure). */
export type MenuLoad = { ok: true; answer: GetMenuAnswer } | { ok: false; message: string | null };

/**
 * Fetches a branch's menu. A failure is not an error page: the menu page shows the server's
 * message, or none (then "Fail to fetch menu, please try later").
 */
export async function loadMenu(branchId: number, language: string): Promise<MenuLoad> {
  try {
    const answer = await catalogueAnswer(`menu ${branchId} ${language}`, "revision", () =>
      apiFor(language).getMenu({ params: { id: branchId } }),
    );
    const items = withAllowedImages(answer.menu.items, env.MEDIA_ORIGINS);
    return {
      ok: true,
      answer:
        items === answer.menu.items
          ? answer
          : { ...answer, menu: { ...answer.menu, items: [...items] } },
    };
  } catch (error) {
    reportError(error, "server", { what: `Loading the menu of branch ${branchId} failed` });
    return { ok: false, message: serverMessage(error) };
  }
}
