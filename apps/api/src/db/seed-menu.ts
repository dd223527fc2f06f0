import { parseDecimal } from "@storefront/domain";
import type { Database } from "./database.js";
import { and, eq } from "drizzle-orm";
import type {
  DemoCategory,
  DemoIngredient,
  DemoItem,
  DemoItemDetails,
  DemoMenu,
  DemoTag,
  DemoTax,
} from "./demo-menus/demo-menu.js";
import {
  categories,
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
} from "./schema/index.js";

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a menu is written for: the business, its currency and its branches by reference. */
export interface MenuOwner {
  businessId: number;
  currency: string;
  branchIds: ReadonlyMap<string, number>;
}

/** The ids the database gave a menu's categories and items, by their keys in the demo menu. */
export interface MenuIds {
  readonly categories: ReadonlyMap<string, number>;
  readonly items: ReadonlyMap<string, number>;
}

interface MenuIdsBeingFilled {
  readonly categories: Map<string, number>;
  readonly items: Map<string, number>;
}

/** The ids of a menu's taxes, tags and ingredients by key, and its items' details by item key. */
interface MenuKeys {
  readonly taxes: ReadonlyMap<string, number>;
  readonly tags: ReadonlyMap<string, number>;
  readonly ingredients: ReadonlyMap<string, number>;
  readonly details: Readonly<Record<string, DemoItemDetails>>;
  /** Stored image paths by item key. */
  readonly images: Readonly<Record<string, string>>;
}

const defaultTypes = ["delivery", "dine_in", "car_pickup"] as const;

/**
 * Writes a demo menu for a business inside the caller's transaction: taxes, tags and ingredients,
 * then each category (subcategories after their parent) with its items, prices, modifiers, tags
 * and ingredients, a few statements per category rather than per item, then the items'
 * suggestions. Returns the new ids by key, so coupons and discounts written against the demo
 * menu's keys can name them. Smart categories come later, with `insertStandardMenu`.
 */
export async function insertMenu(
  tx: Transaction,
  owner: MenuOwner,
  menu: DemoMenu,
): Promise<MenuIds> {
  const keys: MenuKeys = {
    taxes: await insertTaxes(tx, owner, menu.taxes ?? []),
    tags: await insertTags(tx, owner, menu.tags ?? []),
    ingredients: await insertIngredients(tx, owner, menu.ingredients ?? []),
    details: menu.details ?? {},
    images: menu.images ?? {},
  };
  const ids: MenuIdsBeingFilled = { categories: new Map(), items: new Map() };
  for (const [position, category] of menu.categories.entries()) {
    await insertCategory(tx, owner, keys, ids, category, position, null);
  }
  for (const key of Object.keys(keys.details)) itemIdOf(ids, key);

  const suggestions = Object.entries(keys.details).flatMap(([key, details]) =>
    (details.suggestions ?? []).map((suggested, position) => ({
      businessId: owner.businessId,
      itemId: itemIdOf(ids, key),
      suggestedItemId: itemIdOf(ids, suggested),
      position,
    })),
  );
  if (suggestions.length > 0) await tx.insert(itemSuggestions).values(suggestions);
  return ids;
}

/**
 * Writes a demo menu's smart categories (the "standard" menu) and marks its highlighted category,
 * after every demo business's menu, so the regular categories keep the ids the browser tests name.
 */
export async function insertStandardMenu(
  tx: Transaction,
  owner: MenuOwner,
  menu: DemoMenu,
  menuIds: MenuIds,
): Promise<void> {
  const smartIds = new Map<string, number>();
  for (const [position, smart] of (menu.smartCategories ?? []).entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        businessId: owner.businessId,
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
  list: readonly DemoTag[],
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
  list: readonly DemoIngredient[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // One by one: an ingredient has no column of its own to match a bulk answer's rows by.
  for (const { key, name } of list) {
    const [row] = await tx
      .insert(ingredients)
      .values({ businessId: owner.businessId, name })
      .returning({ id: ingredients.id });
    if (row) ids.set(key, row.id);
  }
  return ids;
}

async function insertTaxes(
  tx: Transaction,
  owner: MenuOwner,
  list: readonly DemoTax[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const tax of list) {
    const [row] = await tx
      .insert(taxes)
      .values({
        businessId: owner.businessId,
        name: tax.name,
        rateBasisPoints: rateToBasisPoints(tax.rate),
        inclusive: tax.inclusive,
      })
      .returning({ id: taxes.id });
    if (row) ids.set(tax.key, row.id);
  }
  return ids;
}

async function insertCategory(
  tx: Transaction,
  owner: MenuOwner,
  keys: MenuKeys,
  ids: MenuIdsBeingFilled,
  category: DemoCategory,
  position: number,
  parentId: number | null,
): Promise<void> {
  const [row] = await tx
    .insert(categories)
    .values({
      businessId: owner.businessId,
      parentId,
      name: category.name,
      description: category.description ?? null,
      position,
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
  for (const [subPosition, subcategory] of (category.subcategories ?? []).entries()) {
    await insertCategory(tx, owner, keys, ids, subcategory, subPosition, row.id);
  }
}

async function insertItems(
  tx: Transaction,
  owner: MenuOwner,
  keys: MenuKeys,
  ids: MenuIdsBeingFilled,
  categoryId: number,
  list: readonly DemoItem[],
): Promise<void> {
  if (list.length === 0) return;
  const rows = await tx
    .insert(items)
    .values(
      list.map((item, position) => ({
        businessId: owner.businessId,
        categoryId,
        name: item.name,
        description: item.description ?? null,
        types: [...(item.types ?? defaultTypes)],
        pricingType: item.pricingType ?? 0,
        calories: item.calories ?? null,
        preparationMinutes: item.preparationMinutes ?? null,
        commentRequired: item.commentRequired ?? false,
        visible: item.visible ?? true,
        position,
        stickers: [...(keys.details[item.key]?.stickers ?? [])],
        image: keys.images[item.key] ?? null,
      })),
    )
    .returning({ id: items.id, position: items.position });
  // Matched by position, which is unique within the category, not by the order of the answer.
  const itemIds = new Map(rows.map((row) => [row.position, row.id]));
  const idOf = (position: number) => itemIds.get(position) ?? missing(`item ${position}`);
  for (const [position, item] of list.entries()) ids.items.set(item.key, idOf(position));

  const allBranches = [...owner.branchIds.keys()];
  await tx.insert(itemBranches).values(
    list.flatMap((item, position) =>
      (item.branches ?? allBranches).map((reference) => ({
        itemId: idOf(position),
        branchId: branchId(owner, reference),
      })),
    ),
  );

  const taxRows = list.flatMap((item, position) =>
    (item.taxes ?? []).map((key) => ({ itemId: idOf(position), taxId: taxId(keys.taxes, key) })),
  );
  if (taxRows.length > 0) await tx.insert(itemTaxes).values(taxRows);

  const tagRows = list.flatMap((item, position) =>
    (keys.details[item.key]?.tags ?? []).map((key) => ({
      businessId: owner.businessId,
      itemId: idOf(position),
      tagId: keys.tags.get(key) ?? missing(`tag ${key}`),
    })),
  );
  if (tagRows.length > 0) await tx.insert(itemTags).values(tagRows);
  const ingredientRows = list.flatMap((item, position) =>
    (keys.details[item.key]?.ingredients ?? []).map((key, ingredientPosition) => ({
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
  list: readonly DemoItem[],
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
      groupId: groupIds.get(`${itemId}/${groupPosition}`) ?? missing(`group ${group.key}`),
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
      modifierId: modifierIds.get(`${groupId}/${position}`) ?? missing(`modifier ${modifier.key}`),
      taxId: taxId(taxIds, key),
    })),
  );
  if (taxRows.length > 0) await tx.insert(modifierTaxes).values(taxRows);
}

/** A decimal price in the currency's minor units; a price with too many digits stops the seed. */
function minorUnits(price: string, currency: string): number {
  const parsed = parseDecimal(price, currency);
  if (!parsed.ok || parsed.money.amount < 0) {
    throw new Error(`Demo price ${price} ${currency} is not a valid amount`);
  }
  return parsed.money.amount;
}

/** "8.1" → 810 hundredths of a percent, exactly. */
export function rateToBasisPoints(rate: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(rate);
  if (!match) throw new Error(`Demo tax rate ${rate} is not a percentage with at most 2 decimals`);
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
  throw new Error(`Demo menu refers to an unknown ${what}`);
}
