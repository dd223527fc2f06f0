import type { MenuDocument } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses, categories, taxes } from "../db/schema/index.js";
import {
  insertMenu,
  insertStandardMenu,
  type MenuIds,
  MenuImportError,
  type MenuOwner,
  type Transaction,
} from "./write-menu.js";

/**
 * Writes a validated menu document as the menu of a business that has none yet, in one
 * transaction: a document the database refuses leaves nothing behind.
 * `await importMenu(db, "demo-shop", document) // the ids given to its categories and items by key`
 */
export async function importMenu(
  db: Database,
  businessReference: string,
  document: MenuDocument,
): Promise<MenuIds> {
  return db.transaction(async (tx) => {
    const owner = await menuOwner(tx, businessReference, document);
    const ids = await insertMenu(tx, owner, document);
    await insertStandardMenu(tx, owner, document, ids);
    return ids;
  });
}

/** The business a document is written for, checked: its currency is the document's, its menu empty. */
export async function menuOwner(
  tx: Transaction,
  businessReference: string,
  document: MenuDocument,
): Promise<MenuOwner> {
  const [business] = await tx
    .select({ id: businesses.id, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.referenceId, businessReference));
  if (!business) throw new MenuImportError(`no business has the reference ${businessReference}`);
  if (business.currency !== document.currency) {
    throw new MenuImportError(
      `currency: the document's prices are in ${document.currency}, the business sells in ${business.currency}`,
    );
  }
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.businessId, business.id))
    .limit(1);
  const [tax] = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(eq(taxes.businessId, business.id))
    .limit(1);
  if (category || tax) {
    throw new MenuImportError(`${businessReference} already has a menu; a menu is imported once`);
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
