import type { MenuCategoryDto, MenuItemDto } from "@storefront/api-client";
import { inBusinessZone } from "@storefront/domain";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import {
  findSection,
  listMenu,
  menuCards,
  menuView,
  priceLines,
  priceTexts,
  searchView,
  shownMenuTargets,
} from "./menu-view";
import { menuCategory, menuItem } from "./menu.fixtures";
import { paginateSections } from "./paginate-sections";

// Sunday 22 November 2026, 13:00 in Kuwait.
const now = inBusinessZone(new Date("2026-11-22T10:00:00Z"), "Asia/Kuwait");

/** A category named in English, and in "Arabic" as the English name marked (ar). */
function category(id: number, name: string, extra: Partial<MenuCategoryDto> = {}): MenuCategoryDto {
  return menuCategory(id, { name: { en: name, ar: `${name} (ar)` }, ...extra });
}

function view(
  categories: MenuCategoryDto[],
  items: MenuItemDto[],
  itemType: "delivery" | "dine_in" | "reservation" = "delivery",
  language = "en",
) {
  return menuView({
    categories,
    smartCategories: [],
    items,
    itemType,
    menuPath: "/demo/delivery",
    now,
    language,
    businessLocales: ["ar", "en"],
    t: translate(language),
  });
}

/** The card of `menuItem(id, 1)` in Arabic at the delivery menu, its one price label `priceLabelId`. */
function plainCardInArabic(id: number, priceLabelId: number) {
  return {
    id,
    anchor: `item-${id}`,
    path: `/demo/delivery/1/${id}`,
    name: `صنف ${id}`,
    description: null,
    prices: ["1.250 د.ك."],
    originalPrices: null,
    badge: null,
    originalLabel: "السعر الأصلي",
    offer: { currency: "KWD", price: "1.250" },
    calories: null,
    stickers: [],
    image: null,
    // One price, no modifiers, no required comment: the card adds it (spec 5).
    quickAdd: {
      label: `أضف صنف ${id}`,
      cartPath: "/demo/delivery/cart",
      categoryId: 1,
      priceLabelId,
      quantity: 1,
    },
  };
}

describe("menuView", () => {
  it("says calories in the interface language", () => {
    const [section] = view([category(1, "Grills")], [menuItem(1, 1, { calories: 520 })]);
    expect(section?.items[0]?.calories).toBe("520 kcal");
  });

  it("shows each category with its items, in the interface language", () => {
    const sections = view(
      [category(1, "Grills")],
      [menuItem(1, 1), menuItem(2, 1)],
      "delivery",
      "ar",
    );
    expect(sections).toEqual([
      {
        id: 1,
        path: "/demo/delivery/1",
        name: "Grills (ar)",
        description: null,
        items: [plainCardInArabic(1, 10), plainCardInArabic(2, 20)],
        subsections: [],
        highlighted: false,
        smart: false,
      },
    ]);
  });

  it("filters by order type: reservation-only items are not on the delivery menu, and the reservation menu shows only those", () => {
    const items = [menuItem(1, 1), menuItem(2, 1, { types: ["reservation"] })];
    expect(view([category(1, "Sets")], items, "delivery")[0]?.items.map((i) => i.id)).toEqual([1]);
    expect(view([category(1, "Sets")], items, "reservation")[0]?.items.map((i) => i.id)).toEqual([
      2,
    ]);
  });

  it("hides items that are not visible, and categories outside their schedule (Sunday is index 6)", () => {
    const sundayClosed = {
      days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ closed: day === 6, shifts: [] })),
    };
    const sections = view(
      [category(1, "Grills"), category(2, "Breakfast", { available: sundayClosed })],
      [menuItem(1, 1), menuItem(2, 1, { visible: false }), menuItem(3, 2)],
    );
    expect(sections.map((section) => section.name)).toEqual(["Grills"]);
    expect(sections[0]?.items.map((i) => i.id)).toEqual([1]);
  });

  it("drops categories with nothing to order, and nests subcategories that have items", () => {
    const appetizers = category(1, "Appetizers", {
      subcategories: [
        category(11, "Cold", { parent_id: 1 }),
        category(12, "Hot", { parent_id: 1 }),
      ],
    });
    const sections = view([appetizers, category(2, "Empty")], [menuItem(1, 11)]);
    expect(sections).toHaveLength(1);
    expect(sections[0]?.items).toEqual([]);
    expect(sections[0]?.subsections.map((section) => section.name)).toEqual(["Cold"]);
    expect(findSection(sections, 11)?.path).toBe("/demo/delivery/11");
    expect(findSection(sections, 12)).toBeUndefined();
    expect(findSection(sections, 2)).toBeUndefined();
  });
});

describe("searchView", () => {
  it("finds the items shown now by a word of any of their names, in the page's language", () => {
    const input = {
      categories: [category(1, "Grills")],
      smartCategories: [],
      items: [menuItem(1, 1), menuItem(2, 1), menuItem(3, 1, { visible: false })],
      itemType: "delivery" as const,
      menuPath: "/demo/delivery",
      now,
      language: "en",
      businessLocales: ["ar", "en"],
      t: translate("en"),
    };
    // Arabic words find items on an English page; a hidden item is never found.
    expect(searchView(input, "صنف 2").map((found) => found.name)).toEqual(["Item 2"]);
    expect(searchView(input, "item").map((found) => found.id)).toEqual([1, 2]);
    expect(searchView(input, "")).toEqual([]);
  });
});

describe("priceLines (spec 3: the four pricing types)", () => {
  const t = priceTexts(translate("en"));
  const text = (value: Record<string, string>) => value.en ?? "";
  const label = (id: number, name: string, amount: number) => ({
    id,
    label: { en: name },
    price: { amount, currency: "KWD" },
    minimum: 1,
    maximum: 1000,
    weight: null,
  });
  const labels = [label(1, "Half", 2500), label(2, "Full", 4750)];

  it("STARTING_FROM shows the lowest price, with 'From' when there are several", () => {
    expect(priceLines(0, labels, "en", text, t)).toEqual(["From 2.500 KWD"]);
    expect(priceLines(0, [label(1, "One", 750)], "en", text, t)).toEqual(["0.750 KWD"]);
  });

  it("MULTIPLE_OPTIONS shows every option with its label, a line each", () => {
    expect(priceLines(1, labels, "en", text, t)).toEqual(["Half 2.500 KWD", "Full 4.750 KWD"]);
  });

  it("PRICE_ON_SELECTION shows no price until one is chosen", () => {
    expect(priceLines(2, labels, "en", text, t)).toEqual(["Price on selection"]);
  });

  it("MIN_MAX shows the lowest to the highest", () => {
    expect(priceLines(3, labels, "en", text, t)).toEqual(["2.500 KWD – 4.750 KWD"]);
  });
});

describe("shownMenuTargets (what a banner may open now)", () => {
  it("names the categories with a page and the items listed, as menuView shows them", () => {
    const sundayClosed = {
      days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ closed: day === 6, shifts: [] })),
    };
    const appetizers = category(1, "Appetizers", {
      subcategories: [
        category(11, "Cold", { parent_id: 1 }),
        category(12, "Hot", { parent_id: 1 }),
      ],
    });
    const categories = [appetizers, category(2, "Breakfast", { available: sundayClosed })];
    const items = [
      menuItem(1, 11),
      menuItem(2, 11, { visible: false }),
      menuItem(3, 2),
      menuItem(4, 12, { types: ["reservation"] }),
    ];
    const shown = shownMenuTargets({ categories, items, itemType: "delivery", now });
    const sections = menuView({
      categories,
      smartCategories: [],
      items,
      itemType: "delivery",
      menuPath: "/demo/delivery",
      now,
      language: "en",
      businessLocales: ["en"],
      t: translate("en"),
    });
    expect([...shown.categoryIds].sort()).toEqual([1, 11]);
    expect([...shown.itemIds]).toEqual([1]);
    expect(findSection(sections, 11)).toBeDefined();
    expect(findSection(sections, 2)).toBeUndefined();
  });
});

describe("menu discounts on the cards (spec 3: discounts per selling type)", () => {
  const input = {
    categories: [category(2, "Grills")],
    smartCategories: [],
    items: [
      menuItem(7, 2, {
        price_labels: [
          { ...menuItem(7, 2).price_labels[0]!, price: { amount: 4950, currency: "KWD" } },
        ],
      }),
    ],
    menuPath: "/demo/delivery",
    now,
    businessLocales: ["en", "ar"],
    discounts: {
      sellingType: "delivery" as const,
      discounts: {
        delivery: { categoriesDiscounts: { 2: { id: 1, type: "percent" as const, value: 1000 } } },
      },
    },
  };

  it("shows a 10 % Grills delivery discount on the card: 4.455 paid, 4.950 struck, a badge", () => {
    const [card] = menuView({
      ...input,
      itemType: "delivery",
      language: "en",
      t: translate("en"),
    })[0]!.items;
    expect(card).toMatchObject({
      prices: ["4.455 KWD"],
      originalPrices: ["4.950 KWD"],
      badge: "10 % off",
      originalLabel: "Original price",
      offer: { currency: "KWD", price: "4.455" },
    });
    const [arabic] = menuView({
      ...input,
      itemType: "delivery",
      language: "ar",
      t: translate("ar"),
    })[0]!.items;
    expect(arabic).toMatchObject({ prices: ["4.455 د.ك."], badge: "خصم 10 %" });
  });

  it("shows no discount of another selling type", () => {
    const [card] = menuView({
      ...input,
      itemType: "dine_in",
      discounts: { ...input.discounts, sellingType: "dine_in" },
      language: "en",
      t: translate("en"),
    })[0]!.items;
    expect(card).toMatchObject({ prices: ["4.950 KWD"], originalPrices: null, badge: null });
  });
});

describe("listMenu and menuCards", () => {
  test.prop([
    fc.array(fc.tuple(fc.nat(12), fc.nat(6)), { minLength: 1, maxLength: 8 }),
    fc.integer({ min: 1, max: 20 }),
    fc.integer({ min: 1, max: 6 }),
  ])(
    "cut a page and build its cards as menuView's cards cut to the same page",
    (shape, perPage, page) => {
      let nextId = 1;
      const items: MenuItemDto[] = [];
      const categories = shape.map(([count, subCount], index) => {
        const id = index * 2 + 1;
        const sub = menuCategory(id + 1, { parent_id: id });
        for (let n = 0; n < count; n++) items.push(menuItem(nextId++, id));
        for (let n = 0; n < subCount; n++) items.push(menuItem(nextId++, id + 1));
        return menuCategory(id, { subcategories: subCount > 0 ? [sub] : [] });
      });
      const input = {
        categories,
        smartCategories: [],
        items,
        itemType: "delivery" as const,
        menuPath: "/demo/delivery",
        now,
        language: "en",
        businessLocales: ["ar", "en"],
        t: translate("en"),
      };
      const cut = paginateSections(listMenu(input), page, perPage);
      expect(menuCards(cut.sections, input)).toEqual(
        paginateSections(menuView(input), page, perPage).sections,
      );
    },
  );
});
