import type {
  MenuDocument,
  MenuDocumentCategory,
  MenuDocumentDiscount,
  MenuDocumentItem,
} from "@storefront/api-client";
import { type CategorySchedule, money, toDecimalString } from "@storefront/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  branches,
  businesses,
  categories,
  categoryBranches,
  ingredients,
  itemBranches,
  itemIngredients,
  items,
  itemSuggestions,
  itemTags,
  itemTaxes,
  menuDiscounts,
  modifierGroups,
  modifiers,
  modifierTaxes,
  priceLabels,
  smartCategoryItems,
  tags,
  taxes,
} from "../db/schema/index.js";
import {
  businessName,
  type BusinessNamed,
  businessWhere,
  defaultItemTypes,
  MenuImportError,
} from "./menu-values.js";

/**
 * A business's menu as a menu document: what `importMenu` reads back into the same menu. A
 * default (an item sold in every branch, a price label for 1 to 1000) is left out, as a person
 * would leave it out; a row written without a key (not through a document) gets `item-12`.
 */
export async function exportMenu(db: Database, named: BusinessNamed): Promise<MenuDocument> {
  const [business] = await db
    .select({ id: businesses.id, currency: businesses.currency })
    .from(businesses)
    .where(businessWhere(named));
  if (!business) throw new MenuImportError(`no business has ${businessName(named)}`);
  const businessId = business.id;
  const price = (amount: number) => toDecimalString(money(amount, business.currency));

  const branchRows = await db
    .select({ id: branches.id, reference: branches.referenceId })
    .from(branches)
    .where(eq(branches.businessId, businessId))
    .orderBy(asc(branches.position), asc(branches.id));
  const branchReference = new Map(branchRows.map((row) => [row.id, row.reference]));

  const taxRows = await db
    .select()
    .from(taxes)
    .where(eq(taxes.businessId, businessId))
    .orderBy(asc(taxes.id));
  const taxKey = new Map(taxRows.map((row) => [row.id, row.key ?? `tax-${row.id}`]));
  const tagRows = await db
    .select()
    .from(tags)
    .where(eq(tags.businessId, businessId))
    .orderBy(asc(tags.id));
  const tagKey = new Map(tagRows.map((row) => [row.id, row.key]));
  const ingredientRows = await db
    .select()
    .from(ingredients)
    .where(eq(ingredients.businessId, businessId))
    .orderBy(asc(ingredients.id));
  const ingredientKey = new Map(
    ingredientRows.map((row) => [row.id, row.key ?? `ingredient-${row.id}`]),
  );

  const categoryRows = await db
    .select()
    .from(categories)
    .where(eq(categories.businessId, businessId))
    .orderBy(asc(categories.position), asc(categories.id));
  const categoryKey = new Map(categoryRows.map((row) => [row.id, row.key ?? `category-${row.id}`]));
  const itemRows = await db
    .select()
    .from(items)
    .where(eq(items.businessId, businessId))
    .orderBy(asc(items.position), asc(items.id));
  const itemKey = new Map(itemRows.map((row) => [row.id, row.key ?? `item-${row.id}`]));
  const itemIds = itemRows.map((row) => row.id);
  const keyOf = (keys: ReadonlyMap<number, string>, id: number) => keys.get(id) ?? `unknown-${id}`;

  const [labels, groups, soldAt, itemTaxRows, itemTagRows, itemIngredientRows, suggestionRows] =
    itemIds.length === 0
      ? [[], [], [], [], [], [], []]
      : await Promise.all([
          db
            .select()
            .from(priceLabels)
            .where(inArray(priceLabels.itemId, itemIds))
            .orderBy(asc(priceLabels.position), asc(priceLabels.id)),
          db
            .select()
            .from(modifierGroups)
            .where(inArray(modifierGroups.itemId, itemIds))
            .orderBy(asc(modifierGroups.position), asc(modifierGroups.id)),
          db.select().from(itemBranches).where(inArray(itemBranches.itemId, itemIds)),
          db
            .select()
            .from(itemTaxes)
            .where(inArray(itemTaxes.itemId, itemIds))
            .orderBy(asc(itemTaxes.taxId)),
          db
            .select()
            .from(itemTags)
            .where(inArray(itemTags.itemId, itemIds))
            .orderBy(asc(itemTags.tagId)),
          db
            .select()
            .from(itemIngredients)
            .where(inArray(itemIngredients.itemId, itemIds))
            .orderBy(asc(itemIngredients.position)),
          db
            .select()
            .from(itemSuggestions)
            .where(inArray(itemSuggestions.itemId, itemIds))
            .orderBy(asc(itemSuggestions.position)),
        ]);
  const groupIds = groups.map((group) => group.id);
  const modifierRows =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(modifiers)
          .where(inArray(modifiers.groupId, groupIds))
          .orderBy(asc(modifiers.position), asc(modifiers.id));
  const modifierIds = modifierRows.map((row) => row.id);
  const modifierTaxRows =
    modifierIds.length === 0
      ? []
      : await db
          .select()
          .from(modifierTaxes)
          .where(inArray(modifierTaxes.modifierId, modifierIds))
          .orderBy(asc(modifierTaxes.taxId));
  const categoryIds = categoryRows.map((row) => row.id);
  const [branchSettings, smartItems] =
    categoryIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(categoryBranches)
            .where(inArray(categoryBranches.categoryId, categoryIds))
            .orderBy(asc(categoryBranches.branchId)),
          db
            .select()
            .from(smartCategoryItems)
            .where(inArray(smartCategoryItems.categoryId, categoryIds))
            .orderBy(asc(smartCategoryItems.position)),
        ]);
  const discountRows = await db
    .select()
    .from(menuDiscounts)
    .where(eq(menuDiscounts.businessId, businessId))
    .orderBy(asc(menuDiscounts.id));

  const allBranches = branchRows.map((row) => row.reference);
  const itemDocument = (item: typeof items.$inferSelect): MenuDocumentItem => {
    const sold = new Set(soldAt.filter((row) => row.itemId === item.id).map((row) => row.branchId));
    const branchList = branchRows.filter((row) => sold.has(row.id)).map((row) => row.reference);
    const keysOf = <T extends { itemId: number }>(
      rows: readonly T[],
      key: (row: T) => string,
    ): string[] | undefined => {
      const list = rows.filter((row) => row.itemId === item.id).map(key);
      return list.length > 0 ? list : undefined;
    };
    return omitUndefined({
      key: keyOf(itemKey, item.id),
      name: item.name,
      description: item.description ?? undefined,
      picture: item.image ?? undefined,
      types: sameList(item.types, defaultItemTypes) ? undefined : item.types,
      pricingType: item.pricingType === 0 ? undefined : (item.pricingType as 1 | 2 | 3),
      calories: item.calories ?? undefined,
      preparationMinutes: item.preparationMinutes ?? undefined,
      commentRequired: item.commentRequired ? true : undefined,
      visible: item.visible ? undefined : false,
      branches: sameList(branchList, allBranches) ? undefined : branchList,
      taxes: keysOf(itemTaxRows, (row) => keyOf(taxKey, row.taxId)),
      stickers: item.stickers.length > 0 ? item.stickers : undefined,
      tags: keysOf(itemTagRows, (row) => keyOf(tagKey, row.tagId)),
      ingredients: keysOf(itemIngredientRows, (row) => keyOf(ingredientKey, row.ingredientId)),
      suggestions: keysOf(suggestionRows, (row) => keyOf(itemKey, row.suggestedItemId)),
      priceLabels: labels
        .filter((label) => label.itemId === item.id)
        .map((label) =>
          omitUndefined({
            label: label.label,
            price: price(label.price),
            minimum: label.minimum === 1 ? undefined : label.minimum,
            maximum: label.maximum === 1000 ? undefined : label.maximum,
            weight: label.weightGrams ?? undefined,
          }),
        ),
      modifierGroups: nonEmpty(
        groups
          .filter((group) => group.itemId === item.id)
          .map((group) => ({
            name: group.name,
            minimum: group.minimum,
            maximum: group.maximum,
            modifiers: modifierRows
              .filter((modifier) => modifier.groupId === group.id)
              .map((modifier) =>
                omitUndefined({
                  name: modifier.name,
                  price: price(modifier.price),
                  maximumQuantity:
                    modifier.maximumQuantity === 1 ? undefined : modifier.maximumQuantity,
                  taxes: nonEmpty(
                    modifierTaxRows
                      .filter((row) => row.modifierId === modifier.id)
                      .map((row) => keyOf(taxKey, row.taxId)),
                  ),
                }),
              ),
          })),
      ),
    });
  };

  const regular = categoryRows.filter((row) => !row.smart);
  const categoryDocument = (category: (typeof regular)[number]): MenuDocumentCategory => {
    const settings = branchSettings.filter((row) => row.categoryId === category.id);
    const subcategories = regular.filter((row) => row.parentId === category.id);
    return omitUndefined({
      key: keyOf(categoryKey, category.id),
      name: category.name,
      description: category.description ?? undefined,
      visible: category.visible ? undefined : false,
      schedule: scheduleOf(category.schedule),
      branches:
        settings.length === 0
          ? undefined
          : Object.fromEntries(
              settings.map((row) => [
                keyOf(branchReference, row.branchId),
                omitUndefined({ visible: row.visible, available: row.available ?? undefined }),
              ]),
            ),
      subcategories: nonEmpty(subcategories.map(categoryDocument)),
      items: itemRows.filter((item) => item.categoryId === category.id).map(itemDocument),
    });
  };

  const smart = categoryRows.filter((row) => row.smart);
  const highlighted = categoryRows.find((row) => row.highlighted);
  return omitUndefined({
    currency: business.currency,
    taxes: nonEmpty(
      taxRows.map((row) => ({
        key: keyOf(taxKey, row.id),
        name: row.name,
        rate: percentOf(row.rateBasisPoints),
        inclusive: row.inclusive,
      })),
    ),
    tags: nonEmpty(tagRows.map((row) => ({ key: row.key, name: row.name }))),
    ingredients: nonEmpty(
      ingredientRows.map((row) => ({ key: keyOf(ingredientKey, row.id), name: row.name })),
    ),
    categories: regular.filter((row) => row.parentId === null).map(categoryDocument),
    smartCategories: nonEmpty(
      smart.map((category) =>
        omitUndefined({
          key: keyOf(categoryKey, category.id),
          name: category.name,
          description: category.description ?? undefined,
          schedule: scheduleOf(category.schedule),
          items: smartItems
            .filter((row) => row.categoryId === category.id)
            .map((row) => keyOf(itemKey, row.itemId)),
        }),
      ),
    ),
    highlighted: highlighted ? keyOf(categoryKey, highlighted.id) : undefined,
    discounts: nonEmpty(
      discountRows.map((row): MenuDocumentDiscount =>
        omitUndefined({
          sellingType: row.sellingType,
          category: row.categoryId === null ? undefined : keyOf(categoryKey, row.categoryId),
          item: row.itemId === null ? undefined : keyOf(itemKey, row.itemId),
          percent: row.discountType === "percent" ? percentOf(row.discountValue) : undefined,
          amount: row.discountType === "fixed" ? price(row.discountValue) : undefined,
        }),
      ),
    ),
  });
}

/** 810 hundredths of a percent → "8.1"; 500 → "5". */
function percentOf(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = basisPoints % 100;
  return hundredths === 0
    ? String(whole)
    : `${whole}.${String(hundredths).padStart(2, "0").replace(/0$/, "")}`;
}

/** A stored schedule as the document writes it (the stored one is read-only). */
function scheduleOf(schedule: CategorySchedule | null): MenuDocumentCategory["schedule"] {
  return schedule === null ? undefined : (schedule as MenuDocumentCategory["schedule"]);
}

function sameList(list: readonly string[], other: readonly string[]): boolean {
  return list.length === other.length && list.every((value, index) => value === other[index]);
}

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

/** The object without its absent fields, so the document reads as a person would write it. */
function omitUndefined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
