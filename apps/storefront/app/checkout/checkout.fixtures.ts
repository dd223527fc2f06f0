// Test data for the checkout's tests: a Kuwaiti restaurant (branch 1) at 10:07 on Monday 23 November 2026.
import {
  type AddressFieldName,
  type AddressFieldSetting,
  type Breakdown,
  type CalcOrderAnswer,
  type CheckoutSettings,
  checkoutSettings,
  type PlaceOrderAnswer,
} from "@storefront/api-client";
import type { Area, Shifts, ShippingCountry } from "@storefront/domain";
import type { DoneActorEvent, ErrorActorEvent } from "xstate";
import { addressFieldSetting } from "../delivery/address-field.fixtures";
import type { CheckoutEvent } from "./checkout-events";
import type { CheckoutDetails, CheckoutInput, Pin } from "./checkout-shapes";

const residencyFields = {
  city: addressFieldSetting({ on: false }),
  street: addressFieldSetting({ required: true }),
  block: addressFieldSetting({ required: true }),
  postcode: addressFieldSetting({ on: false }),
  building: addressFieldSetting(),
  avenue: addressFieldSetting(),
  intercom: addressFieldSetting({ on: false }),
  floor: addressFieldSetting(),
  apartment: addressFieldSetting(),
  parking: addressFieldSetting({ on: false }),
  note: addressFieldSetting(),
  house_number: addressFieldSetting({ required: true }),
  office_number: addressFieldSetting(),
  paci: addressFieldSetting({ digits_only: true, max_length: 12 }),
} satisfies Record<AddressFieldName, AddressFieldSetting>;

/** Cash and online; delivery takes orders for later up to two days ahead; shipping is on. */
export const settings: CheckoutSettings = checkoutSettings({
  payment_methods: [2, 1],
  delivery: {
    shipping: true,
    scheduled_orders: {
      on: true,
      only_schedule: false,
      min_advance: null,
      max_advance: { interval: 2, scale: "day" },
    },
    fields: residencyFields,
    enable_gift: true,
  },
});

/** A rectangle on the map, as a GeoJSON polygon. */
export const square = (west: number, south: number, east: number, north: number) => ({
  type: "Polygon" as const,
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

/** Sharq, in the Kuwait City zone. */
export const sharq: Area = {
  id: 11,
  name: "Sharq",
  shape: square(47.98, 29.37, 48.0, 29.39),
  zone_id: 1,
  branch: 1,
};

export const saudiArabia: ShippingCountry = {
  id: 2,
  country: "Saudi Arabia",
  country_iso: "SA",
  fees_per_kg: 2000,
  fixed_fees: 500,
  min_order: 0,
  branch_id: 1,
};

const dayShift = [{ from: "09:00", to: "23:00" }];

/** Open 09:00 to 23:00 every day; today is Monday (weekday 0). */
export const openShifts: Shifts = {
  today: { status: "open", opens_at: "09:00", shifts: dayShift },
  other_days: ([1, 2, 3, 4, 5, 6] as const).map((weekday) => ({ weekday, slots: dayShift })),
};

/** Closed today; open the rest of the week. */
export const closedToday: Shifts = {
  today: { status: "closed", opens_at: null, shifts: [] },
  other_days: openShifts.other_days,
};

export const pins = {
  sharq: { lat: 29.38, lng: 47.99 },
  riyadh: { lat: 24.71, lng: 46.68 },
} satisfies Record<string, Pin>;

/** A delivery to Sharq, its place chosen on the delivery pages; `overrides` replace whole fields. */
export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    sellingType: "delivery",
    businessCountry: "KW",
    timeZone: "Asia/Kuwait",
    now: "2026-11-23T10:07:00+03:00",
    settings,
    place: { area: sharq, country: null, pin: pins.sharq, address: completeAddress },
    shifts: openShifts,
    customer: { name: "Fatima", phone: "99999999" },
    idempotencyKey: "checkout-0001-abcdefgh",
    ...overrides,
  };
}

/** Settings with some parts changed: `withSettings({ car_pickup: { show_car_info: false } })`. */
export function withSettings(changes: {
  [K in keyof CheckoutSettings]?: Partial<CheckoutSettings[K]>;
}): CheckoutSettings {
  return {
    ...settings,
    delivery: { ...settings.delivery, ...changes.delivery },
    dine_in: { ...settings.dine_in, ...changes.dine_in },
    car_pickup: { ...settings.car_pickup, ...changes.car_pickup },
  };
}

export const completeAddress = {
  type: 1,
  block: "3",
  street: "Ahmad Al-Jaber",
  house_number: "12",
} as const;

export const car = { model: "Patrol", color: "White", plate_number: "12345" };

export const details: CheckoutDetails = {
  name: "Fatima",
  phone: "99999999",
  schedule: { type: "now" },
  paymentType: 2,
  couponCode: "",
  note: "",
  gift: null,
};

/** A slot the shifts offer at 10:07 (the first is 10:30, after now plus 15 minutes). */
export const offeredSlot = { from: "2026-11-23T11:00:00.000+03:00" };

/** A priced order: one line of 3.000 KWD and the zone's 0.500 KWD fee. */
export function breakdown(total = 3500): Breakdown {
  return {
    currency: "KWD",
    payment_type: 2,
    lines: [
      {
        position: 0,
        item_id: 7,
        price_label_id: 70,
        quantity: 1,
        modifiers: [],
        comment: "",
        label_price: total - 500,
        modifiers_price: 0,
        unit_price: total - 500,
        gross: total - 500,
        discount_id: null,
        item_discount: 0,
        coupon_units: 0,
        coupon_share: 0,
        net: total - 500,
        tax_total: 0,
      },
    ],
    subtotal: total - 500,
    discount_total: 0,
    coupon: null,
    coupon_total: 0,
    net_subtotal: total - 500,
    tax_rows: [],
    tax_total: 0,
    exclusive_tax: { rate_basis_points: 0, base: total - 500, amount: 0 },
    inclusive_tax_rows: [],
    inclusive_tax_total: 0,
    delivery_fee: {
      kind: "zone",
      fee: 500,
      waived_by_coupon: null,
      zone_id: 1,
      country_id: null,
      weight_grams: null,
      amount: 500,
    },
    payable_before_wallet: total,
    wallet: 0,
    cash_rounding: 0,
    total,
  };
}

/** calc-order's answer: everything can be ordered, nothing stops it and the minimum is met unless told otherwise. */
export function quote(overrides: Partial<CalcOrderAnswer> = {}): CalcOrderAnswer {
  return {
    error: 0,
    message: "",
    breakdown: breakdown(),
    payment_totals: [2, 4, 8].map((payment_type) => ({
      payment_type,
      cash_rounding: 0,
      total: breakdown().total,
    })),
    refusals: [],
    problems: [],
    minimum_order: { amount: 3000, met: true },
    delivery_zone: { id: 1, delivery_time: 30, unit: "minute" },
    ...overrides,
  };
}

/** POST webapp/order's answer: a pending order, with a hosted payment page when `paymentUrl` is given. */
export function placed(paymentUrl: string | null = null): PlaceOrderAnswer {
  return {
    error: 0,
    message: "",
    order: {
      id: 501,
      reference_id: "burger-house",
      branch_id: 1,
      status: 0,
      status_name: "pending",
      selling_types: "delivery",
      order_type: 0,
      payment_type: paymentUrl ? 1 : 2,
      payment_status: paymentUrl ? "pending" : "not_required",
      currency: "KWD",
      total: 3500,
      breakdown: breakdown(),
      name: "Fatima",
      phone: "+96599999999",
      scheduled_at: null,
      created_at: "2026-11-23T07:08:00.000Z",
      expected_at: null,
      status_reason: null,
      customer_arrived_at: null,
      details: {
        comment: "",
        notes: "",
        delivery: null,
        shipping_country_id: null,
        table: null,
        car: null,
        gift: null,
        delivery_time: { value: 30, unit: "minute" },
      },
      events: [{ status: 0, status_name: "pending", at: "2026-11-23T07:08:00.000Z" }],
      lines: [],
    },
    access_key: "k3y-0f-order-501-abcdef",
    payment_url: paymentUrl,
  };
}

type ActorId = "calcOrder" | "placeOrder";

/**
 * An invoked actor's answer as an event, for stepping the machine with the pure `transition()`,
 * where no actor runs. The machine's event type lists only what the customer sends, hence the cast.
 */
export function actorDone(id: ActorId, output: unknown): CheckoutEvent {
  const event: DoneActorEvent<unknown, string> = {
    type: `xstate.done.actor.${id}`,
    output,
    actorId: id,
  };
  return event as unknown as CheckoutEvent;
}

/** An invoked actor's failure as an event (see `actorDone`). */
export function actorFailed(id: ActorId, error: unknown): CheckoutEvent {
  const event: ErrorActorEvent<unknown, string> = {
    type: `xstate.error.actor.${id}`,
    error,
    actorId: id,
  };
  return event as unknown as CheckoutEvent;
}
