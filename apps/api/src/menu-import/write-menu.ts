import type {
  MenuDocument,
  MenuDocumentCategory,
  MenuDocumentItem,
  MenuDocumentLabel,
  MenuDocumentTax,
} from "@storefront/api-client";
import { parseDecimal, sellingTypes } from "@storefront/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  categories,
  menuDiscounts,
  categoryBranches,
  ingredients,
  itemBranches,
  itemIngredients,
  items,
  itemSuggestions,
  itemTags,
  itemTaxes,
  modifierGroups,
  modifiers,
  modifierTaxes,
  priceLabels,
  smartCategoryItems,
  tags,
  taxes,
} from "../db/schema/index.js";

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a menu is written for: the business, its currency and its branches by reference. */
export interface MenuOwner {
  businessId: number;
  currency: string;
  branchIds: ReadonlyMap<string, number>;
}

/** The ids the database gave a menu's categories and items, by their keys in the menu document. */
export interface MenuIds {
  readonly categories: ReadonlyMap<string, number>;
  readonly items: ReadonlyMap<string, number>;
}

interface MenuIdsBeingFilled {
  readonly categories: Map<string, number>;
  readonly items: Map<string, number>;
}

/** The ids of a menu's taxes, tags and ingredients by key. */
interface MenuKeys {
  readonly taxes: ReadonlyMap<string, number>;
  readonly tags: ReadonlyMap<string, number>;
  readonly ingredients: ReadonlyMap<string, number>;
}

/** The selling types of an item whose document names none: every one. */
export const defaultItemTypes = sellingTypes;

/**
 * Writes a menu document for a business inside the caller's transaction: taxes, tags and
 * ingredients, then each category (subcategories after their parent) with its items, prices,
 * modifiers, tags and ingredients, a few statements per category rather than per item, then the
 * items' suggestions and the menu's discounts. Returns the new ids by key, so coupons written
 * against the document's keys can name them. Smart categories come after, with `insertStandardMenu`.
 */
export async function insertMenu(
  tx: Transaction,
  owner: MenuOwner,
  menu: MenuDocument,
): Promise<MenuIds> {
  const keys: MenuKeys = {
    taxes: await insertTaxes(tx, owner, menu.taxes ?? []),
    tags: await insertTags(tx, owner, menu.tags ?? []),
    ingredients: await insertIngredients(tx, owner, menu.ingredients ?? []),
  };
  const ids: MenuIdsBeingFilled = { categories: new Map(), items: new Map() };
  const allItems: MenuDocumentItem[] = [];
  for (const [position, category] of menu.categories.entries()) {
    await insertCategory(tx, owner, keys, ids, category, position, null, allItems);
  }

  const suggestions = allItems.flatMap((item) =>
    (item.suggestions ?? []).map((suggested, position) => ({
      businessId: owner.businessId,
      itemId: itemIdOf(ids, item.key),
      suggestedItemId: itemIdOf(ids, suggested),
      position,
    })),
  );
  if (suggestions.length > 0) await tx.insert(itemSuggestions).values(suggestions);

  const discounts = menu.discounts ?? [];
  if (discounts.length > 0) {
    await tx.insert(menuDiscounts).values(
      discounts.map((discount) => ({
        businessId: owner.businessId,
        sellingType: discount.sellingType,
        categoryId:
          discount.category === undefined
            ? null
            : (ids.categories.get(discount.category) ?? missing(`category ${discount.category}`)),
        itemId: discount.item === undefined ? null : itemIdOf(ids, discount.item),
        discountType: discount.percent === undefined ? ("fixed" as const) : ("percent" as const),
        discountValue:
          discount.percent === undefined
            ? minorUnits(discount.amount ?? "", owner.currency)
            : rateToBasisPoints(discount.percent),
      })),
    );
  }
  return ids;
}

/**
 * Writes a menu document's smart categories (the "standard" menu) and marks its highlighted
 * category. Apart from `insertMenu` so the demo seed can write them after every demo business's
 * menu, and the regular categories keep the ids the browser tests name.
 */
export async function insertStandardMenu(
  tx: Transaction,
  owner: MenuOwner,
  menu: MenuDocument,
  menuIds: MenuIds,
): Promise<void> {
  const smartIds = new Map<string, number>();
  for (const [position, smart] of (menu.smartCategories ?? []).entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        businessId: owner.businessId,
        key: smart.key,
        name: smart.name,
        description: smart.description ?? null,
        position,
        schedule: smart.schedule ?? null,
        smart: true,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error(`Smart category ${smart.key} was not inserted`);
    smartIds.set(smart.key, row.id);
    await tx.insert(smartCategoryItems).values(
      smart.items.map((key, itemPosition) => ({
        businessId: owner.businessId,
        categoryId: row.id,
        itemId: itemIdOf(menuIds, key),
        position: itemPosition,
      })),
    );
  }
  if (menu.highlighted === undefined) return;
  const highlighted =
    smartIds.get(menu.highlighted) ??
    menuIds.categories.get(menu.highlighted) ??
    missing(`category ${menu.highlighted}`);
  await tx
    .update(categories)
    .set({ highlighted: true })
    .where(and(eq(categories.businessId, owner.businessId), eq(categories.id, highlighted)));
}

async function insertTags(
  tx: Transaction,
  owner: MenuOwner,
  list: readonly MenuDocumentLabel[],
): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const rows = await tx
    .insert(tags)
    .values(list.map(({ key, name }) => ({ businessId: owner.businessId, key, name })))
    .returning({ id: tags.id, key: tags.key });
  return new Map(rows.map((row) => [row.key, row.id]));
}

async function insertIngredients(
  tx: Transaction,
  owner: MenuOwner,
  list: readonly MenuDocumentLabel[],
): Promise<Map<string, number>> {
  // One by one: an ingredient has no column of its own to match a bulk answer's rows by.
  return insertOneByOne(list, ({ key, name }) =>
    tx
      .insert(ingredients)
      .values({ businessId: owner.businessId, key, name })
      .returning({ id: ingredients.id }),
  );
}

async function insertTaxes(
  tx: Transaction,
  owner: MenuOwner,
  list: readonly MenuDocumentTax[],
): Promise<Map<string, number>> {
  return insertOneByOne(list, (tax) =>
    tx
      .insert(taxes)
      .values({
        businessId: owner.businessId,
        key: tax.key,
        name: tax.name,
        rateBasisPoints: rateToBasisPoints(tax.rate),
        inclusive: tax.inclusive,
      })
      .returning({ id: taxes.id }),
  );
}

/** Writes a document's entries one at a time, in its order, and gives their new ids by key. */
async function insertOneByOne<T extends { key: string }>(
  list: readonly T[],
  insert: (entry: T) => Promise<{ id: number }[]>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const entry of list) {
    const [row] = await insert(entry);
    if (row) ids.set(entry.key, row.id);
  }
  return ids;
}

async function insertCategory(
  tx: Transaction,
  owner: MenuOwner,
  keys: MenuKeys,
  ids: MenuIdsBeingFilled,
  category: MenuDocumentCategory,
  position: number,
  parentId: number | null,
  allItems: MenuDocumentItem[],
): Promise<void> {
  const [row] = await tx
    .insert(categories)
    .values({
      businessId: owner.businessId,
      parentId,
      key: category.key,
      name: category.name,
      description: category.description ?? null,
      position,
      visible: category.visible ?? true,
      schedule: category.schedule ?? null,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error(`Category ${category.key} was not inserted`);
  ids.categories.set(category.key, row.id);

  const branchSettings = Object.entries(category.branches ?? {}).map(([reference, setting]) => ({
    categoryId: row.id,
    branchId: branchId(owner, reference),
    visible: setting.visible,
    available: setting.available ?? null,
  }));
  if (branchSettings.length > 0) await tx.insert(categoryBranches).values(branchSettings);

  await insertItems(tx, owner, keys, ids, row.id, category.items);
  allItems.push(...category.items);
  for (const [subPosition, subcategory] of (category.subcategories ?? []).entries()) {
    await insertCategory(tx, owner, keys, ids, subcategory, subPosition, row.id, allItems);
  }
}

async function insertItems(
  tx: Transaction,
  owner: MenuOwner,
  keys: MenuKeys,
  ids: MenuIdsBeingFilled,
  categoryId: number,
  list: readonly MenuDocumentItem[],
): Promise<void> {
  if (list.length === 0) return;
  const rows = await tx
    .insert(items)
    .values(
      list.map((item, position) => ({
        businessId: owner.businessId,
        categoryId,
        key: item.key,
        name: item.name,
        description: item.description ?? null,
        types: [...(item.types ?? defaultItemTypes)],
        pricingType: item.pricingType ?? 0,
        calories: item.calories ?? null,
        preparationMinutes: item.preparationMinutes ?? null,
        commentRequired: item.commentRequired ?? false,
        visible: item.visible ?? true,
        position,
        stickers: [...(item.stickers ?? [])],
        image: item.picture ?? null,
      })),
    )
    .returning({ id: items.id, position: items.position });
  // Matched by position, which is unique within the category, not by the order of the answer.
  const itemIds = new Map(rows.map((row) => [row.position, row.id]));
  const idOf = (position: number) => itemIds.get(position) ?? missing(`item ${position}`);
  for (const [position, item] of list.entries()) ids.items.set(item.key, idOf(position));

  const allBranches = [...owner.branchIds.keys()];
  const soldAt = list.flatMap((item, position) =>
    (item.branches ?? allBranches).map((reference) => ({
      itemId: idOf(position),
      branchId: branchId(owner, reference),
    })),
  );
  if (soldAt.length > 0) await tx.insert(itemBranches).values(soldAt);

  const taxRows = list.flatMap((item, position) =>
    (item.taxes ?? []).map((key) => ({ itemId: idOf(position), taxId: taxId(keys.taxes, key) })),
  );
  if (taxRows.length > 0) await tx.insert(itemTaxes).values(taxRows);

  const tagRows = list.flatMap((item, position) =>
    (item.tags ?? []).map((key) => ({
      businessId: owner.businessId,
      itemId: idOf(position),
      tagId: keys.tags.get(key) ?? missing(`tag ${key}`),
    })),
  );
  if (tagRows.length > 0) await tx.insert(itemTags).values(tagRows);
  const ingredientRows = list.flatMap((item, position) =>
    (item.ingredients ?? []).map((key, ingredientPosition) => ({
      businessId: owner.businessId,
      itemId: idOf(position),
      ingredientId: keys.ingredients.get(key) ?? missing(`ingredient ${key}`),
      position: ingredientPosition,
    })),
  );
  if (ingredientRows.length > 0) await tx.insert(itemIngredients).values(ingredientRows);

  await tx.insert(priceLabels).values(
    list.flatMap((item, position) =>
      item.priceLabels.map((label, labelPosition) => ({
        itemId: idOf(position),
        label: label.label,
        price: minorUnits(label.price, owner.currency),
        minimum: label.minimum ?? 1,
        maximum: label.maximum ?? 1000,
        weightGrams: label.weight ?? null,
        position: labelPosition,
      })),
    ),
  );

  await insertModifierGroups(tx, owner, keys.taxes, list, idOf);
}

async function insertModifierGroups(
  tx: Transaction,
  owner: MenuOwner,
  taxIds: ReadonlyMap<string, number>,
  list: readonly MenuDocumentItem[],
  idOf: (position: number) => number,
): Promise<void> {
  const groups = list.flatMap((item, position) =>
    (item.modifierGroups ?? []).map((group, groupPosition) => ({
      itemId: idOf(position),
      group,
      groupPosition,
    })),
  );
  if (groups.length === 0) return;
  const rows = await tx
    .insert(modifierGroups)
    .values(
      groups.map(({ itemId, group, groupPosition }) => ({
        itemId,
        name: group.name,
        minimum: group.minimum,
        maximum: group.maximum,
        position: groupPosition,
      })),
    )
    .returning({
      id: modifierGroups.id,
      itemId: modifierGroups.itemId,
      position: modifierGroups.position,
    });
  const groupIds = new Map(rows.map((row) => [`${row.itemId}/${row.position}`, row.id]));

  const modifierRows = groups.flatMap(({ itemId, group, groupPosition }) =>
    group.modifiers.map((modifier, position) => ({
      groupId:
        groupIds.get(`${itemId}/${groupPosition}`) ?? missing(`modifier group ${groupPosition}`),
      modifier,
      position,
    })),
  );
  const inserted = await tx
    .insert(modifiers)
    .values(
      modifierRows.map(({ groupId, modifier, position }) => ({
        groupId,
        name: modifier.name,
        price: minorUnits(modifier.price, owner.currency),
        maximumQuantity: modifier.maximumQuantity ?? 1,
        position,
      })),
    )
    .returning({ id: modifiers.id, groupId: modifiers.groupId, position: modifiers.position });
  const modifierIds = new Map(inserted.map((row) => [`${row.groupId}/${row.position}`, row.id]));

  const taxRows = modifierRows.flatMap(({ groupId, modifier, position }) =>
    (modifier.taxes ?? []).map((key) => ({
      modifierId: modifierIds.get(`${groupId}/${position}`) ?? missing(`modifier ${position}`),
      taxId: taxId(taxIds, key),
    })),
  );
  if (taxRows.length > 0) await tx.insert(modifierTaxes).values(taxRows);
}

/** A decimal price in the currency's minor units; a price with too many digits stops the import. */
function minorUnits(price: string, currency: string): number {
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

function branchId(owner: MenuOwner, reference: string): number {
  return owner.branchIds.get(reference) ?? missing(`branch ${reference}`);
}

function taxId(taxIds: ReadonlyMap<string, number>, key: string): number {
  return taxIds.get(key) ?? missing(`tax ${key}`);
}

function itemIdOf(ids: MenuIds, key: string): number {
  return ids.items.get(key) ?? missing(`item ${key}`);
}

function missing(what: string): never {
  throw new MenuImportError(`the menu refers to an unknown ${what}`);
}

/** A menu document the database cannot take as it is: its message says what and where. */
export class MenuImportError extends Error {
  override name = "MenuImportError";
}
