import {
  itemStickers,
  type MenuCategoryDto,
  type MenuItemDto,
  type PriceLabelDto,
  type SmartCategoryDto,
} from "@storefront/api-client";
import {
  decideAddFromList,
  arrangeCategories,
  displayPrice,
  filterItems,
  formatMoney,
  money,
  pickText,
  searchItems,
  type BusinessTime,
  type MenuItemType,
  type PricingType,
} from "@storefront/domain";
import type { TFunction } from "i18next";
import { textTemplate } from "../language/text-template";
import type { FramedImage, ImageFrame } from "../images/image-frame";
import { itemOffer, type ItemOffer } from "./item-offer";
import { discountBadge, pagePrice, type PageDiscounts } from "../pricing/page-discounts";
import { defaultMenuSettings, type MenuSettings } from "./menu-settings";

/** One item as the menu list shows it, in the interface language. */
export interface MenuItemView {
  id: number;
  /** The card's element id, unique on the page (an item of a smart category appears twice). */
  anchor: string;
  /** The item page: /{referenceId}/{type}/{categoryId}/{itemId}. */
  path: string;
  name: string;
  description: string | null;
  /** The price as lines: one, or one per option for MULTIPLE_OPTIONS; after the menu discount. */
  prices: string[];
  /** The same lines before the menu discount, struck through beside them; null without one. */
  originalPrices: string[] | null;
  /** The menu discount's badge ("10 % off"); null without one. */
  badge: string | null;
  /** How a screen reader names the struck price: "Original price". */
  originalLabel: string;
  /** The price in major units for search engines; null when it depends on the customer's choice. */
  offer: ItemOffer | null;
  /** "520 kcal", in the interface language; null when the business hides calories. */
  calories: string | null;
  /** Its stickers ("New", "Popular"…) in the interface language, when the business shows them. */
  stickers: string[];
  /** Its picture in the business's frame; `eager` for the first ones of the page; none in compact lists. */
  image: (FramedImage & { eager?: boolean }) | null;
  /**
   * What its add button posts (spec 5, adding from a list): the price and count to add, or null
   * when the item page must open instead (modifiers, a required comment, several prices).
   */
  quickAdd: {
    /** The button's accessible name: "Add Machboos to the cart". */
    label: string;
    cartPath: string;
    categoryId: number;
    priceLabelId: number;
    quantity: number;
  } | null;
}

/**
 * A section of the menu: a category, or a subcategory under its parent, listing its items as
 * `Item`: first as listed items (`listMenu`), then as cards (`menuCards`) once a page is cut.
 */
export interface MenuSectionOf<Item> {
  id: number;
  /** The category page: /{referenceId}/{type}/{categoryId}. */
  path: string;
  name: string;
  description: string | null;
  items: Item[];
  /** The subcategories shown now that have items, in menu order. */
  subsections: MenuSectionOf<Item>[];
  /** The business's highlighted category (`highlightedCat`). */
  highlighted: boolean;
  /** A smart category of the standard menu, merged in at the top. */
  smart: boolean;
}

/** A section with its cards. */
export type MenuSectionView = MenuSectionOf<MenuItemView>;

/** An item a section lists, before its card is built; a smart category's copy has its own anchor. */
export interface ListedItem {
  item: MenuItemDto;
  anchor: string | null;
}

export interface MenuInput {
  categories: readonly MenuCategoryDto[];
  smartCategories: readonly SmartCategoryDto[];
  items: readonly MenuItemDto[];
  itemType: MenuItemType;
  /** The menu page's path, /{referenceId}/{type}; item pages sit under it. */
  menuPath: string;
  now: BusinessTime;
  language: string;
  businessLocales: readonly string[];
  t: TFunction;
  /** How the business frames item pictures; square on the card's colour by default. */
  imageFrame?: ImageFrame;
  /** The business's menu-content settings; the contract's defaults without them. */
  settings?: MenuSettings;
  /** The menu page's tag and ingredient filter: the items it keeps (every item without one). */
  keepItem?: (item: MenuItemDto) => boolean;
  /** The menu discounts of the page's selling type; none without them. */
  discounts?: PageDiscounts | null;
}

/**
 * The menu of one selling type as a customer sees it now (spec section 5): items filtered by
 * order type, visibility and every category's schedule and branch settings (domain
 * `filterItems`), then by the page's filter; categories shown now, shuffled by the day's seed when
 * the business randomizes, and with the standard menu the smart categories shown now merged in at
 * the top (spec 9, domain `arrangeCategories`), each listing its chosen items in its order; with
 * the standard menu and `showStandardSubCats` off, a category's subcategories fold into it;
 * empty sections dropped; texts in the interface language; prices by pricing type and settings.
 */
export function menuView(input: MenuInput): MenuSectionView[] {
  return menuCards(listMenu(input), input);
}

/**
 * The menu's sections as `menuView` arranges them, each listing its items without building their
 * cards: a page of a large menu cuts these first and builds only the cards it shows.
 */
export function listMenu(input: MenuInput): MenuSectionOf<ListedItem>[] {
  const settings = input.settings ?? defaultMenuSettings;
  const text = textIn(input);
  const keep = input.keepItem ?? (() => true);
  const itemsByCategory = new Map<number, ListedItem[]>();
  const listedById = new Map<number, MenuItemDto>();
  for (const item of shownItems(input)) {
    if (!keep(item)) continue;
    listedById.set(item.id, item);
    const list = itemsByCategory.get(item.category_id) ?? [];
    list.push({ item, anchor: null });
    itemsByCategory.set(item.category_id, list);
  }

  const foldSubcategories = settings.standardMenu && !settings.showStandardSubCats;
  const itemsUnder = (category: MenuCategoryDto): ListedItem[] => [
    ...(itemsByCategory.get(category.id) ?? []),
    ...category.subcategories.flatMap(itemsUnder),
  ];
  const section = (category: MenuCategoryDto): MenuSectionOf<ListedItem> => ({
    id: category.id,
    path: `${input.menuPath}/${category.id}`,
    name: text(category.name),
    description: category.description && text(category.description),
    items: foldSubcategories ? itemsUnder(category) : (itemsByCategory.get(category.id) ?? []),
    subsections: foldSubcategories ? [] : category.subcategories.map(section).filter(hasItems),
    highlighted: category.id === settings.highlightedCategoryId,
    smart: false,
  });
  const smartSection = (category: SmartCategoryDto): MenuSectionOf<ListedItem> => ({
    ...section(category),
    items: category.item_ids.flatMap((id) => {
      const item = listedById.get(id);
      return item ? [{ item, anchor: `item-${category.id}-${id}` }] : [];
    }),
    subsections: [],
    smart: true,
  });
  const arranged = arrangeCategories({
    categories: input.categories,
    smartCategories: settings.standardMenu ? input.smartCategories : [],
    now: input.now,
    randomize: settings.shuffleSeed !== null,
    seed: settings.shuffleSeed ?? undefined,
  });
  return arranged
    .map((category) => ("item_ids" in category ? smartSection(category) : section(category)))
    .filter(hasItems);
}

/** The cards of listed sections, in the interface language. */
export function menuCards(
  sections: readonly MenuSectionOf<ListedItem>[],
  input: MenuInput,
): MenuSectionView[] {
  const texts = itemTexts(input.t);
  const withCards = (section: MenuSectionOf<ListedItem>): MenuSectionView => ({
    ...section,
    items: section.items.map(({ item, anchor }) => {
      const view = itemView(item, input, texts);
      return anchor === null ? view : { ...view, anchor };
    }),
    subsections: section.subsections.map(withCards),
  });
  return sections.map(withCards);
}

/**
 * The items of the menu shown now that match a search (domain `searchItems`: every word, in any
 * of the item's languages), best first.
 */
export function searchView(input: MenuInput, query: string): MenuItemView[] {
  const texts = itemTexts(input.t);
  return searchItems(shownItems(input), query).map((item) => itemView(item, input, texts));
}

const squareFrame: ImageFrame = { width: 1, height: 1, background: null };

function shownItems({ items, itemType, now, categories }: MenuInput): MenuItemDto[] {
  return filterItems(items, { itemType, now, categories });
}

function textIn({ language, businessLocales }: MenuInput) {
  return (value: Record<string, string>) => pickText(value, language, businessLocales);
}

/** The messages every card repeats, each looked up once per page. */
function itemTexts(t: TFunction) {
  return {
    calories: textTemplate(t, "menu.calories", ["value"]),
    quickAdd: textTemplate(t, "itemForm.quickAdd", ["name"]),
    prices: priceTexts(t),
    stickers: stickerWords(t),
    originalPrice: t("price.original"),
  };
}

/** The word of every sticker in the interface language, looked up once per page. */
export function stickerWords(t: TFunction): Record<string, string> {
  return Object.fromEntries(itemStickers.map((sticker) => [sticker, t(`stickers.${sticker}`)]));
}

function itemView(
  item: MenuItemDto,
  input: MenuInput,
  texts: ReturnType<typeof itemTexts>,
): MenuItemView {
  const settings = input.settings ?? defaultMenuSettings;
  const text = textIn(input);
  const name = text(item.name);
  const pricingType = item.pricing_type as PricingType;
  const prices = settings.hidePrice ? null : itemPrices(item, input, texts.prices);
  return {
    id: item.id,
    anchor: `item-${item.id}`,
    path: `${input.menuPath}/${item.category_id}/${item.id}`,
    name,
    description: item.description && text(item.description),
    prices: prices?.prices ?? [],
    originalPrices: prices?.originalPrices ?? null,
    badge: prices?.badge ?? null,
    originalLabel: texts.originalPrice,
    offer: settings.hidePrice
      ? null
      : itemOffer(
          pricingType,
          // Search engines are told the price the cart will charge.
          item.price_labels.map((label) => ({
            ...label,
            price: {
              ...label.price,
              amount: pagePrice(label.price.amount, item, input.discounts).discounted,
            },
          })),
          text,
          settings.multiplePriceOption,
        ),
    calories:
      !settings.calories || item.calories === null
        ? null
        : texts.calories({ value: item.calories }),
    stickers: settings.stickers
      ? (item.stickers ?? []).map((sticker) => texts.stickers[sticker] ?? sticker)
      : [],
    image:
      item.image && settings.layout !== "compact"
        ? { src: item.image, ...(input.imageFrame ?? squareFrame) }
        : null,
    quickAdd: quickAdd(item, settings, `${input.menuPath}/cart`, texts.quickAdd({ name })),
  };
}

/**
 * An item's price lines after the page's menu discount (domain `discountedPrice`, as the cart
 * will charge it), and when it has one, the lines before it and the discount's badge.
 */
function itemPrices(
  item: MenuItemDto,
  input: MenuInput,
  texts: PriceTexts,
): Pick<MenuItemView, "prices" | "originalPrices" | "badge"> {
  const settings = input.settings ?? defaultMenuSettings;
  const text = textIn(input);
  const lines = (pay?: (price: number) => number) =>
    priceLines(
      item.pricing_type as PricingType,
      item.price_labels,
      input.language,
      text,
      texts,
      settings.multiplePriceOption,
      pay,
    );
  const discount = item.price_labels
    .map((label) => pagePrice(label.price.amount, item, input.discounts).discount)
    .find((found) => found !== null);
  if (!discount) return { prices: lines(), originalPrices: null, badge: null };
  return {
    prices: lines((price) => pagePrice(price, item, input.discounts).discounted),
    originalPrices: lines(),
    badge: discountBadge(
      discount,
      item.price_labels[0]?.price.currency ?? "KWD",
      input.language,
      input.t,
    ),
  };
}

/**
 * The domain's add-from-list rule for a menu item (spec 5), under the business's `modifiers` and
 * `hide_price`; the cart is never hidden. Null opens the item page (which is also the price
 * choice of a multi-price item).
 */
function quickAdd(
  item: MenuItemDto,
  settings: MenuSettings,
  cartPath: string,
  label: string,
): MenuItemView["quickAdd"] {
  const decision = decideAddFromList(
    {
      priceLabels: item.price_labels,
      hasModifiers: item.modifier_groups.length > 0,
      commentIsRequired: item.comment_is_required,
    },
    { modifiersEnabled: settings.modifiers, pricesHidden: settings.hidePrice, cartHidden: false },
  );
  return decision.action === "add"
    ? {
        label,
        cartPath,
        categoryId: item.category_id,
        priceLabelId: decision.priceLabelId,
        quantity: decision.quantity,
      }
    : null;
}

/** The section of a category, at the top or under its parent; undefined when it is not shown now. */
export function findSection(
  sections: readonly MenuSectionView[],
  categoryId: number,
): MenuSectionView | undefined {
  for (const section of sections) {
    if (section.id === categoryId) return section;
    const found = findSection(section.subsections, categoryId);
    if (found) return found;
  }
  return undefined;
}

function hasItems(section: MenuSectionOf<unknown>): boolean {
  return section.items.length > 0 || section.subsections.length > 0;
}

/** The price messages of the interface language, for `priceLines`. */
export function priceTexts(t: TFunction) {
  return {
    from: textTemplate(t, "menu.priceFrom", ["price"]),
    range: textTemplate(t, "menu.priceRange", ["lowest", "highest"]),
    onSelection: t("menu.priceOnSelection"),
  };
}

export type PriceTexts = ReturnType<typeof priceTexts>;

/**
 * The price lines of an item under its pricing type (spec section 3): one price, "from" the lowest
 * of several, every option with its label (a line each), a range, or "price on selection". With
 * the business's `multiple_price_option` off, a multi-price item shows only its "from" price.
 */
export function priceLines(
  pricingType: PricingType,
  labels: readonly PriceLabelDto[],
  language: string,
  text: (value: Record<string, string>) => string,
  texts: PriceTexts,
  everyOption = true,
  /** What the customer pays for a label price: the menu discount of the page taken off. */
  pay: (price: number) => number = (price) => price,
): string[] {
  const currency = labels[0]?.price.currency ?? "KWD";
  const format = (amount: number) => formatMoney(money(amount, currency), language);
  const display = displayPrice(
    pricingType,
    labels.map((label) => ({ id: label.id, price: pay(label.price.amount) })),
  );
  switch (display.kind) {
    case "from":
      return [
        labels.length > 1 ? texts.from({ price: format(display.price) }) : format(display.price),
      ];
    case "options": {
      if (everyOption) {
        return labels.map((label) => `${text(label.label)} ${format(pay(label.price.amount))}`);
      }
      const lowest = Math.min(...labels.map((label) => pay(label.price.amount)));
      return [labels.length > 1 ? texts.from({ price: format(lowest) }) : format(lowest)];
    }
    case "range":
      return [texts.range({ lowest: format(display.lowest), highest: format(display.highest) })];
    case "selected":
      return [format(display.price)];
    case "onSelection":
      return [texts.onSelection];
    case "none":
      return [];
  }
}

/** What of a menu a link may open now: the categories with a page and the items listed. */
export interface ShownMenuTargets {
  categoryIds: ReadonlySet<number>;
  itemIds: ReadonlySet<number>;
}

/**
 * The categories and items of one selling type's menu that are shown now, as `menuView` decides
 * (a category with nothing shown in it has no page), without building their texts: a banner
 * leading to anything else would open a missing page. Smart categories are left out, as they
 * never hold a link's target.
 */
export function shownMenuTargets(
  input: Pick<MenuInput, "categories" | "items" | "itemType" | "now">,
): ShownMenuTargets {
  const { itemType, now, categories } = input;
  const items = filterItems(input.items, { itemType, now, categories });
  const itemIds = new Set(items.map((item) => item.id));
  const withItems = new Set(items.map((item) => item.category_id));
  const categoryIds = new Set<number>();
  const shows = (category: MenuCategoryDto): boolean => {
    const subcategories = category.subcategories.filter(shows);
    const shown = withItems.has(category.id) || subcategories.length > 0;
    if (shown) categoryIds.add(category.id);
    return shown;
  };
  arrangeCategories<MenuCategoryDto, MenuCategoryDto>({
    categories,
    now,
    randomize: false,
  }).forEach(shows);
  return { categoryIds, itemIds };
}

/**
 * Chosen items of the menu as cards, in the order of `ids`: those shown now for the page's selling
 * type, the others left out (an item's suggestions on its page).
 */
export function itemsView(input: MenuInput, ids: readonly number[]): MenuItemView[] {
  if (ids.length === 0) return [];
  const texts = itemTexts(input.t);
  const shown = new Map(shownItems(input).map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = shown.get(id);
    return item ? [itemView(item, input, texts)] : [];
  });
}
