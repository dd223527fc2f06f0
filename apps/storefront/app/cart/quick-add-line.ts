/**
 * A menu card's add button posts its line as one value, `item.category.priceLabel.quantity`, so
 * that the card's form is the button alone (a menu of a hundred cards had six hidden fields each).
 * `quickAddValue({ itemId: 24, categoryId: 4, priceLabelId: 25, quantity: 1 }) === "24.4.25.1"`
 */
export interface QuickAddLine {
  itemId: number;
  categoryId: number;
  priceLabelId: number;
  quantity: number;
}

export function quickAddValue(line: QuickAddLine): string {
  return [line.itemId, line.categoryId, line.priceLabelId, line.quantity].join(".");
}

/**
 * The add-to-cart form's fields that a quick add's value stands for, as text for the form's own
 * schema to check; anything but four parts gives fields the schema refuses.
 * `quickAddFields("24.4.25.1").item_id === "24"`
 */
export function quickAddFields(
  value: string,
): Record<"item_id" | "category_id" | "price_label_id" | "quantity", string> {
  const parts = value.split(".");
  const [item_id = "", category_id = "", price_label_id = "", quantity = ""] =
    parts.length === 4 ? parts : [];
  return { item_id, category_id, price_label_id, quantity };
}
