import { describe, expect, it } from "vitest";
import { decideAddFromList, type ListItem, type ListSettings } from "./decide-add-from-list.js";

const regular = { id: 31 };

describe("decideAddFromList", () => {
  const falafel: ListItem = {
    priceLabels: [regular],
    hasModifiers: false,
    commentIsRequired: false,
  };
  const settings: ListSettings = { modifiersEnabled: true, pricesHidden: false, cartHidden: false };

  it("a plain item with one price is added from the list, at its price", () => {
    expect(decideAddFromList(falafel, settings)).toEqual({
      action: "add",
      priceLabelId: 31,
      quantity: 1,
    });
  });

  it('spec 5: "The minimum quantity of a price label sets the initial quantity."', () => {
    const dozen = { ...falafel, priceLabels: [{ ...regular, minimum: 12 }] };
    expect(decideAddFromList(dozen, settings)).toMatchObject({ action: "add", quantity: 12 });
  });

  it('spec 5: "Adding from a list is blocked, and the item page opened instead, when the item has modifiers (if modifiers are enabled)"', () => {
    expect(decideAddFromList({ ...falafel, hasModifiers: true }, settings)).toEqual({
      action: "open-item-page",
      reason: "HAS_MODIFIERS",
    });
    expect(
      decideAddFromList(
        { ...falafel, hasModifiers: true },
        { ...settings, modifiersEnabled: false },
      ).action,
    ).toBe("add");
  });

  it('spec 5: "... needs a comment"', () => {
    expect(decideAddFromList({ ...falafel, commentIsRequired: true }, settings)).toEqual({
      action: "open-item-page",
      reason: "COMMENT_REQUIRED",
    });
  });

  it('spec 5: "... or prices or cart are hidden"', () => {
    expect(decideAddFromList(falafel, { ...settings, pricesHidden: true })).toEqual({
      action: "open-item-page",
      reason: "PRICES_HIDDEN",
    });
    expect(decideAddFromList(falafel, { ...settings, cartHidden: true })).toEqual({
      action: "open-item-page",
      reason: "CART_HIDDEN",
    });
  });

  it('spec 5: "A multi-price item opens a price choice."', () => {
    const sizes = { ...falafel, priceLabels: [regular, { id: 32 }] };
    expect(decideAddFromList(sizes, settings)).toEqual({ action: "choose-price" });
  });

  it("the item page wins over the price choice: it offers the prices too", () => {
    const sizes = {
      ...falafel,
      priceLabels: [regular, { id: 32 }],
      commentIsRequired: true,
    };
    expect(decideAddFromList(sizes, settings).action).toBe("open-item-page");
  });

  it("refuses an item without a price label (programmer error)", () => {
    expect(() => decideAddFromList({ ...falafel, priceLabels: [] }, settings)).toThrow();
  });
});
