import type { MenuDocument } from "@storefront/api-client";
import type { Database } from "../db/database.js";
import { RequestFailure } from "../failures/request-failure.js";
import { importMenuIn } from "../menu-import/import-menu.js";
import { MenuImportError } from "../menu-import/menu-values.js";
import type { WrittenMenu } from "../menu-import/write-menu.js";
import { type Actor, recordAudit } from "./actor.js";

/**
 * Writes a manager's menu document over their business's menu by key (ADR 065) and records who
 * did it, in one transaction; storefronts show it from the next request. A document the menu
 * cannot take (another currency, an unknown branch, no dish) is 422 MENU_REFUSED, naming the field.
 */
export async function uploadMenu(
  db: Database,
  actor: Extract<Actor, { kind: "staff" }>,
  document: MenuDocument,
  now: Date,
): Promise<WrittenMenu> {
  try {
    return await db.transaction(async (tx) => {
      const written = await importMenuIn(tx, { id: actor.businessId }, document);
      await recordAudit(
        tx,
        actor,
        {
          action: "menu.upload",
          subject: `business:${actor.businessId}`,
          detail: {
            items: written.items.size,
            new_items: written.newItems,
            hidden_items: written.hiddenItems,
          },
        },
        now,
      );
      return written;
    });
  } catch (error) {
    if (error instanceof MenuImportError) {
      throw new RequestFailure(422, "MENU_REFUSED", error.message);
    }
    throw error;
  }
}
