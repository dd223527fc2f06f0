import type {
  GetMenuAnswer,
  MenuCategoryDto,
  MenuItemDto,
  MenuTax,
  ModifierGroupDto,
  PriceLabelDto,
} from "@storefront/api-client";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  branches,
  businesses,
  categories,
  categoryBranches,
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
  soldOutModifiers,
  taxes,
} from "../db/schema/index.js";
import { findSmartMenu } from "./find-smart-menu.js";
import { scheduleDto } from "./schedule-dto.js";

type Menu = Pick<GetMenuAnswer, "currency" | "menu">;

/** A branch's whole menu with its smart categories (the "standard" menu) and highlighted category. */
export type BranchMenu = Pick<
  GetMenuAnswer,
  "currency" | "menu" | "smart_categories" | "highlightedCat" | "showStandardSubCats"
>;

/**
 * The menu of a branch: every category of its business with its settings at the branch, and every
 * item the branch sells with its prices, modifiers, taxes, tags, ingredients and suggestions, in
 * menu order; the smart categories with the items of theirs the branch sells; the highlighted
 * category. Visibility and schedules are left for the storefront to apply at its own clock
 * (domain `filterItems`). Undefined when no branch has the id. A fixed number of queries,
 * whatever the menu's size.
 */
export async function findMenu(db: Database, branchId: number): Promise<BranchMenu | undefined> {
  const found = await findOrderMenu(db, branchId);
  if (!found) return undefined;
  const { soldOut, ...menu } = found;
  const offered = (id: number) => !soldOut.items.has(id);
  return {
    ...menu,
    menu: withoutSoldOut(menu.menu, soldOut),
    smart_categories: menu.smart_categories.map((category) => ({
      ...category,
      item_ids: category.item_ids.filter(offered),
    })),
  };
}

/** What a branch has run out of (ADR 060): dishes and options, by id. */
export interface SoldOutAtBranch {
  readonly items: ReadonlySet<number>;
  readonly modifiers: ReadonlySet<number>;
}

/**
 * The branch's whole menu as `findMenu` reads it but with what it ran out of still in, and what
 * that is: an order of a sold-out dish is refused by name (ITEM_SOLD_OUT) instead of as unknown.
 */
export async function findOrderMenu(
  db: Database,
  branchId: number,
): Promise<(BranchMenu & { soldOut: SoldOutAtBranch }) | undefined> {
  const found = await readMenu(db, branchId);
  if (!found) return undefined;
  const smart = await findSmartMenu(db, { ...found.owner, branchId });
  return { currency: found.currency, menu: found.menu, ...smart, soldOut: found.soldOut };
}

/** The menu without the dishes and options the branch ran out of, nor suggestions of them. */
function withoutSoldOut(menu: Menu["menu"], soldOut: SoldOutAtBranch): Menu["menu"] {
  if (soldOut.items.size === 0 && soldOut.modifiers.size === 0) return menu;
  return {
    ...menu,
    items: menu.items
      .filter((item) => !soldOut.items.has(item.id))
      .map((item) => ({
        ...item,
        modifier_groups: item.modifier_groups.map((group) => ({
          ...group,
          modifiers: group.modifiers.filter((modifier) => !soldOut.modifiers.has(modifier.id)),
        })),
        suggested_item_ids: item.suggested_item_ids?.filter((id) => !soldOut.items.has(id)),
      })),
  };
}

/**
 * One item as the branch sells it, shaped as in the menu, or undefined when the branch does not
 * sell it (spec: "itemId is checked against the branch").
 */
export async function findItem(
  db: Database,
  branchId: number,
  itemId: number,
): Promise<{ currency: string; item: MenuItemDto } | undefined> {
  const found = await readMenu(db, branchId, [itemId]);
  const item = found && withoutSoldOut(found.menu, found.soldOut).items[0];
  return found && item ? { currency: found.currency, item } : undefined;
}

/**
 * The menu of a branch limited to the items named (for an order's lines), each shaped as in the
 * whole menu, with every category. Undefined when no branch has the id.
 */
export async function findMenuItems(
  db: Database,
  branchId: number,
  itemIds: readonly number[],
): Promise<Menu | undefined> {
  const found = await readMenu(db, branchId, itemIds);
  return found && { currency: found.currency, menu: withoutSoldOut(found.menu, found.soldOut) };
}

async function readMenu(
  db: Database,
  branchId: number,
  onlyItemIds?: readonly number[],
): Promise<
  | (Menu & {
      owner: { businessId: number; showStandardSubCats: boolean };
      soldOut: SoldOutAtBranch;
    })
  | undefined
> {
  const [owner] = await db
    .select({
      businessId: branches.businessId,
      currency: businesses.currency,
      showStandardSubCats: businesses.showStandardSubCats,
    })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(branches.id, branchId));
  if (!owner) return undefined;

  const categoryRows = await db
    .select({ category: categories, branch: categoryBranches })
    .from(categories)
    .leftJoin(
      categoryBranches,
      and(eq(categoryBranches.categoryId, categories.id), eq(categoryBranches.branchId, branchId)),
    )
    .where(eq(categories.businessId, owner.businessId))
    .orderBy(asc(categories.position), asc(categories.id));

  const sold = db
    .select({ itemId: itemBranches.itemId })
    .from(itemBranches)
    .where(
      onlyItemIds === undefined
        ? eq(itemBranches.branchId, branchId)
        : and(
            eq(itemBranches.branchId, branchId),
            inArray(itemBranches.itemId, onlyItemIds.length > 0 ? [...onlyItemIds] : [0]),
          ),
    );
  // Suggestions and smart categories name only items the branch sells, whichever items were asked for.
  const soldAtBranch = db
    .select({ itemId: itemBranches.itemId })
    .from(itemBranches)
    .where(eq(itemBranches.branchId, branchId));
  const itemRows = await db
    .select()
    .from(items)
    .where(inArray(items.id, sold))
    .orderBy(asc(items.position), asc(items.id));

  const [
    labelRows,
    groupRows,
    modifierRows,
    itemTaxRows,
    modifierTaxRows,
    branchRows,
    tagRows,
    ingredientRows,
    suggestionRows,
    soldOutItemRows,
    soldOutModifierRows,
  ] = await Promise.all([
    db
      .select()
      .from(priceLabels)
      .where(inArray(priceLabels.itemId, sold))
      .orderBy(asc(priceLabels.position), asc(priceLabels.id)),
    db
      .select()
      .from(modifierGroups)
      .where(inArray(modifierGroups.itemId, sold))
      .orderBy(asc(modifierGroups.position), asc(modifierGroups.id)),
    db
      .select({ modifier: modifiers })
      .from(modifiers)
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
      .where(inArray(modifierGroups.itemId, sold))
      .orderBy(asc(modifiers.position), asc(modifiers.id)),
    db
      .select({ itemId: itemTaxes.itemId, tax: taxes })
      .from(itemTaxes)
      .innerJoin(taxes, eq(taxes.id, itemTaxes.taxId))
      .where(inArray(itemTaxes.itemId, sold))
      .orderBy(asc(taxes.id)),
    db
      .select({ modifierId: modifierTaxes.modifierId, tax: taxes })
      .from(modifierTaxes)
      .innerJoin(taxes, eq(taxes.id, modifierTaxes.taxId))
      .innerJoin(modifiers, eq(modifiers.id, modifierTaxes.modifierId))
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
      .where(inArray(modifierGroups.itemId, sold))
      .orderBy(asc(taxes.id)),
    db
      .select({ itemId: itemBranches.itemId, branchId: itemBranches.branchId })
      .from(itemBranches)
      .where(inArray(itemBranches.itemId, sold))
      .orderBy(asc(itemBranches.branchId)),
    db
      .select({ itemId: itemTags.itemId, tagId: itemTags.tagId })
      .from(itemTags)
      .where(inArray(itemTags.itemId, sold))
      .orderBy(asc(itemTags.tagId)),
    db
      .select({ itemId: itemIngredients.itemId, ingredientId: itemIngredients.ingredientId })
      .from(itemIngredients)
      .where(inArray(itemIngredients.itemId, sold))
      .orderBy(asc(itemIngredients.position), asc(itemIngredients.ingredientId)),
    db
      .select({ itemId: itemSuggestions.itemId, suggestedId: itemSuggestions.suggestedItemId })
      .from(itemSuggestions)
      .where(
        and(
          inArray(itemSuggestions.itemId, sold),
          inArray(itemSuggestions.suggestedItemId, soldAtBranch),
        ),
      )
      .orderBy(asc(itemSuggestions.position), asc(itemSuggestions.suggestedItemId)),
    db
      .select({ id: itemBranches.itemId })
      .from(itemBranches)
      .where(and(eq(itemBranches.branchId, branchId), isNotNull(itemBranches.soldOutSince))),
    db
      .select({ id: soldOutModifiers.modifierId })
      .from(soldOutModifiers)
      .where(eq(soldOutModifiers.branchId, branchId)),
  ]);

  const money = (amount: number) => ({ amount, currency: owner.currency });
  const taxDto = (tax: typeof taxes.$inferSelect): MenuTax => ({
    id: tax.id,
    name: tax.name,
    rate_basis_points: tax.rateBasisPoints,
  });

  const taxesByModifier = groupBy(modifierTaxRows, (row) => row.modifierId);
  const modifiersByGroup = groupBy(
    modifierRows.map(({ modifier }) => modifier),
    (modifier) => modifier.groupId,
  );
  const groupsByItem = groupBy(groupRows, (group) => group.itemId);
  const labelsByItem = groupBy(labelRows, (label) => label.itemId);
  const taxesByItem = groupBy(itemTaxRows, (row) => row.itemId);
  const branchesByItem = groupBy(branchRows, (row) => row.itemId);
  const tagsByItem = groupBy(tagRows, (row) => row.itemId);
  const ingredientsByItem = groupBy(ingredientRows, (row) => row.itemId);
  const suggestionsByItem = groupBy(suggestionRows, (row) => row.itemId);

  const categoryById = new Map(categoryRows.map((row) => [row.category.id, row]));
  const branchOf = (categoryId: number) => {
    const setting = categoryById.get(categoryId)?.branch;
    return setting ? { visible: setting.visible, available: setting.available } : null;
  };

  const itemDtos = itemRows.map((item): MenuItemDto => {
    const parentId = categoryById.get(item.categoryId)?.category.parentId ?? null;
    const itemTaxList = taxesByItem.get(item.id) ?? [];
    return {
      id: item.id,
      category_id: item.categoryId,
      name: item.name,
      description: item.description,
      types: item.types,
      visible: item.visible,
      pricing_type: item.pricingType,
      calories: item.calories,
      preparation_time: item.preparationMinutes,
      comment_is_required: item.commentRequired,
      price_labels: (labelsByItem.get(item.id) ?? []).map((label): PriceLabelDto => ({
        id: label.id,
        label: label.label,
        price: money(label.price),
        minimum: label.minimum,
        maximum: label.maximum,
        weight: label.weightGrams,
      })),
      modifier_groups: (groupsByItem.get(item.id) ?? []).map((group): ModifierGroupDto => ({
        id: group.id,
        name: group.name,
        minimum: group.minimum,
        maximum: group.maximum,
        modifiers: (modifiersByGroup.get(group.id) ?? []).map((modifier) => {
          // A modifier's taxes split as its item's do: a tax inside the price is never added.
          const modifierTaxList = taxesByModifier.get(modifier.id) ?? [];
          return {
            id: modifier.id,
            name: modifier.name,
            price: money(modifier.price),
            maximum_quantity: modifier.maximumQuantity,
            taxes: modifierTaxList
              .filter(({ tax }) => !tax.inclusive)
              .map(({ tax }) => taxDto(tax)),
            inclusive_taxes: modifierTaxList
              .filter(({ tax }) => tax.inclusive)
              .map(({ tax }) => taxDto(tax)),
          };
        }),
      })),
      taxes: itemTaxList.filter(({ tax }) => !tax.inclusive).map(({ tax }) => taxDto(tax)),
      inclusive_taxes: itemTaxList.filter(({ tax }) => tax.inclusive).map(({ tax }) => taxDto(tax)),
      category: { id: item.categoryId, branch: branchOf(item.categoryId) },
      grand_category: parentId === null ? null : { id: parentId, branch: branchOf(parentId) },
      branches: (branchesByItem.get(item.id) ?? []).map((row) => row.branchId),
      image: item.image,
      stickers: item.stickers,
      tag_ids: (tagsByItem.get(item.id) ?? []).map((row) => row.tagId),
      ingredient_ids: (ingredientsByItem.get(item.id) ?? []).map((row) => row.ingredientId),
      suggested_item_ids: (suggestionsByItem.get(item.id) ?? []).map((row) => row.suggestedId),
    };
  });

  return {
    currency: owner.currency,
    // Smart categories travel apart (findSmartMenu), never in the category tree.
    menu: {
      categories: categoryTree(
        categoryRows.filter((row) => !row.category.smart),
        branchOf,
      ),
      items: itemDtos,
    },
    owner: { businessId: owner.businessId, showStandardSubCats: owner.showStandardSubCats },
    soldOut: {
      items: new Set(soldOutItemRows.map((row) => row.id)),
      modifiers: new Set(soldOutModifierRows.map((row) => row.id)),
    },
  };
}

type CategoryRow = { category: typeof categories.$inferSelect };

/** Nests subcategories under their parents, each level in menu order. */
function categoryTree(
  rows: readonly CategoryRow[],
  branchOf: (categoryId: number) => MenuCategoryDto["branch"],
): MenuCategoryDto[] {
  const children = groupBy(rows, (row) => row.category.parentId);
  const build = ({ category }: CategoryRow): MenuCategoryDto => ({
    id: category.id,
    parent_id: category.parentId,
    name: category.name,
    description: category.description,
    visible: category.visible,
    available: category.schedule && scheduleDto(category.schedule),
    branch: branchOf(category.id),
    subcategories: (children.get(category.id) ?? []).map(build),
  });
  return (children.get(null) ?? []).map(build);
}

function groupBy<T, K>(list: readonly T[], key: (value: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const value of list) {
    const group = groups.get(key(value));
    if (group) group.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}
