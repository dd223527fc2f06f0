import type { GetItemAnswer } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import { choiceRule, itemView } from "./item-view";

const kwd = (amount: number) => ({ amount, currency: "KWD" });

const answer: GetItemAnswer = {
  error: 0,
  message: "",
  currency: "KWD",
  id: 7,
  category_id: 3,
  name: { en: "Machboos", ar: "مجبوس" },
  description: { en: "Spiced rice", ar: "عيش مبهر" },
  types: ["delivery"],
  visible: true,
  pricing_type: 1,
  calories: 900,
  preparation_time: 20,
  comment_is_required: true,
  price_labels: [
    {
      id: 1,
      label: { en: "Half", ar: "نص" },
      price: kwd(2500),
      minimum: 1,
      maximum: 1000,
      weight: null,
    },
    {
      id: 2,
      label: { en: "Full", ar: "كامل" },
      price: kwd(4750),
      minimum: 1,
      maximum: 1000,
      weight: null,
    },
  ],
  modifier_groups: [
    {
      id: 5,
      name: { en: "Extras", ar: "إضافات" },
      minimum: 0,
      maximum: 3,
      modifiers: [
        {
          id: 51,
          name: { en: "Daqqus", ar: "دقوس" },
          price: kwd(0),
          maximum_quantity: 1,
          taxes: [],
          inclusive_taxes: [],
        },
        {
          id: 52,
          name: { en: "Cheese", ar: "جبن" },
          price: kwd(250),
          maximum_quantity: 1,
          taxes: [],
          inclusive_taxes: [],
        },
      ],
    },
  ],
  taxes: [],
  inclusive_taxes: [],
  category: { id: 3, branch: null },
  grand_category: null,
  branches: [1],
};

describe("itemView", () => {
  it("shows the item's options with their prices, and each modifier's price or 'Free'", () => {
    const view = itemView(answer, "en", ["ar", "en"], translate("en"));
    expect(view).toMatchObject({
      name: "Machboos",
      description: "Spiced rice",
      // MULTIPLE_OPTIONS: the options list every price, so no line above them repeats it.
      price: null,
      calories: 900,
      preparationMinutes: 20,
      commentRequired: true,
      labels: [
        { id: 1, label: "Half", price: "2.500 KWD", amount: 2500, minimum: 1, maximum: 1000 },
        { id: 2, label: "Full", price: "4.750 KWD", amount: 4750, minimum: 1, maximum: 1000 },
      ],
    });
    expect(view.groups).toEqual([
      {
        id: 5,
        name: "Extras",
        rule: "Optional · Choose up to 3",
        minimum: 0,
        maximum: 3,
        modifiers: [
          { id: 51, name: "Daqqus", price: "Free", amount: 0, maxQuantity: expect.any(Number) },
          {
            id: 52,
            name: "Cheese",
            price: "+0.250 KWD",
            amount: 250,
            maxQuantity: expect.any(Number),
          },
        ],
      },
    ]);
  });

  it("reads in Arabic, amounts in Latin digits", () => {
    const view = itemView(answer, "ar", ["ar", "en"], translate("ar"));
    expect(view.name).toBe("مجبوس");
    expect(view.groups[0]?.modifiers[1]?.price).toBe("+0.250 د.ك.");
    expect(view.groups[0]?.modifiers[0]?.price).toBe("مجاناً");
  });

  it("shows the one price of an item with a single price above the form", () => {
    const single = { ...answer, pricing_type: 0, price_labels: answer.price_labels.slice(0, 1) };
    expect(itemView(single, "en", ["en"], translate("en"))).toMatchObject({
      price: "2.500 KWD",
      labels: [{ id: 1, amount: 2500 }],
    });
  });
});

describe("choiceRule", () => {
  const t = translate("en");
  it("says whether a choice is required and how many to choose", () => {
    expect(choiceRule(1, 1, t)).toBe("Required · Choose 1");
    expect(choiceRule(1, 3, t)).toBe("Required · Choose 1 to 3");
    expect(choiceRule(0, 4, t)).toBe("Optional · Choose up to 4");
    expect(choiceRule(2, 2, t)).toBe("Required · Choose 2");
  });
});
