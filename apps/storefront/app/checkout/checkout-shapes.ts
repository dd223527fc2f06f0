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
  SellingType,
  ShippingCountry,
  Shifts,
} from "@storefront/domain";

/**
 * The shapes of the checkout machine (docs/decisions/050-checkout-machine-page-steps.md). Everything
 * here is plain data (no class, no Date, no function), so the loader can send it to the browser.
 */

/** A place on the map as the customer chose it on the delivery pages. */
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

/**
 * A slot as the customer chose it: its start, ISO 8601 with the business's offset (what the cart
 * keeps as `scheduled_at`; the server finds the slot's end among those it offers).
 */
export interface ChosenSlot {
  readonly from: string;
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

/**
 * What the machine refuses in the page's fields before the server is asked: a code the page says
 * beside the field in the interface language (`orderErrors.*`).
 */
export type FieldRefusal = "TABLE_REQUIRED" | "CAR_REQUIRED" | "NAME_REQUIRED" | "PHONE_INVALID";

/** A call that failed: the server's stable code and the message that came with it. */
export interface CheckoutError {
  readonly code: string;
  readonly message: string;
}

/** Where a delivery goes, as the customer chose it on the delivery pages before the checkout. */
export interface ChosenPlace {
  /** The area of a local delivery. */
  readonly area: Area | null;
  /** The country of a shipping order. */
  readonly country: ShippingCountry | null;
  readonly pin: Pin | null;
  readonly address: AddressFields | null;
}

/** What the page knows when the checkout opens. */
export interface CheckoutInput {
  readonly sellingType: SellingType;
  /**
   * The order comes with a table reservation (a reservation type's menu): the booking holds the
   * table, so the checkout asks for none (docs/decisions/030-reservation-pages.md).
   */
  readonly reservation?: boolean;
  /** ISO 3166-1 alpha-2 code of the business (spec 9: default KW): shipping applies elsewhere; phones read here. */
  readonly businessCountry: string;
  /** The business's time zone (the shifts answer's `time_zone`). */
  readonly timeZone: string;
  /** The clock, read once by the page: an ISO 8601 instant. The machine never reads a clock. */
  readonly now: string;
  readonly settings: CheckoutSettings;
  /** A delivery's place, already chosen; null for the other selling types. */
  readonly place: ChosenPlace | null;
  /** The selling type's shifts, or null when they did not load (the spec counts it as open). */
  readonly shifts: Shifts | null;
  /** The customer's saved name and phone (the cart's, else the profile's); the phone is also the order phone's fallback. */
  readonly customer: { readonly name: string; readonly phone: string } | null;
  /** What the cart kept from an earlier visit (spec 9: the cart persists these). */
  readonly saved?: {
    readonly tableId?: number | null;
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

/** The machine's context: the input's settings, the delivery's place, and what the customer has chosen so far. */
export interface CheckoutContext
  extends Omit<CheckoutInput, "place" | "saved" | "customer">, ChosenPlace {
  readonly tableId: number | null;
  readonly car: CarDetails | null;
  readonly customerPhone: string;
  readonly details: CheckoutDetails;
  /** The server's breakdown of the order, from calc-order. */
  readonly quote: CalcOrderAnswer | null;
  /** The server priced the order differently when it was placed: the review shows the new total. */
  readonly priceChanged: boolean;
  readonly placed: PlaceOrderAnswer | null;
  /** The first of the page's fields the machine refused, said beside it. */
  readonly refusal: FieldRefusal | null;
  /** The call that failed, as the server answered. */
  readonly error: CheckoutError | null;
  /** Which call failed, so that RETRY repeats it. */
  readonly failedStep: "pricing" | "placing" | null;
}

/** What the schedule rules read from the context. */
export type ScheduleContext = Pick<
  CheckoutContext,
  "sellingType" | "settings" | "shifts" | "now" | "timeZone" | "country" | "businessCountry"
>;
