import type { MenuDocumentItem } from "@storefront/api-client";
import { parseDecimal, sellingTypes } from "@storefront/domain";
import { eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { businesses } from "../db/schema/index.js";

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A business named by its reference (`demo-shop`, from a command) or its id (a member of its staff). */
export type BusinessNamed = { readonly reference: string } | { readonly id: number };

/** The condition on `businesses` that finds it. */
export function businessWhere(business: BusinessNamed): SQL {
  return "id" in business
    ? eq(businesses.id, business.id)
    : eq(businesses.referenceId, business.reference);
}

/** How a refusal names the business. */
export function businessName(business: BusinessNamed): string {
  return "id" in business ? `business ${business.id}` : `the reference ${business.reference}`;
}

/** What a menu is written for: the business, its currency and its branches by reference. */
export interface MenuOwner {
  businessId: number;
  currency: string;
  branchIds: ReadonlyMap<string, number>;
}

/** The ids of a menu's categories and items, by their keys in the menu document. */
export interface MenuIds {
  readonly categories: ReadonlyMap<string, number>;
  readonly items: ReadonlyMap<string, number>;
}

/** The ids of a menu's taxes, tags and ingredients by key. */
export interface MenuKeys {
  readonly taxes: ReadonlyMap<string, number>;
  readonly tags: ReadonlyMap<string, number>;
  readonly ingredients: ReadonlyMap<string, number>;
}

/** What writing a category needs besides the category: whose menu, and where the ids go. */
export interface MenuBeingWritten {
  readonly owner: MenuOwner;
  readonly keys: MenuKeys;
  readonly ids: { readonly categories: Map<string, number>; readonly items: Map<string, number> };
  readonly allItems: MenuDocumentItem[];
}

/** The selling types of an item whose document names none: every one. */
export const defaultItemTypes = sellingTypes;

/** A decimal price in the currency's minor units; a price with too many digits stops the import. */
export function minorUnits(price: string, currency: string): number {
  const parsed = parseDecimal(price, currency);
  if (!parsed.ok || parsed.money.amount < 0) {
    throw new MenuImportError(`the price ${price} has more decimals than ${currency} has`);
  }
  return parsed.money.amount;
}

/** "8.1" → 810 hundredths of a percent, exactly. */
export function rateToBasisPoints(rate: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(rate);
  if (!match)
    throw new MenuImportError(`the rate ${rate} is not a percentage with at most 2 decimals`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function branchId(owner: MenuOwner, reference: string): number {
  return owner.branchIds.get(reference) ?? missing(`branch ${reference}`);
}

export function missing(what: string): never {
  throw new MenuImportError(`the menu refers to an unknown ${what}`);
}

/** A menu document the database cannot take as it is: its message says what and where. */
export class MenuImportError extends Error {
  override name = "MenuImportError";
}
