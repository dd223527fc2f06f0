import {
  sellingTypeTable,
  type MenuItemType,
  type SellingType,
  type SellingTypeString,
} from "../selling-types/selling-type-table.js";

/** The selling types, in the spec's order (section 4): delivery, dine_in, car_pickup. */
export const sellingTypes: readonly SellingType[] = Object.freeze(
  Object.keys(sellingTypeTable) as SellingType[],
);

/** The menu item types (spec 3, "types (delivery, dine_in, car_pickup, reservation)"). */
export const menuItemTypes: readonly MenuItemType[] = Object.freeze([
  ...sellingTypes,
  "reservation",
]);

/**
 * Every route type with the selling type it orders as and the menu item type it lists (spec 4,
 * "Selling type mapping"), read from the selling-type table: `dinein`, `product_service`,
 * `reserv_dinein`… order as dine_in; `pickup` as car_pickup.
 */
export const sellingTypeStrings: Readonly<
  Record<SellingTypeString, { readonly sellingType: SellingType; readonly itemType: MenuItemType }>
> = Object.freeze(
  Object.fromEntries(
    sellingTypes.flatMap((sellingType) =>
      Object.entries(sellingTypeTable[sellingType].routes).map(([route, { menu }]) => [
        route,
        Object.freeze({
          sellingType,
          itemType: menu === "reservation" ? "reservation" : sellingType,
        }),
      ]),
    ),
  ) as Record<SellingTypeString, { sellingType: SellingType; itemType: MenuItemType }>,
);

/** What reading an unknown selling-type string gives. */
export interface UnknownSellingType {
  readonly ok: false;
  readonly code: "UNKNOWN_SELLING_TYPE";
}
