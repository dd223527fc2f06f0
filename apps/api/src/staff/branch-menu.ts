import type { StaffMenuItem } from "@storefront/api-client";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  branches,
  businesses,
  categories,
  itemBranches,
  items,
  modifierGroups,
  modifiers,
  priceLabels,
  soldOutModifiers,
} from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";

type LocalizedText = StaffMenuItem["name"];

export interface StaffBranchMenu {
  readonly currency: string;
  readonly categories: { id: number; name: LocalizedText; items: StaffMenuItem[] }[];
}

/**
 * The dishes a branch of the business sells, as its staff manage them: hidden ones included
 * (to show them again), with every price and option and what ran out there. Four reads, none per
 * dish. 404 for another business's branch.
 */
export async function readBranchMenu(
  db: Database,
  businessId: number,
  branchId: number,
): Promise<StaffBranchMenu> {
  const [branch] = await db
    .select({ currency: businesses.currency })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(and(eq(branches.id, branchId), eq(branches.businessId, businessId)));
  if (!branch) throw new RequestFailure(404, "NOT_FOUND", `No branch ${branchId}`);

  const dishes = await db
    .select({
      id: items.id,
      name: items.name,
      visible: items.visible,
      soldOutSince: itemBranches.soldOutSince,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(itemBranches)
    .innerJoin(items, eq(items.id, itemBranches.itemId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(itemBranches.branchId, branchId), eq(items.businessId, businessId)))
    .orderBy(asc(categories.position), asc(categories.id), asc(items.position), asc(items.id));
  const ids = dishes.map((dish) => dish.id);
  if (ids.length === 0) return { currency: branch.currency, categories: [] };

  const [prices, options] = await Promise.all([
    db
      .select({
        id: priceLabels.id,
        itemId: priceLabels.itemId,
        label: priceLabels.label,
        price: priceLabels.price,
      })
      .from(priceLabels)
      .where(inArray(priceLabels.itemId, ids))
      .orderBy(asc(priceLabels.position), asc(priceLabels.id)),
    db
      .select({
        id: modifiers.id,
        itemId: modifierGroups.itemId,
        name: modifiers.name,
        soldOutSince: soldOutModifiers.since,
      })
      .from(modifiers)
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
      .leftJoin(
        soldOutModifiers,
        and(eq(soldOutModifiers.modifierId, modifiers.id), eq(soldOutModifiers.branchId, branchId)),
      )
      .where(inArray(modifierGroups.itemId, ids))
      .orderBy(
        asc(modifierGroups.position),
        asc(modifierGroups.id),
        asc(modifiers.position),
        asc(modifiers.id),
      ),
  ]);

  const pricesOf = groupBy(prices, (price) => price.itemId);
  const optionsOf = groupBy(options, (option) => option.itemId);
  const grouped = new Map<number, { id: number; name: LocalizedText; items: StaffMenuItem[] }>();
  for (const dish of dishes) {
    let category = grouped.get(dish.categoryId);
    if (!category) {
      category = { id: dish.categoryId, name: dish.categoryName, items: [] };
      grouped.set(dish.categoryId, category);
    }
    category.items.push({
      id: dish.id,
      name: dish.name,
      visible: dish.visible,
      sold_out_since: dish.soldOutSince?.toISOString() ?? null,
      prices: (pricesOf.get(dish.id) ?? []).map(({ id, label, price }) => ({ id, label, price })),
      options: (optionsOf.get(dish.id) ?? []).map(({ id, name, soldOutSince }) => ({
        id,
        name,
        sold_out_since: soldOutSince?.toISOString() ?? null,
      })),
    });
  }
  return { currency: branch.currency, categories: [...grouped.values()] };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
