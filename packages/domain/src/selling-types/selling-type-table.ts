/**
 * Every selling type as data (docs/decisions/051-selling-types-as-data.md): the pages, the
 * checkout, the order, its fee and its statuses read a type's row, never its name. A new selling
 * type is a row here, its settings in the contract's checkout settings and its words in the
 * bundles.
 *
 * - `routes`: the route types (`/{business}/{type}`) that order as it (spec 4, "Selling type
 *   mapping"), each with the order string it places (spec 9), the menu it lists (the type's own or
 *   the reservation menu, spec 3) and the bundle key that names it.
 * - `orders`: its order strings with their order-type codes (spec 9: "delivery 0, dine in 1,
 *   pickup 2, product service 3").
 * - `discounts`: which of a menu's per-type discount lists applies (spec 3, "pickup, delivery,
 *   dinein").
 * - `home`: the route type its button on the home page opens, or the setting that names it.
 * - `asks`: what the customer tells at checkout besides name, phone and time, each on when the
 *   type's own checkout setting says so: a place (the area, the pin and the address, spec 5), a
 *   gift, a table, a car.
 * - `fee`: the zone's delivery fee, or none.
 * - `handOver`: by a driver (ready → out → delivered) or on the spot (ready → delivered), ADR 014.
 * - `needsCartFlag`: ordering also needs the business's cart flag (spec 4, dine-in).
 */
export const sellingTypeTable = {
  delivery: {
    routes: {
      delivery: { order: "delivery", menu: "own", label: "sellingTypes.delivery" },
    },
    orders: { delivery: 0 },
    home: { route: "delivery" },
    discounts: "delivery",
    asks: [{ ask: "place" }, { ask: "gift", when: { setting: "enable_gift", is: true } }],
    fee: "zone",
    handOver: "driver",
    needsCartFlag: false,
  },
  dine_in: {
    routes: {
      dine_in: { order: "dinein", menu: "own", label: "sellingTypes.dinein" },
      dinein: { order: "dinein", menu: "own", label: "sellingTypes.dinein" },
      product_service: {
        order: "product_service",
        menu: "own",
        label: "sellingTypes.product_service",
      },
      reserv_dinein: { order: "dinein", menu: "reservation", label: "sellingTypes.reservation" },
      reserv_service: {
        order: "product_service",
        menu: "reservation",
        label: "sellingTypes.reservation",
      },
      reservation: { order: "dinein", menu: "reservation", label: "sellingTypes.reservation" },
    },
    orders: { dinein: 1, product_service: 3 },
    // The business names its dine-in: dinein, or product_service for a shop's services.
    home: { setting: "label" },
    discounts: "dinein",
    // Product service (the business's other dine-in label) has no tables.
    asks: [{ ask: "table", when: { setting: "label", is: "dinein" } }],
    fee: "none",
    handOver: "on_site",
    needsCartFlag: true,
  },
  car_pickup: {
    routes: {
      pickup: { order: "car_pickup", menu: "own", label: "sellingTypes.car_pickup" },
      car_pickup: { order: "car_pickup", menu: "own", label: "sellingTypes.car_pickup" },
    },
    orders: { car_pickup: 2 },
    home: { route: "car_pickup" },
    discounts: "pickup",
    // spec 9: showCarInfo, default 1.
    asks: [{ ask: "car", when: { setting: "show_car_info", is: true } }],
    fee: "none",
    handOver: "on_site",
    needsCartFlag: false,
  },
} as const satisfies Readonly<Record<string, SellingTypeRow>>;

/** One row of the table; see `sellingTypeTable`. */
export interface SellingTypeRow {
  readonly routes: Readonly<
    Record<
      string,
      { readonly order: string; readonly menu: "own" | "reservation"; readonly label: string }
    >
  >;
  readonly orders: Readonly<Record<string, number>>;
  readonly home: { readonly route: string } | { readonly setting: string };
  readonly discounts: "delivery" | "dinein" | "pickup";
  readonly asks: readonly {
    readonly ask: CheckoutAsk;
    readonly when?: { readonly setting: string; readonly is: string | boolean };
  }[];
  readonly fee: "zone" | "none";
  readonly handOver: "driver" | "on_site";
  readonly needsCartFlag: boolean;
}

/** What a checkout may ask beyond name, phone and time. */
export type CheckoutAsk = "place" | "gift" | "table" | "car";

type Table = typeof sellingTypeTable;

/** A selling type: how an order is handed to the customer (spec 4). */
export type SellingType = keyof Table;

/** A route type (`{type}` in a path) of any selling type: `"dinein"`, `"reserv_service"`, `"pickup"`… */
export type SellingTypeString = { [T in SellingType]: keyof Table[T]["routes"] }[SellingType];

/** An order's selling-type string (spec 9): `"delivery"`, `"dinein"`, `"car_pickup"`, `"product_service"`. */
export type OrderSellingTypeString = { [T in SellingType]: keyof Table[T]["orders"] }[SellingType];

/** The menu a route lists: a selling type's own items, or the reservation menu (spec 3). */
export type MenuItemType = SellingType | "reservation";
