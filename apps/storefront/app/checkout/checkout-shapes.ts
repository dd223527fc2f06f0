import type {
  AddressFieldName,
  CalcOrderAnswer,
  CheckoutSettings,
  PlaceOrderAnswer,
} from "@storefront/api-client";
import type {
  addressTypes,
  Area,
  CodeValue,
  DeliveryZone,
  SellingType,
  ShippingCountry,
  Shifts,
} from "@storefront/domain";

/**
 * The shapes of the checkout machine (docs/decisions/016-checkout-machine.md). Everything here is
 * plain data (no class, no Date, no function), so a snapshot can be rendered on the server, sent
 * to the browser and rendered again without JavaScript.
 */

/** A place on the map as the customer chose it: pinned, located by the browser, or typed and found. */
export interface Pin {
  readonly lat: number;
  readonly lng: number;
}

/** The delivery form (spec 3, "Address form fields"); which fields are on or required is the business's setting. */
export type AddressFields = { readonly type: CodeValue<typeof addressTypes> } & {
  readonly [Field in AddressFieldName]?: string;
};

/** The car a car-pickup order is brought to (the contract's car details). */
export interface CarDetails {
  readonly model: string;
  readonly color: string;
  readonly plate_number: string;
}

/** A gift order's recipient (the contract's gift). */
export interface GiftDetails {
  readonly recipient_name: string;
  readonly recipient_phone: string;
  readonly message: string;
}

/** A slot as the customer chose it: both ends ISO 8601 with the business's offset. */
export interface ChosenSlot {
  readonly from: string;
  readonly to: string;
}

/** When the order is for (spec 4, "Schedule type"): now, or later in a slot (null until one is chosen). */
export type ScheduleChoice =
  { readonly type: "now" } | { readonly type: "later"; readonly slot: ChosenSlot | null };

/** The details step: who orders, when, how they pay, and what they add. */
export interface CheckoutDetails {
  readonly name: string;
  readonly phone: string;
  readonly schedule: ScheduleChoice;
  /** A payment method code the business takes (spec 9). */
  readonly paymentType: number;
  /** Empty when the customer has none. */
  readonly couponCode: string;
  readonly note: string;
  /** Only when the business enables gifts for delivery. */
  readonly gift: GiftDetails | null;
}

/** Something the customer is told: a stable code (translated by the page) and the message that came with it. */
export interface CheckoutError {
  readonly code: string;
  readonly message: string;
}

/** What the page knows when the checkout opens. */
export interface CheckoutInput {
  readonly sellingType: SellingType;
  /**
   * The order comes with a table reservation (a reservation type's menu): the booking holds the
   * table, so the checkout asks for none (docs/decisions/030-reservation-pages.md).
   */
  readonly reservation?: boolean;
  /** The branch serving the order: a saved area or country of another branch is dropped. */
  readonly branchId: number;
  /** ISO 3166-1 alpha-2 code of the business (spec 9: default KW): shipping applies elsewhere; phones read here. */
  readonly businessCountry: string;
  /** The business's time zone (the shifts answer's `time_zone`). */
  readonly timeZone: string;
  /** The clock, read once by the page: an ISO 8601 instant. The machine never reads a clock. */
  readonly now: string;
  readonly settings: CheckoutSettings;
  /** The delivery zones; only visible ones count (spec 5). */
  readonly zones: readonly DeliveryZone[];
  /** The areas the area sheet offers. */
  readonly areas: readonly Area[];
  /** The countries the branch ships to. */
  readonly countries: readonly ShippingCountry[];
  /** The selling type's shifts, or null when they did not load (the spec counts it as open). */
  readonly shifts: Shifts | null;
  /** The customer's saved name and phone (the cart's, else the profile's); the phone is also the order phone's fallback. */
  readonly customer: { readonly name: string; readonly phone: string } | null;
  /** What the customer chose on an earlier visit (spec 9: delivery state and cart persist these). */
  readonly saved?: {
    readonly areaId?: number | null;
    readonly countryId?: number | null;
    readonly address?: AddressFields | null;
    readonly car?: CarDetails | null;
    readonly couponCode?: string | null;
  };
  /** One key per checkout, so that placing the order again after a lost answer cannot order twice. */
  readonly idempotencyKey: string;
}

/** What the checkout says about the order, handed to the `calcOrder` and `placeOrder` actors. */
export interface CheckoutOrder {
  readonly sellingType: SellingType;
  readonly area: Area | null;
  /** The country of a shipping order; null for a local delivery and the other selling types. */
  readonly country: ShippingCountry | null;
  readonly pin: Pin | null;
  readonly address: AddressFields | null;
  readonly tableId: number | null;
  readonly car: CarDetails | null;
  readonly details: CheckoutDetails;
}

/** The machine's context: the input's settings and lists, and what the customer has chosen so far. */
export interface CheckoutContext extends Omit<CheckoutInput, "saved" | "customer"> {
  readonly area: Area | null;
  readonly country: ShippingCountry | null;
  readonly pin: Pin | null;
  /** The zone that delivers to the pin; null for a shipping order. */
  readonly zone: DeliveryZone | null;
  readonly address: AddressFields | null;
  readonly tableId: number | null;
  readonly car: CarDetails | null;
  readonly customerPhone: string;
  readonly details: CheckoutDetails;
  /** The server's breakdown of the order, from calc-order. */
  readonly quote: CalcOrderAnswer | null;
  /** The server priced the order differently when it was placed: the review shows the new total. */
  readonly priceChanged: boolean;
  readonly placed: PlaceOrderAnswer | null;
  readonly error: CheckoutError | null;
  /** Which call failed, so that RETRY repeats it. */
  readonly failedStep: "pricing" | "placing" | null;
}

/** What the schedule rules read from the context. */
export type ScheduleContext = Pick<
  CheckoutContext,
  "sellingType" | "settings" | "shifts" | "now" | "timeZone" | "country" | "businessCountry"
>;
