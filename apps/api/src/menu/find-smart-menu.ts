import type { GetMenuAnswer, SmartCategoryDto } from "@storefront/api-client";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  categories,
  categoryBranches,
  itemBranches,
  smartCategoryItems,
} from "../db/schema/index.js";
import { scheduleDto } from "./schedule-dto.js";

/** What a menu or a restaurant answer says of the standard menu (spec 7). */
export type SmartMenu = Pick<
  GetMenuAnswer,
  "smart_categories" | "highlightedCat" | "showStandardSubCats"
>;

/**
 * A business's smart categories (the "standard" menu, spec 9) as one branch shows them: each with
 * its settings there and the items of its choice that the branch sells, in its order; and the
 * highlighted category. Two queries, whatever the menu's size.
 * `(await findSmartMenu(db, { businessId: 1, branchId: 1, showStandardSubCats: true })).highlightedCat`
 */
export async function findSmartMenu(
  db: Database,
  owner: { businessId: number; branchId: number; showStandardSubCats: boolean },
): Promise<SmartMenu> {
  const [categoryRows, itemRows] = await Promise.all([
    db
      .select({ category: categories, branch: categoryBranches })
      .from(categories)
      .leftJoin(
        categoryBranches,
        and(
          eq(categoryBranches.categoryId, categories.id),
          eq(categoryBranches.branchId, owner.branchId),
        ),
      )
      .where(
        and(
          eq(categories.businessId, owner.businessId),
          or(eq(categories.smart, true), eq(categories.highlighted, true)),
        ),
      )
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ categoryId: smartCategoryItems.categoryId, itemId: smartCategoryItems.itemId })
      .from(smartCategoryItems)
      .where(
        and(
          eq(smartCategoryItems.businessId, owner.businessId),
          inArray(
            smartCategoryItems.itemId,
            db
              .select({ itemId: itemBranches.itemId })
              .from(itemBranches)
              .where(eq(itemBranches.branchId, owner.branchId)),
          ),
        ),
      )
      .orderBy(asc(smartCategoryItems.position), asc(smartCategoryItems.itemId)),
  ]);

  const itemIds = new Map<number, number[]>();
  for (const { categoryId, itemId } of itemRows) {
    itemIds.set(categoryId, [...(itemIds.get(categoryId) ?? []), itemId]);
  }
  return {
    smart_categories: categoryRows
      .filter(({ category }) => category.smart)
      .map(({ category, branch }): SmartCategoryDto => ({
        id: category.id,
        parent_id: null,
        name: category.name,
        description: category.description,
        visible: category.visible,
        available: category.schedule && scheduleDto(category.schedule),
        branch: branch && { visible: branch.visible, available: branch.available },
        subcategories: [],
        item_ids: itemIds.get(category.id) ?? [],
      })),
    highlightedCat: categoryRows.find(({ category }) => category.highlighted)?.category.id ?? null,
    showStandardSubCats: owner.showStandardSubCats,
  };
}
