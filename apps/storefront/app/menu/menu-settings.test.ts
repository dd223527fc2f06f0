import { fc, test } from "@fast-check/vitest";
import type { GetItemAnswer, MenuItemDto, SmartCategoryDto, TagDto } from "@storefront/api-client";
import { inBusinessZone } from "@storefront/domain";
import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import { itemView } from "./item-view";
import {
  itemFilter,
  menuFilterQuery,
  menuFilterView,
  readMenuFilter,
  type MenuFilter,
} from "./menu-filter";
import {
  dailyShuffleSeed,
  defaultMenuSettings,
  menuSettingsOf,
  type MenuSettings,
} from "./menu-settings";
import { itemsView, menuView, searchView, type MenuInput } from "./menu-view";
import { menuCategory, menuItem } from "./menu.fixtures";
import { businessSettingsOf } from "@storefront/api-client";

// Sunday 22 November 2026, 13:00 in Kuwait.
const now = inBusinessZone(new Date("2026-11-22T10:00:00Z"), "Asia/Kuwait");
const kwd = (amount: number) => ({ amount, currency: "KWD" });

function smart(id: number, itemIds: number[]): SmartCategoryDto {
  return { ...menuCategory(id), parent_id: null, subcategories: [], item_ids: itemIds };
}

/** A dish with everything the menu's settings can show or hide: calories, time, photo, stickers. */
function item(id: number, categoryId: number, extra: Partial<MenuItemDto> = {}): MenuItemDto {
  return menuItem(id, categoryId, {
    calories: 400,
    preparation_time: 15,
    image: "https://media.example/dish.webp",
    stickers: ["new", "chef_choice"],
    tag_ids: [],
    ingredient_ids: [],
    suggested_item_ids: [],
    ...extra,
  });
}

const twoPrices = {
  pricing_type: 1,
  price_labels: [
    { id: 1, label: { en: "Half" }, price: kwd(2500), minimum: 1, maximum: 1000, weight: null },
    { id: 2, label: { en: "Full" }, price: kwd(4750), minimum: 1, maximum: 1000, weight: null },
  ],
};

const withGroup = {
  modifier_groups: [
    {
      id: 5,
      name: { en: "Extras" },
      minimum: 0,
      maximum: 2,
      modifiers: [
        {
          id: 51,
          name: { en: "Cheese" },
          price: kwd(250),
          maximum_quantity: 1,
          taxes: [],
          inclusive_taxes: [],
        },
      ],
    },
  ],
};

function input(
  settings: Partial<MenuSettings>,
  extra: Partial<MenuInput> = {},
  language = "en",
): MenuInput {
  return {
    categories: [menuCategory(1), menuCategory(2)],
    smartCategories: [],
    items: [item(1, 1), item(2, 2)],
    itemType: "delivery",
    menuPath: "/demo/delivery",
    now,
    language,
    businessLocales: ["ar", "en"],
    t: translate(language),
    settings: { ...defaultMenuSettings, ...settings },
    ...extra,
  };
}

const cards = (sections: ReturnType<typeof menuView>) =>
  sections.flatMap((section) => section.items);

describe("hide_price", () => {
  it("shows no price on a card or in search results, and offers none to search engines", () => {
    const hidden = input({ hidePrice: true }, { items: [item(1, 1), item(2, 2, twoPrices)] });
    for (const card of [...cards(menuView(hidden)), ...searchView(hidden, "item")]) {
      expect(card.prices).toEqual([]);
      expect(card.offer).toBeNull();
    }
  });

  it("opens the item page instead of adding from the list (spec 5: 'Adding from a list is blocked, and the item page opened instead, when … prices or cart are hidden')", () => {
    expect(cards(menuView(input({ hidePrice: false })))[0]?.quickAdd).not.toBeNull();
    expect(cards(menuView(input({ hidePrice: true })))[0]?.quickAdd).toBeNull();
  });

  it("shows no price on the item page: not its line, its options, its modifiers nor its add button", () => {
    const view = itemView(itemAnswer(), "en", ["en"], translate("en"), undefined, {
      ...defaultMenuSettings,
      hidePrice: true,
    });
    expect(view.price).toBeNull();
    expect(view.pricesHidden).toBe(true);
    expect(view.labels.map((label) => label.price)).toEqual([null, null]);
    expect(view.groups.flatMap((group) => group.modifiers.map((m) => m.price))).toEqual([null]);
  });
});

describe("multiple_price_option", () => {
  it("on: a multi-price item lists each option with its price", () => {
    const [card] = cards(menuView(input({}, { items: [item(1, 1, twoPrices)] })));
    expect(card?.prices).toEqual(["Half 2.500 KWD", "Full 4.750 KWD"]);
  });

  it("off: only its 'from' price, on the card and on the item page; search engines get the range", () => {
    const [card] = cards(
      menuView(input({ multiplePriceOption: false }, { items: [item(1, 1, twoPrices)] })),
    );
    expect(card?.prices).toEqual(["From 2.500 KWD"]);
    expect(card?.offer).toEqual({ currency: "KWD", lowest: "2.500", highest: "4.750" });
    const page = itemView(itemAnswer(), "en", ["en"], translate("en"), undefined, {
      ...defaultMenuSettings,
      multiplePriceOption: false,
    });
    expect(page.price).toBe("From 2.500 KWD");
    expect(page.labels.map((label) => [label.label, label.price])).toEqual([
      ["Half", null],
      ["Full", null],
    ]);
  });

  it("'A multi-price item opens a price choice' (spec 5): its card does not add, its page chooses", () => {
    const [card] = cards(menuView(input({}, { items: [item(1, 1, twoPrices)] })));
    expect(card?.quickAdd).toBeNull();
  });
});

describe("calories, preparation_time, ingredients, modifiers", () => {
  it("calories are shown only when on", () => {
    expect(cards(menuView(input({})))[0]?.calories).toBe("400 kcal");
    expect(cards(menuView(input({ calories: false })))[0]?.calories).toBeNull();
    const page = (settings: Partial<MenuSettings>) =>
      itemView(itemAnswer(), "en", ["en"], translate("en"), undefined, {
        ...defaultMenuSettings,
        ...settings,
      });
    expect(page({}).calories).toBe(900);
    expect(page({ calories: false }).calories).toBeNull();
    expect(page({}).preparationMinutes).toBe(20);
    expect(page({ preparationTime: false }).preparationMinutes).toBeNull();
  });

  it("ingredients are named in the interface language, in the item's order, only when on", () => {
    const names = new Map([
      [8, { en: "Saffron", ar: "زعفران" }],
      [9, { en: "Rice", ar: "عيش" }],
    ]);
    const page = (settings: Partial<MenuSettings>, language = "en") =>
      itemView(
        itemAnswer(),
        language,
        ["ar", "en"],
        translate(language),
        undefined,
        {
          ...defaultMenuSettings,
          ...settings,
        },
        names,
      );
    expect(page({}).ingredients).toEqual(["Rice", "Saffron"]);
    expect(page({}, "ar").ingredients).toEqual(["عيش", "زعفران"]);
    expect(page({ ingredients: false }).ingredients).toEqual([]);
  });

  it("modifiers off: no group is offered, and the list adds the item (spec 5: 'when the item has modifiers (if modifiers are enabled)')", () => {
    const menu = (modifiers: boolean) =>
      cards(menuView(input({ modifiers }, { items: [item(1, 1, withGroup)] })))[0]?.quickAdd;
    expect(menu(true)).toBeNull();
    expect(menu(false)).toMatchObject({ priceLabelId: 10, quantity: 1 });
    const page = itemView(itemAnswer(), "en", ["en"], translate("en"), undefined, {
      ...defaultMenuSettings,
      modifiers: false,
    });
    expect(page.groups).toEqual([]);
  });
});

describe("stickers", () => {
  it("are badges worded in the interface language, only when on", () => {
    expect(cards(menuView(input({})))[0]?.stickers).toEqual(["New", "Chef's choice"]);
    expect(cards(menuView(input({}, {}, "ar")))[0]?.stickers).toEqual(["جديد", "اختيار الشيف"]);
    expect(cards(menuView(input({ stickers: false })))[0]?.stickers).toEqual([]);
  });
});

describe("menu_layout", () => {
  it("compact draws no pictures; list and grid do", () => {
    expect(cards(menuView(input({ layout: "compact" })))[0]?.image).toBeNull();
    expect(cards(menuView(input({ layout: "grid" })))[0]?.image?.src).toBe(
      "https://media.example/dish.webp",
    );
  });
});

describe("suggested items", () => {
  it("are those shown now for the selling type, in the business's order", () => {
    const suggestions = itemsView(
      input(
        {},
        {
          items: [
            item(1, 1),
            item(2, 2),
            item(3, 1, { visible: false }),
            item(4, 1, { types: ["reservation"] }),
          ],
        },
      ),
      [4, 2, 3, 99, 1],
    );
    expect(suggestions.map((card) => card.id)).toEqual([2, 1]);
    expect(suggestions[0]?.path).toBe("/demo/delivery/2/2");
  });
});

describe("smart categories and the highlighted category", () => {
  const standard = (settings: Partial<MenuSettings>) =>
    menuView(
      input(
        { standardMenu: true, ...settings },
        {
          categories: [
            menuCategory(1, { subcategories: [menuCategory(11, { parent_id: 1 })] }),
            menuCategory(2),
          ],
          smartCategories: [smart(50, [2, 1, 77])],
          items: [item(1, 1), item(2, 2), item(3, 11)],
        },
      ),
    );

  it("'Smart categories (standard menu) are merged in at the top' (spec 9), listing their items in order", () => {
    const sections = standard({});
    expect(sections.map((section) => [section.id, section.smart])).toEqual([
      [50, true],
      [1, false],
      [2, false],
    ]);
    expect(sections[0]?.items.map((card) => card.id)).toEqual([2, 1]);
    // An item of a smart category is on the page twice; its card's anchor is still unique.
    const anchors = sections
      .flatMap((section) => [...section.items, ...section.subsections.flatMap((sub) => sub.items)])
      .map((card) => card.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    // …and a picture of its own, so marking the first pictures eager marks each once.
    expect(sections[0]?.items[1]?.image).not.toBe(sections[1]?.items[0]?.image);
  });

  it("without the standard menu, smart categories are not shown", () => {
    expect(standard({ standardMenu: false }).map((section) => section.id)).toEqual([1, 2]);
  });

  it("showStandardSubCats off folds a category's subcategories into it", () => {
    expect(
      standard({})
        .find((s) => s.id === 1)
        ?.subsections.map((s) => s.id),
    ).toEqual([11]);
    const folded = standard({ showStandardSubCats: false }).find((s) => s.id === 1);
    expect(folded?.subsections).toEqual([]);
    expect(folded?.items.map((card) => card.id)).toEqual([1, 3]);
  });

  it("marks the highlighted category, regular or smart", () => {
    expect(
      standard({ highlightedCategoryId: 2 })
        .filter((s) => s.highlighted)
        .map((s) => s.id),
    ).toEqual([2]);
    expect(
      standard({ highlightedCategoryId: 50 })
        .filter((s) => s.highlighted)
        .map((s) => s.id),
    ).toEqual([50]);
  });

  it("reads highlightedCat and showStandardSubCats from the menu answer", () => {
    const settings = menuSettingsOf(businessSettingsOf({ is_standard_menu: true }), "demo", now, {
      highlightedCat: 7,
      showStandardSubCats: false,
    });
    expect(settings).toMatchObject({
      standardMenu: true,
      highlightedCategoryId: 7,
      showStandardSubCats: false,
      shuffleSeed: null,
    });
  });
});

describe("randomize", () => {
  it("shuffles by one seed a day per business, the day being the business's own", () => {
    const settings = (instant: string, zone: string, referenceId = "demo-zurich") =>
      menuSettingsOf(
        businessSettingsOf({ randomize: true }),
        referenceId,
        inBusinessZone(new Date(instant), zone),
      ).shuffleSeed;
    // Kuwait is UTC+3: its day runs from 21:00 UTC to 21:00 UTC, whatever the server's zone.
    expect(settings("2026-11-22T05:00:00Z", "Asia/Kuwait")).toBe(
      settings("2026-11-22T20:59:00Z", "Asia/Kuwait"),
    );
    expect(settings("2026-11-22T20:59:00Z", "Asia/Kuwait")).not.toBe(
      settings("2026-11-22T21:00:00Z", "Asia/Kuwait"),
    );
    expect(settings("2026-11-22T05:00:00Z", "Asia/Kuwait", "demo")).not.toBe(
      settings("2026-11-22T05:00:00Z", "Asia/Kuwait"),
    );
    expect(menuSettingsOf(businessSettingsOf({}), "demo", now).shuffleSeed).toBeNull();
    expect(dailyShuffleSeed("demo-zurich", "2026-11-24")).toBe(
      dailyShuffleSeed("demo-zurich", "2026-11-24"),
    );
  });

  describe("properties", () => {
    test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 3 }), fc.nat()])(
      "keeps the same set of categories, smart ones first in their order, the same order for the same seed",
      (regularCount, smartCount, seed) => {
        const regular = Array.from({ length: regularCount }, (_, index) => menuCategory(index + 1));
        const smarts = Array.from({ length: smartCount }, (_, index) => smart(100 + index, [1]));
        const items = regular.map((c) => item(c.id, c.id));
        const arrange = () =>
          menuView(
            input(
              { standardMenu: true, shuffleSeed: seed },
              { categories: regular, smartCategories: smarts, items },
            ),
          ).map((section) => section.id);
        const ids = arrange();
        expect(ids.slice(0, smartCount)).toEqual(smarts.map((s) => s.id));
        expect([...ids.slice(smartCount)].sort((a, b) => a - b)).toEqual(regular.map((c) => c.id));
        expect(arrange()).toEqual(ids);
      },
    );
  });
});

describe("the tag and ingredient filter", () => {
  const tags: TagDto[] = [
    { id: 1, key: "spicy", name: { en: "Spicy", ar: "حار" } },
    { id: 2, key: "vegan", name: { en: "Vegan", ar: "نباتي صرف" } },
  ];

  it("reads tags by key and ingredients by id from the address, each once, ignoring the malformed", () => {
    const search = new URLSearchParams(
      "tag=spicy&tag=spicy&tag=Bad Key&ingredient=12&ingredient=x&ingredient=12&page=2",
    );
    expect(readMenuFilter(search, true)).toEqual({ tagKeys: ["spicy"], ingredientIds: [12] });
    // Ingredients are not a filter when the business does not show them.
    expect(readMenuFilter(search, false)).toEqual({ tagKeys: ["spicy"], ingredientIds: [] });
    expect(menuFilterQuery({ tagKeys: ["spicy", "vegan"], ingredientIds: [12] })).toBe(
      "tag=spicy&tag=vegan&ingredient=12",
    );
  });

  it("keeps the items that carry every chosen tag and ingredient; a tag the business lacks keeps none", () => {
    const keep = itemFilter({ tagKeys: ["spicy", "vegan"], ingredientIds: [] }, tags);
    expect(keep({ tag_ids: [1, 2], ingredient_ids: [] })).toBe(true);
    expect(keep({ tag_ids: [1], ingredient_ids: [] })).toBe(false);
    expect(itemFilter({ tagKeys: ["halal"], ingredientIds: [] }, tags)({ tag_ids: [1] })).toBe(
      false,
    );
    const sections = menuView(
      input(
        {},
        {
          items: [item(1, 1, { tag_ids: [1] }), item(2, 2)],
          keepItem: itemFilter({ tagKeys: ["spicy"], ingredientIds: [] }, tags),
        },
      ),
    );
    expect(sections.map((section) => section.id)).toEqual([1]);
  });

  it("names the choices in the interface language and says which are ticked", () => {
    const view = menuFilterView(
      { tagKeys: ["vegan"], ingredientIds: [] },
      tags,
      [],
      (name) => name.ar ?? "",
    );
    expect(view.tags).toEqual([
      { key: "spicy", name: "حار", checked: false },
      { key: "vegan", name: "نباتي صرف", checked: true },
    ]);
    expect(view.active).toBe(true);
  });

  describe("properties", () => {
    const arbitraryItems = fc.array(
      fc.record({
        tags: fc.subarray([1, 2, 3]),
        ingredients: fc.subarray([7, 8, 9]),
      }),
      { maxLength: 20 },
    );
    const arbitraryFilter: fc.Arbitrary<MenuFilter> = fc.record({
      tagKeys: fc.subarray(["spicy", "vegan", "halal"]),
      ingredientIds: fc.subarray([7, 8, 9]),
    });

    test.prop([arbitraryItems, arbitraryFilter])(
      "never shows an item without a chosen tag or ingredient, and hides none that has them all",
      (specs, filter) => {
        const items = specs.map((spec, index) =>
          item(index + 1, 1, { tag_ids: spec.tags, ingredient_ids: spec.ingredients }),
        );
        const shown = cards(
          menuView(
            input({}, { categories: [menuCategory(1)], items, keepItem: itemFilter(filter, tags) }),
          ),
        );
        const wantedTags = filter.tagKeys.map((key) => tags.find((tag) => tag.key === key)?.id);
        const expected = items.filter(
          (candidate) =>
            wantedTags.every((id) => id !== undefined && candidate.tag_ids?.includes(id)) &&
            filter.ingredientIds.every((id) => candidate.ingredient_ids?.includes(id)),
        );
        expect(shown.map((card) => card.id)).toEqual(expected.map((candidate) => candidate.id));
      },
    );
  });
});

function itemAnswer(): GetItemAnswer {
  return {
    ...item(7, 3, { ...twoPrices, ...withGroup }),
    calories: 900,
    preparation_time: 20,
    ingredient_ids: [9, 8],
    error: 0,
    message: "",
    currency: "KWD",
  };
}
