import type { Params } from "@remix-run/react";
import { businessSettingsOf } from "@storefront/api-client";
import { inBusinessZone, pickText, sellingTypeStrings, toMenuItemType } from "@storefront/domain";
import { businessHome } from "../business/business-home";
import { requireBusiness } from "../business/require-business.server";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { bannerStrip, loadBanners } from "../banners/load-banners.server";
import { loadMenu } from "./load-menu.server";
import { loadShifts } from "./load-shifts.server";
import { listMenu, menuCards, menuView, searchView, type MenuInput } from "./menu-view";
import { pageDiscounts } from "../pricing/page-discounts";
import {
  itemFilter,
  menuFilterQuery,
  menuFilterView,
  noFilter,
  readMenuFilter,
  type MenuFilter,
} from "./menu-filter";
import { menuSettingsOf } from "./menu-settings";
import { loadTagsIngredients } from "./load-tags-ingredients.server";
import { imageFrameOf } from "../images/image-frame";
import { markEagerImages } from "../images/mark-eager-images";
import { openStateView } from "./open-state";
import { paginateSections } from "./paginate-sections";
import { notFound } from "../http/not-found";

/**
 * What a category page loads: the business (fetch-business guard), the selling type
 * (check-selling-type guard: an unknown {type} is a 404) and the menu shown now, or the message of
 * a failed menu fetch.
 */
export async function menuPageData(request: Request, params: Params) {
  const { page, input, error } = await menuPageInput(request, params);
  // Two pictures are above the fold on a phone; the rest load lazily.
  return { ...page, sections: input ? markEagerImages(menuView(input), 2) : [], error };
}

/**
 * The menu page's data: one page of the menu (`?page=`, 200 items a page), with a link to every
 * category on whichever page it starts (the highlighted one first), the tag and ingredient filter
 * kept in every link.
 */
export async function menuListPageData(request: Request, params: Params) {
  const { page, input, error } = await menuPageInput(request, params, true);
  const listed = input ? listMenu(input) : [];
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const cut = paginateSections(listed, requested);
  const filterQuery = menuFilterQuery(page.filter);
  const pageHref = (number: number) => {
    const query = [number === 1 ? "" : `page=${number}`, filterQuery].filter(Boolean).join("&");
    return query ? `${page.menuPath}?${query}` : page.menuPath;
  };
  const links = listed.map((section) => {
    const on = cut.pageOfSection.get(section.id) ?? 1;
    return {
      id: section.id,
      name: section.name,
      highlighted: section.highlighted,
      href: `${on === cut.page ? "" : pageHref(on)}#category-${section.id}`,
    };
  });
  return {
    ...page,
    error,
    // Structured data names the pages by absolute address.
    origin: new URL(request.url).origin,
    // Cards only for the page's items: a 2,000-item menu builds 200 (two pictures load at once).
    sections: input ? markEagerImages(menuCards(cut.sections, input), 2) : [],
    clearFilterHref: page.menuPath,
    categoryLinks: [
      ...links.filter((link) => link.highlighted),
      ...links.filter((link) => !link.highlighted),
    ],
    pager: {
      page: cut.page,
      pageCount: cut.pageCount,
      previous: cut.page > 1 ? pageHref(cut.page - 1) : null,
      next: cut.page < cut.pageCount ? pageHref(cut.page + 1) : null,
    },
  };
}

/** The search page's data: the menu page's, with the items shown now that match `query`. */
export async function searchPageData(request: Request, params: Params, query: string) {
  const { page, input, error } = await menuPageInput(request, params);
  return { ...page, query, results: input ? searchView(input, query) : [], error };
}

/**
 * `menuList`: the menu page itself, which also shows the day's banners and the tag and ingredient
 * filter.
 */
async function menuPageInput(request: Request, params: Params, menuList = false) {
  const business = await requireBusiness(request, params.referenceId);
  const type = params.type ?? "";
  const itemType = toMenuItemType(type);
  if (!itemType.ok) throw notFound();

  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  // reserv_dinein and reserv_service are named as the reservation menu (spec 4).
  const typeKey = itemType.itemType === "reservation" ? "reservation" : type;
  const typeName = t(`sellingTypes.${typeKey}`, { defaultValue: type });
  const home = businessHome(business, language);
  const homePath = `/${business.reference_id}`;
  const menuPath = `${homePath}/${type}`;
  // Known, since toMenuItemType read it.
  const typeString = type as keyof typeof sellingTypeStrings;
  const settings = businessSettingsOf(business);
  const [menu, shifts, tagsIngredients, banners] = await Promise.all([
    loadMenu(business.branch_id, language),
    loadShifts(business.reference_id, business.branch_id, typeString, language),
    menuList ? loadTagsIngredients(business.branch_id, language) : null,
    // A failed banner call leaves the page without them.
    menuList ? loadBanners(business, language) : [],
  ]);
  const now = inBusinessZone(new Date(), business.time_zone);
  const menuSettings = menuSettingsOf(
    settings,
    business.reference_id,
    now,
    menu.ok ? menu.answer : null,
  );
  const filter: MenuFilter = menuList
    ? readMenuFilter(new URL(request.url).searchParams, settings.ingredients)
    : noFilter;
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const page = {
    language,
    home,
    homePath,
    menuPath,
    typeName,
    businessType: business.business_type,
    hidePrice: settings.hide_price,
    layout: settings.menu_layout,
    filter,
    filterView: tagsIngredients
      ? menuFilterView(
          filter,
          tagsIngredients.tags,
          settings.ingredients ? tagsIngredients.ingredients : [],
          text,
        )
      : null,
    title: t("menu.title", { type: typeName }),
    openState: openStateView(sellingTypeStrings[typeString].sellingType, shifts, t, language),
    banners: bannerStrip(business, banners, { language, type, menu }),
  };
  if (!menu.ok) return { page, input: null, error: menu.message ?? t("menu.fetchFailed") };
  const input: MenuInput = {
    categories: menu.answer.menu.categories,
    smartCategories: menu.answer.smart_categories,
    items: menu.answer.menu.items,
    itemType: itemType.itemType,
    menuPath,
    now,
    language,
    businessLocales: business.locales,
    t,
    imageFrame: imageFrameOf(business),
    settings: menuSettings,
    keepItem: itemFilter(filter, tagsIngredients?.tags ?? []),
    discounts: pageDiscounts(business, itemType.itemType),
  };
  return { page, input, error: null };
}
