import type { IngredientDto, TagDto } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { BranchOwner } from "../branches/find-branch-owner.js";
import type { Database } from "../db/database.js";
import {
  ingredients,
  itemBranches,
  itemIngredients,
  items,
  itemTags,
  tags,
} from "../db/schema/index.js";

/**
 * The tags and ingredients of the visible items a branch sells, each list in alphabetical order of
 * its names in `locale` (else the business's first language). Two queries, whatever the menu's size.
 * `(await findTagsIngredients(db, owner, "ar")).tags[0]?.key`
 */
export async function findTagsIngredients(
  db: Database,
  owner: BranchOwner,
  locale: string | undefined,
): Promise<{ tags: TagDto[]; ingredients: IngredientDto[] }> {
  const shownItems = db
    .select({ id: items.id })
    .from(items)
    .innerJoin(itemBranches, eq(itemBranches.itemId, items.id))
    .where(and(eq(itemBranches.branchId, owner.branchId), eq(items.visible, true)));
  const [tagRows, ingredientRows] = await Promise.all([
    db
      .selectDistinct({ id: tags.id, key: tags.key, name: tags.name })
      .from(tags)
      .innerJoin(itemTags, eq(itemTags.tagId, tags.id))
      .where(and(eq(tags.businessId, owner.businessId), inArray(itemTags.itemId, shownItems))),
    db
      .selectDistinct({ id: ingredients.id, name: ingredients.name })
      .from(ingredients)
      .innerJoin(itemIngredients, eq(itemIngredients.ingredientId, ingredients.id))
      .where(
        and(
          eq(ingredients.businessId, owner.businessId),
          inArray(itemIngredients.itemId, shownItems),
        ),
      ),
  ]);

  const language = locale ?? owner.locales[0] ?? "en";
  const collator = new Intl.Collator(language);
  const byName = <T extends { id: number; name: Record<string, string> }>(list: T[]): T[] =>
    list
      .map((entry) => ({ entry, text: pickText(entry.name, language, owner.locales) }))
      .sort((a, b) => collator.compare(a.text, b.text) || a.entry.id - b.entry.id)
      .map(({ entry }) => entry);
  return { tags: byName(tagRows), ingredients: byName(ingredientRows) };
}
