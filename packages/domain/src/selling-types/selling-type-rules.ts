import {
  sellingTypeTable,
  type CheckoutAsk,
  type OrderSellingTypeString,
  type SellingType,
  type SellingTypeRow,
  type SellingTypeString,
} from "./selling-type-table.js";

/** A selling type's row of the table. */
export function sellingTypeRow(sellingType: SellingType): SellingTypeRow {
  return sellingTypeTable[sellingType];
}

/** What a route type orders: its selling type, order string, whether it books a table, its name. */
export interface SellingTypeRoute {
  readonly sellingType: SellingType;
  readonly order: OrderSellingTypeString;
  /** The route orders from the reservation menu with a table booking (spec 4). */
  readonly reservation: boolean;
  /** The bundle key that names it: `"sellingTypes.dinein"`. */
  readonly label: string;
}

/**
 * The row of a route type (`{type}` in a path).
 * `sellingTypeRoute("reserv_service")` is `{ sellingType: "dine_in", order: "product_service", reservation: true, label: "sellingTypes.reservation" }`
 */
export function sellingTypeRoute(route: SellingTypeString): SellingTypeRoute {
  for (const [sellingType, row] of Object.entries(sellingTypeTable) as [
    SellingType,
    SellingTypeRow,
  ][]) {
    const found = row.routes[route];
    if (found) {
      return {
        sellingType,
        order: found.order as OrderSellingTypeString,
        reservation: found.menu === "reservation",
        label: found.label,
      };
    }
  }
  throw new RangeError(`Unknown route type ${route}`);
}

/**
 * Whether a selling type may ask a thing at all, whatever its settings: the order carries the
 * place, table or car only for the types that can ask them.
 * `mayAsk("car_pickup", "car")` is true; `mayAsk("delivery", "table")` is false.
 */
export function mayAsk(sellingType: SellingType, ask: CheckoutAsk): boolean {
  return sellingTypeRow(sellingType).asks.some((entry) => entry.ask === ask);
}

/**
 * The route type the home page's button of a selling type opens, given the type's own checkout
 * settings: `homeRoute("dine_in", { label: "product_service" })` is `"product_service"`.
 */
export function homeRoute(
  sellingType: SellingType,
  typeSettings: Readonly<Record<string, unknown>>,
): SellingTypeString {
  const { home } = sellingTypeRow(sellingType);
  return ("route" in home ? home.route : typeSettings[home.setting]) as SellingTypeString;
}

/**
 * What a checkout of this selling type asks, given the type's own checkout settings (the
 * business's `checkout.car_pickup`, say).
 * `checkoutAsks("car_pickup", { show_car_info: false })` is `[]`.
 */
export function checkoutAsks(
  sellingType: SellingType,
  typeSettings: Readonly<Record<string, unknown>>,
): CheckoutAsk[] {
  return sellingTypeRow(sellingType)
    .asks.filter(({ when }) => !when || typeSettings[when.setting] === when.is)
    .map(({ ask }) => ask);
}

/**
 * Who hands over an order of this order string (ADR 014): a driver, after it goes out, or the
 * place itself, at the table, the counter or the car.
 * `handedOverBy("delivery")` is `"driver"`; `handedOverBy("product_service")` is `"on_site"`.
 */
export function handedOverBy(order: OrderSellingTypeString): "driver" | "on_site" {
  return sellingTypeRow(sellingTypeRoute(order).sellingType).handOver;
}
