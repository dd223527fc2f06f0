import type { MenuCategoryDto, MenuItemDto, PriceLabelDto } from "@storefront/api-client";
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

/** One item as the menu list shows it, in the interface language. */
export interface MenuItemView {
  id: number;
  /** The item page: /{referenceId}/{type}/{categoryId}/{itemId}. */
  path: string;
  name: string;
  description: string | null;
  /** The price as lines: one, or one per option for MULTIPLE_OPTIONS. */
  prices: string[];
  /** The price in major units for search engines; null when it depends on the customer's choice. */
  offer: ItemOffer | null;
  /** "520 kcal", in the interface language. */
  calories: string | null;
  /** Its picture in the business's frame; `eager` for the first ones of the page. */
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

/** A section of the menu: a category, or a subcategory under its parent. */
export interface MenuSectionView {
  id: number;
  /** The category page: /{referenceId}/{type}/{categoryId}. */
  path: string;
  name: string;
  description: string | null;
  items: MenuItemView[];
  /** The subcategories shown now that have items, in menu order. */
  subsections: MenuSectionView[];
}

export interface MenuInput {
  categories: readonly MenuCategoryDto[];
  smartCategories: readonly MenuCategoryDto[];
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
}

/**
 * The menu of one selling type as a customer sees it now (spec section 5): items filtered by
 * order type, visibility and every category's schedule and branch settings (domain
 * `filterItems`); categories shown now, smart categories on top (domain `arrangeCategories`);
 * empty sections dropped; texts in the interface language; prices by pricing type.
 */
export function menuView(input: MenuInput): MenuSectionView[] {
  const text = textIn(input);
  const texts = itemTexts(input.t);
  const itemsByCategory = new Map<number, MenuItemView[]>();
  for (const item of shownItems(input)) {
    const list = itemsByCategory.get(item.category_id) ?? [];
    list.push(itemView(item, input, texts));
    itemsByCategory.set(item.category_id, list);
  }

  const section = (category: MenuCategoryDto): MenuSectionView => ({
    id: category.id,
    path: `${input.menuPath}/${category.id}`,
    name: text(category.name),
    description: category.description && text(category.description),
    items: itemsByCategory.get(category.id) ?? [],
    subsections: category.subcategories.map(section).filter(hasItems),
  });
  const arranged = arrangeCategories({
    categories: input.categories,
    smartCategories: input.smartCategories,
    now: input.now,
    randomize: false,
  });
  return arranged.map(section).filter(hasItems);
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
  };
}

function itemView(
  item: MenuItemDto,
  input: MenuInput,
  texts: ReturnType<typeof itemTexts>,
): MenuItemView {
  const text = textIn(input);
  const name = text(item.name);
  return {
    id: item.id,
    path: `${input.menuPath}/${item.category_id}/${item.id}`,
    name,
    description: item.description && text(item.description),
    prices: priceLines(
      item.pricing_type as PricingType,
      item.price_labels,
      input.language,
      text,
      texts.prices,
    ),
    offer: itemOffer(item.pricing_type as PricingType, item.price_labels, text),
    calories: item.calories === null ? null : texts.calories({ value: item.calories }),
    image: item.image ? { src: item.image, ...(input.imageFrame ?? squareFrame) } : null,
    quickAdd: quickAdd(item, `${input.menuPath}/cart`, texts.quickAdd({ name })),
  };
}

/** The domain's add-from-list rule for a menu item; the cart and prices are never hidden yet. */
function quickAdd(item: MenuItemDto, cartPath: string, label: string): MenuItemView["quickAdd"] {
  const decision = decideAddFromList(
    {
      itemId: item.id,
      categoryId: item.category_id,
      priceLabels: item.price_labels.map((label) => ({
        id: label.id,
        price: label.price.amount,
        minimum: label.minimum,
        maximum: label.maximum,
      })),
      hasModifiers: item.modifier_groups.length > 0,
      commentIsRequired: item.comment_is_required,
      taxes: [],
      inclusiveTaxes: [],
    },
    { modifiersEnabled: true, pricesHidden: false, cartHidden: false },
  );
  return decision.action === "add"
    ? {
        label,
        cartPath,
        categoryId: item.category_id,
        priceLabelId: decision.line.priceLabel.id,
        quantity: decision.line.count,
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

function hasItems(section: MenuSectionView): boolean {
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
 * of several, every option with its label (a line each), a range, or "price on selection".
 */
export function priceLines(
  pricingType: PricingType,
  labels: readonly PriceLabelDto[],
  language: string,
  text: (value: Record<string, string>) => string,
  texts: PriceTexts,
): string[] {
  const currency = labels[0]?.price.currency ?? "KWD";
  const format = (amount: number) => formatMoney(money(amount, currency), language);
  const display = displayPrice(
    pricingType,
    labels.map((label) => ({ id: label.id, price: label.price.amount })),
  );
  switch (display.kind) {
    case "from":
      return [
        labels.length > 1 ? texts.from({ price: format(display.price) }) : format(display.price),
      ];
    case "options":
      return labels.map((label) => `${text(label.label)} ${format(label.price.amount)}`);
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
