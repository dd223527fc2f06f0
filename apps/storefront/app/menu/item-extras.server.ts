import type { GetItemAnswer } from "@storefront/api-client";
import type { Business } from "../business/require-business.server";
import { pageDiscounts } from "../pricing/page-discounts";
import { inBusinessZone, type MenuItemType } from "@storefront/domain";
import type { TFunction } from "i18next";
import { imageFrameOf } from "../images/image-frame";
import { loadMenu } from "./load-menu.server";
import { loadTagsIngredients } from "./load-tags-ingredients.server";
import { itemsView, type MenuItemView } from "./menu-view";
import type { MenuSettings } from "./menu-settings";

/**
 * What an item page shows beside the item, as the business's settings allow: the names of its
 * ingredients (`ingredients`), and its suggested items shown now for this selling type
 * (`suggested_items`, "goes well with"). Each call is made only when it has something to name.
 */
export async function itemExtras(input: {
  business: Business;
  settings: MenuSettings;
  item: GetItemAnswer;
  itemType: MenuItemType;
  menuPath: string;
  language: string;
  t: TFunction;
}): Promise<{
  ingredientNames: Map<number, Record<string, string>>;
  suggestions: MenuItemView[];
}> {
  const { business, settings, item, language } = input;
  const wantsIngredients = settings.ingredients && (item.ingredient_ids?.length ?? 0) > 0;
  const suggestedIds = settings.suggestedItems ? (item.suggested_item_ids ?? []) : [];
  const [tagsIngredients, menu] = await Promise.all([
    wantsIngredients ? loadTagsIngredients(business.branch_id, language) : null,
    suggestedIds.length > 0 ? loadMenu(business.branch_id, language) : null,
  ]);
  const ingredientNames = new Map(
    (tagsIngredients?.ingredients ?? []).map((ingredient) => [ingredient.id, ingredient.name]),
  );
  if (!menu?.ok) return { ingredientNames, suggestions: [] };
  const now = inBusinessZone(new Date(), business.time_zone);
  const suggestions = itemsView(
    {
      categories: menu.answer.menu.categories,
      smartCategories: [],
      items: menu.answer.menu.items,
      itemType: input.itemType,
      menuPath: input.menuPath,
      now,
      language,
      businessLocales: business.locales,
      t: input.t,
      imageFrame: imageFrameOf(business),
      settings,
      discounts: pageDiscounts(business, input.itemType),
    },
    suggestedIds.filter((id) => id !== item.id),
  );
  return { ingredientNames, suggestions };
}
