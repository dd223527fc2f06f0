import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quickAddFields, quickAddValue } from "./quick-add-line";

const id = fc.integer({ min: 1, max: 2_147_483_647 });

describe("a quick add's one value", () => {
  it("gives back the line it was made of", () => {
    fc.assert(
      fc.property(
        id,
        id,
        id,
        fc.integer({ min: 1, max: 1_000_000 }),
        (item, category, price, quantity) => {
          const fields = quickAddFields(
            quickAddValue({ itemId: item, categoryId: category, priceLabelId: price, quantity }),
          );
          expect(fields).toEqual({
            item_id: String(item),
            category_id: String(category),
            price_label_id: String(price),
            quantity: String(quantity),
          });
        },
      ),
    );
  });

  it.each(["", "24", "24.4.25", "24.4.25.1.9"])("gives empty fields for %j", (value) => {
    expect(quickAddFields(value)).toEqual({
      item_id: "",
      category_id: "",
      price_label_id: "",
      quantity: "",
    });
  });
});
