import {
  menuItemTypes,
  orderTypes,
  sellingTypeRow,
  sellingTypes,
  sellingTypeStrings,
  type MenuItemType,
  type OrderSellingTypeString,
  type SellingTypeString,
} from "@storefront/domain";
import { z } from "zod";

// The selling types' strings as the domain's selling-type table names them
// (docs/decisions/051-selling-types-as-data.md): a new type's row there is a new value here.

/** A menu's list: a selling type's items or the reservation menu (spec 3). */
export const menuItemTypeSchema = z.enum(menuItemTypes as readonly MenuItemType[]);

/** A route type, `{type}` in a path: `delivery`, `dinein`, `reserv_service`, `pickup`… (spec 4). */
export const sellingTypeStringSchema = z.enum(
  Object.keys(sellingTypeStrings) as readonly SellingTypeString[],
);

/** An order's selling-type string (spec 9: "Strings: delivery, dinein, car_pickup"). */
export const orderSellingTypeSchema = z.enum(
  Object.keys(orderTypes) as readonly OrderSellingTypeString[],
);

/** The order strings of dine-in: the business's dine_in_label (spec 3). */
export const dineInLabelSchema = z.enum(
  Object.keys(sellingTypeRow("dine_in").orders) as readonly OrderSellingTypeString[],
);

/** Which of a menu's per-type discount lists (spec 3, "pickup, delivery, dinein"). */
export const discountListSchema = z.enum(
  sellingTypes.map((type) => sellingTypeRow(type).discounts),
);
