import type {
  MenuDocument,
  MenuDocumentCategory,
  MenuDocumentItem,
  MenuDocumentLabel,
  MenuDocumentTax,
} from "@storefront/api-client";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import {
  categories,
  categoryBranches,
  ingredients,
  items,
  itemSuggestions,
  menuDiscounts,
  smartCategoryItems,
  tags,
  taxes,
} from "../db/schema/index.js";
import {
  branchId,
  type MenuBeingWritten,
  type MenuIds,
  type MenuKeys,
  type MenuOwner,
  minorUnits,
  missing,
  rateToBasisPoints,
  type Transaction,
} from "./menu-values.js";
import { writeItems } from "./write-menu-items.js";

/** A menu written over what the business had: the ids by key, and the dishes added and hidden. */
export interface WrittenMenu extends MenuIds {
  /** Keys of the document's dishes the business did not have. */
  readonly newItems: readonly string[];
  /** Keys of the business's shown dishes the document leaves out, hidden now. */
  readonly hiddenItems: readonly string[];
}

/**
 * Writes a menu document as a business's menu inside the caller's transaction, matching what it
 * has by key (ADR 065): a category, item, tax, tag or ingredient the business has is rewritten in
 * place and keeps its id, a new one is added; a category or dish the document leaves out is hidden
 * (carts, coupons, banners and past orders name it), a tax, tag or ingredient it leaves out is
 * removed. Prices, options and modifiers have no key and are matched by their order. Into an
 * empty menu this only inserts, a few statements per category rather than per item. Smart
 * categories come after, with `writeStandardMenu`.
 */
export async function writeMenu(
  tx: Transaction,
  owner: MenuOwner,
  menu: MenuDocument,
): Promise<WrittenMenu> {
  await nameKeylessRows(tx, owner.businessId);
  const before = await tx
    .select({ key: items.key, visible: items.visible })
    .from(items)
    .where(eq(items.businessId, owner.businessId));
  const keys: MenuKeys = {
    taxes: await writeTaxes(tx, owner, menu.taxes ?? []),
    tags: await writeLabels(tx, owner, tags, menu.tags ?? []),
    ingredients: await writeLabels(tx, owner, ingredients, menu.ingredients ?? []),
  };
  const ids = { categories: new Map<string, number>(), items: new Map<string, number>() };
  const allItems: MenuDocumentItem[] = [];
  for (const [position, category] of menu.categories.entries()) {
    await writeCategory(tx, { owner, keys, ids, allItems }, category, position, null);
  }
  const itemIds = [...ids.items.values()];

  if (itemIds.length > 0) {
    await tx.delete(itemSuggestions).where(inArray(itemSuggestions.itemId, itemIds));
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

  await writeDiscounts(tx, owner, menu, ids);

  const categoryKeys = [
    ...ids.categories.keys(),
    ...(menu.smartCategories ?? []).map((smart) => smart.key),
  ];
  await hideOthers(tx, categories, owner.businessId, categoryKeys);
  const hidden = await hideOthers(tx, items, owner.businessId, [...ids.items.keys()]);
  const known = new Set(before.map((row) => row.key));
  return {
    ...ids,
    newItems: [...ids.items.keys()].filter((key) => !known.has(key)),
    hiddenItems: hidden,
  };
}

/**
 * Writes a menu document's smart categories (the "standard" menu) by key and marks its highlighted
 * category. Apart from `writeMenu` so the demo seed can write them after every demo business's
 * menu, and the regular categories keep the ids the browser tests name.
 */
export async function writeStandardMenu(
  tx: Transaction,
  owner: MenuOwner,
  menu: MenuDocument,
  menuIds: MenuIds,
): Promise<void> {
  const smartIds = new Map<string, number>();
  for (const [position, smart] of (menu.smartCategories ?? []).entries()) {
    const values = {
      businessId: owner.businessId,
      parentId: null,
      key: smart.key,
      name: smart.name,
      description: smart.description ?? null,
      position,
      visible: true,
      schedule: smart.schedule ?? null,
      smart: true,
    };
    const [row] = await tx
      .insert(categories)
      .values(values)
      .onConflictDoUpdate({ target: [categories.businessId, categories.key], set: values })
      .returning({ id: categories.id });
    if (!row) throw new Error(`Smart category ${smart.key} was not written`);
    smartIds.set(smart.key, row.id);
    await tx.delete(smartCategoryItems).where(eq(smartCategoryItems.categoryId, row.id));
    await tx.insert(smartCategoryItems).values(
      smart.items.map((key, itemPosition) => ({
        businessId: owner.businessId,
        categoryId: row.id,
        itemId: itemIdOf(menuIds, key),
        position: itemPosition,
      })),
    );
  }
  await tx
    .update(categories)
    .set({ highlighted: false })
    .where(and(eq(categories.businessId, owner.businessId), eq(categories.highlighted, true)));
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

/**
 * Gives rows written without a document the keys an export names them by (`item-12`), so a
 * downloaded document uploaded again finds them.
 */
async function nameKeylessRows(tx: Transaction, businessId: number): Promise<void> {
  for (const [table, prefix] of [
    [taxes, "tax"],
    [ingredients, "ingredient"],
    [categories, "category"],
    [items, "item"],
  ] as const) {
    await tx
      .update(table)
      .set({ key: sql`${prefix} || '-' || ${table.id}` })
      .where(and(eq(table.businessId, businessId), isNull(table.key)));
  }
}

/** Hides the business's shown categories or items the document leaves out; answers their keys. */
async function hideOthers(
  tx: Transaction,
  table: typeof categories | typeof items,
  businessId: number,
  keptKeys: readonly string[],
): Promise<string[]> {
  const rows = await tx
    .update(table)
    .set({ visible: false })
    .where(
      and(
        eq(table.businessId, businessId),
        eq(table.visible, true),
        keptKeys.length > 0 ? notInArray(table.key, [...keptKeys]) : undefined,
      ),
    )
    .returning({ key: table.key });
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}

async function writeTaxes(
  tx: Transaction,
  owner: MenuOwner,
  list: readonly MenuDocumentTax[],
): Promise<Map<string, number>> {
  await removeOthers(tx, taxes, owner.businessId, list);
  if (list.length === 0) return new Map();
  const rows = await tx
    .insert(taxes)
    .values(
      list.map((tax) => ({
        businessId: owner.businessId,
        key: tax.key,
        name: tax.name,
        rateBasisPoints: rateToBasisPoints(tax.rate),
        inclusive: tax.inclusive,
      })),
    )
    .onConflictDoUpdate({
      target: [taxes.businessId, taxes.key],
      set: {
        name: sql`excluded.name`,
        rateBasisPoints: sql`excluded.rate_basis_points`,
        inclusive: sql`excluded.inclusive`,
      },
    })
    .returning({ id: taxes.id, key: taxes.key });
  return idsByKey(rows);
}

/** Writes a document's tags or ingredients by key and removes the ones it leaves out. */
async function writeLabels(
  tx: Transaction,
  owner: MenuOwner,
  table: typeof tags | typeof ingredients,
  list: readonly MenuDocumentLabel[],
): Promise<Map<string, number>> {
  await removeOthers(tx, table, owner.businessId, list);
  if (list.length === 0) return new Map();
  const rows = await tx
    .insert(table)
    .values(list.map(({ key, name }) => ({ businessId: owner.businessId, key, name })))
    .onConflictDoUpdate({
      target: [table.businessId, table.key],
      set: { name: sql`excluded.name` },
    })
    .returning({ id: table.id, key: table.key });
  return idsByKey(rows);
}

/** Removes the business's taxes, tags or ingredients a document leaves out, with their links. */
async function removeOthers(
  tx: Transaction,
  table: typeof taxes | typeof tags | typeof ingredients,
  businessId: number,
  kept: readonly { key: string }[],
): Promise<void> {
  await tx.delete(table).where(
    and(
      eq(table.businessId, businessId),
      kept.length > 0
        ? notInArray(
            table.key,
            kept.map((entry) => entry.key),
          )
        : undefined,
    ),
  );
}

function idsByKey(rows: readonly { id: number; key: string | null }[]): Map<string, number> {
  return new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, row.id] as const])));
}

async function writeCategory(
  tx: Transaction,
  menu: MenuBeingWritten,
  category: MenuDocumentCategory,
  position: number,
  parentId: number | null,
): Promise<void> {
  const { owner, ids } = menu;
  const values = {
    businessId: owner.businessId,
    parentId,
    key: category.key,
    name: category.name,
    description: category.description ?? null,
    position,
    visible: category.visible ?? true,
    schedule: category.schedule ?? null,
    smart: false,
  };
  const [row] = await tx
    .insert(categories)
    .values(values)
    .onConflictDoUpdate({ target: [categories.businessId, categories.key], set: values })
    .returning({ id: categories.id });
  if (!row) throw new Error(`Category ${category.key} was not written`);
  ids.categories.set(category.key, row.id);

  await tx.delete(categoryBranches).where(eq(categoryBranches.categoryId, row.id));
  const branchSettings = Object.entries(category.branches ?? {}).map(([reference, setting]) => ({
    categoryId: row.id,
    branchId: branchId(owner, reference),
    visible: setting.visible,
    available: setting.available ?? null,
  }));
  if (branchSettings.length > 0) await tx.insert(categoryBranches).values(branchSettings);

  await writeItems(tx, menu, row.id, category.items);
  menu.allItems.push(...category.items);
  for (const [subPosition, subcategory] of (category.subcategories ?? []).entries()) {
    await writeCategory(tx, menu, subcategory, subPosition, row.id);
  }
}

async function writeDiscounts(
  tx: Transaction,
  owner: MenuOwner,
  menu: MenuDocument,
  ids: MenuIds,
): Promise<void> {
  await tx.delete(menuDiscounts).where(eq(menuDiscounts.businessId, owner.businessId));
  const discounts = menu.discounts ?? [];
  if (discounts.length === 0) return;
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

function itemIdOf(ids: MenuIds, key: string): number {
  return ids.items.get(key) ?? missing(`item ${key}`);
}
