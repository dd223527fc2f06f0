import type { MenuDocument, MenuDocumentCategory } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses } from "../db/schema/index.js";
import {
  businessName,
  type BusinessNamed,
  businessWhere,
  MenuImportError,
  type MenuOwner,
  type Transaction,
} from "./menu-values.js";
import { writeMenu, writeStandardMenu, type WrittenMenu } from "./write-menu.js";

/**
 * Writes a validated menu document as a business's menu, over the menu it has (matched by key,
 * ADR 065), in one transaction: a document the database refuses leaves the menu as it was, and
 * storefronts show the new menu from the next request (the catalogue revision rises).
 * `await importMenu(db, "demo-shop", document) // ids by key, and the dishes added and hidden`
 */
export async function importMenu(
  db: Database,
  named: BusinessNamed,
  document: MenuDocument,
): Promise<WrittenMenu> {
  return db.transaction((tx) => importMenuIn(tx, named, document));
}

/** `importMenu` inside the caller's transaction, for a caller that records more with it. */
export async function importMenuIn(
  tx: Transaction,
  named: BusinessNamed,
  document: MenuDocument,
): Promise<WrittenMenu> {
  const owner = await menuOwner(tx, named, document);
  const written = await writeMenu(tx, owner, document);
  await writeStandardMenu(tx, owner, document, written);
  return written;
}

/**
 * The business a document is written for, checked: its currency is the document's, and the
 * document holds a dish (an empty one would hide the whole menu). Locked, so two uploads at once
 * write one after the other.
 */
async function menuOwner(
  tx: Transaction,
  named: BusinessNamed,
  document: MenuDocument,
): Promise<MenuOwner> {
  const [business] = await tx
    .select({ id: businesses.id, currency: businesses.currency })
    .from(businesses)
    .where(businessWhere(named))
    .for("update");
  if (!business) throw new MenuImportError(`no business has ${businessName(named)}`);
  if (business.currency !== document.currency) {
    throw new MenuImportError(
      `currency: the document's prices are in ${document.currency}, the business sells in ${business.currency}`,
    );
  }
  if (!hasDish(document.categories)) {
    throw new MenuImportError(
      "categories: the document holds no dish; hide dishes one by one instead",
    );
  }
  const branchRows = await tx
    .select({ id: branches.id, reference: branches.referenceId })
    .from(branches)
    .where(eq(branches.businessId, business.id));
  return {
    businessId: business.id,
    currency: business.currency,
    branchIds: new Map(branchRows.map((row) => [row.reference, row.id])),
  };
}

function hasDish(list: readonly MenuDocumentCategory[]): boolean {
  return list.some(
    (category) => category.items.length > 0 || hasDish(category.subcategories ?? []),
  );
}
