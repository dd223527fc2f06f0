/** The three ordering selling types every other selling-type string maps onto (spec section 4). */
export type SellingType = "delivery" | "dine_in" | "car_pickup";

/**
 * The menu item types (spec section 3, "Menu item: types (delivery, dine_in, car_pickup,
 * reservation)"): the three selling types plus the reservation item category.
 */
export type MenuItemType = SellingType | "reservation";

/** The three selling types, in the spec's order. */
export const sellingTypes: readonly SellingType[] = Object.freeze([
  "delivery",
  "dine_in",
  "car_pickup",
]);

/** The four menu item types, in the spec's order. */
export const menuItemTypes: readonly MenuItemType[] = Object.freeze([
  "delivery",
  "dine_in",
  "car_pickup",
  "reservation",
]);

/**
 * Every selling-type string the product uses, with the selling type it orders as and the menu item
 * type it shows (spec section 4, "Selling type mapping"). `reservation` itself, named "a further
 * selling type" in section 1, is read like the other reservation types.
 */
export const sellingTypeStrings = Object.freeze({
  dine_in: { sellingType: "dine_in", itemType: "dine_in" },
  dinein: { sellingType: "dine_in", itemType: "dine_in" },
  product_service: { sellingType: "dine_in", itemType: "dine_in" },
  reserv_dinein: { sellingType: "dine_in", itemType: "reservation" },
  reserv_service: { sellingType: "dine_in", itemType: "reservation" },
  reservation: { sellingType: "dine_in", itemType: "reservation" },
  pickup: { sellingType: "car_pickup", itemType: "car_pickup" },
  car_pickup: { sellingType: "car_pickup", itemType: "car_pickup" },
  delivery: { sellingType: "delivery", itemType: "delivery" },
} as const satisfies Record<string, { sellingType: SellingType; itemType: MenuItemType }>);

/** A selling-type string the product knows: `"dinein"`, `"reserv_service"`, `"pickup"`... */
export type SellingTypeString = keyof typeof sellingTypeStrings;

/** What reading an unknown selling-type string gives. */
export interface UnknownSellingType {
  readonly ok: false;
  readonly code: "UNKNOWN_SELLING_TYPE";
}
