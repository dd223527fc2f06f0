import type { CalcOrderAnswer, PlaceOrderAnswer } from "@storefront/api-client";
import {
  checkDeliveryLocation,
  locationPoint,
  type DeliveryZone,
  orderPhone,
  validatePhone,
} from "@storefront/domain";
import { assign, fromPromise, not, setup } from "xstate";
import { toCheckoutError } from "./checkout-error";
import type { CheckoutEvent } from "./checkout-events";
import { checkoutOrder } from "./checkout-order";
import type {
  AddressFields,
  CarDetails,
  CheckoutContext,
  CheckoutDetails,
  CheckoutError,
  CheckoutInput,
  CheckoutOrder,
  Pin,
} from "./checkout-shapes";
import { checkoutSteps } from "./checkout-steps";
import { initialContext } from "./initial-context";
import { isAddressComplete } from "./is-address-complete";
import { isScheduleAllowed } from "./is-schedule-allowed";
import { isShippingOrder } from "./is-shipping-order";
import { newBreakdown } from "./new-breakdown";

/** What the `placeOrder` actor is given: the order, the price the customer saw, and the checkout's key. */
export interface PlaceOrderInput {
  readonly order: CheckoutOrder;
  readonly quote: CalcOrderAnswer | null;
  readonly idempotencyKey: string;
}

// The real actors call the browser and the API; the page supplies them with `.provide()`. These
// stand-ins fail loudly, so that a test or a page that forgot one never reaches the network.
const provideMe = (name: string) => async (): Promise<never> => {
  throw new Error(`provide me: the page supplies the ${name} actor with checkoutMachine.provide()`);
};

/** What a failed actor rejected with. */
interface Failure {
  readonly error: unknown;
}

const refusal = (code: string, message: string): CheckoutError => ({ code, message });
const outsideZones = refusal(
  "OUTSIDE_DELIVERY_ZONES",
  "This place is outside every area the business delivers to",
);

/** The steps of the context's checkout, as the page renders them (`checkoutSteps`). */
function stepsOf(context: CheckoutContext) {
  return checkoutSteps(
    context.sellingType,
    context.settings,
    context.area !== null,
    isShippingOrder(context),
    context.reservation === true,
  );
}

/**
 * The visible zone that delivers to a pin, through the chosen area or any visible zone (spec 5, the
 * domain's `checkDeliveryLocation`); null outside them all.
 */
function zoneAt(context: CheckoutContext, pin: Pin): DeliveryZone | null {
  // A point off the globe is outside every zone; the domain would rightly refuse to read it.
  if (!Number.isFinite(pin.lat) || !Number.isFinite(pin.lng)) return null;
  const check = checkDeliveryLocation({
    point: locationPoint(pin),
    selectedArea: context.area,
    zones: context.zones,
  });
  return check.ok ? check.zone : null;
}

/** The phone the order goes with: the one typed, else the customer's saved one (spec 5). */
function phoneOf(context: CheckoutContext, details: CheckoutDetails): string {
  return orderPhone({ cartPhone: details.phone, userPhone: context.customerPhone }) ?? "";
}

/**
 * The checkout as a state machine (docs/decisions/016-checkout-machine.md).
 *
 * Delivery: `area` (the area sheet, unless an area is chosen or the order ships abroad) →
 * `location` (`locating` while the browser looks) → `address`. Dine-in: `table`. Car pickup: `car`
 * when the business shows car info. Then `details` → `pricing` (calc-order) → `review` →
 * `placing` → `placed`, or `paying` for an online payment, or back to `review` when the prices
 * changed, or `failed` (RETRY repeats the call).
 *
 * Guards ask the domain's rules; the actors `locate`, `calcOrder` and `placeOrder` are supplied by
 * the page: `createActor(checkoutMachine.provide({ actors: { calcOrder: fromPromise(…) } }), { input })`.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    /** `busy` while waiting for the browser or the API: the page shows a spinner and disables the form. */
    tags: {} as "busy",
  },
  actors: {
    /** Browser geolocation; rejects with a `code` the page can explain (permission, timeout…). */
    locate: fromPromise<Pin>(provideMe("locate")),
    /** POST /service/pos/calc-order/{branchId} with the cart and this order. */
    calcOrder: fromPromise<CalcOrderAnswer, CheckoutOrder>(provideMe("calcOrder")),
    /** POST webapp/order with the cart, this order and the checkout's idempotency key. */
    placeOrder: fromPromise<PlaceOrderAnswer, PlaceOrderInput>(provideMe("placeOrder")),
  },
  guards: {
    isDelivery: ({ context }) => context.sellingType === "delivery",
    isShipping: ({ context }) => isShippingOrder(context),
    needsArea: ({ context }) => stepsOf(context).includes("area"),
    needsTable: ({ context }) => stepsOf(context).includes("table"),
    needsCar: ({ context }) => stepsOf(context).includes("car"),
    isInsideZone: ({ context }, pin: Pin) => zoneAt(context, pin) !== null,
    isAddressComplete: ({ context }, address: AddressFields) =>
      isAddressComplete(context.settings.delivery.fields, address),
    hasTable: (_, tableId: number | null) => tableId !== null && tableId > 0,
    hasCarDetails: (_, car: CarDetails) =>
      [car.model, car.color, car.plate_number].every((text) => text.trim() !== ""),
    hasName: ({ context }) => context.details.name.trim() !== "",
    hasValidPhone: ({ context }) =>
      validatePhone(context.details.phone, context.businessCountry).ok,
    isSlotValid: ({ context }) => isScheduleAllowed(context, context.details.schedule),
    canPlaceOrder: ({ context }) =>
      context.quote !== null &&
      context.quote.refusals.length === 0 &&
      context.quote.problems.length === 0 &&
      context.quote.minimum_order.met,
    needsPayment: (_, placed: PlaceOrderAnswer) => placed.payment_url !== null,
    isPriceChanged: (_, failure: Failure) =>
      toCheckoutError(failure.error, "").code === "PRICE_CHANGED",
    hasNewPrice: (_, failure: Failure) =>
      toCheckoutError(failure.error, "").code === "PRICE_CHANGED" &&
      newBreakdown(failure.error) !== undefined,
    wasPlacing: ({ context }) => context.failedStep === "placing",
  },
  actions: {
    assignArea: assign(({ context }, areaId: number) => ({
      area: context.areas.find((area) => area.id === areaId) ?? null,
    })),
    assignCountry: assign(({ context }, countryId: number | null) => ({
      country: context.countries.find((country) => country.id === countryId) ?? null,
    })),
    assignPin: assign(({ context }, pin: Pin) => ({
      pin: { lat: pin.lat, lng: pin.lng },
      zone: isShippingOrder(context) ? null : zoneAt(context, pin),
    })),
    clearPin: assign({ pin: null, zone: null }),
    assignAddress: assign((_, address: AddressFields) => ({ address })),
    assignTable: assign((_, tableId: number | null) => ({ tableId })),
    assignCar: assign((_, car: CarDetails) => ({ car })),
    assignDetails: assign(({ context }, details: CheckoutDetails) => ({
      details: { ...details, phone: phoneOf(context, details) },
    })),
    clearSlot: assign(({ context }) => ({
      details: {
        ...context.details,
        schedule:
          context.details.schedule.type === "later"
            ? { type: "later" as const, slot: null }
            : context.details.schedule,
      },
    })),
    assignQuote: assign((_, quote: CalcOrderAnswer) => ({ quote })),
    assignNewPrice: assign(({ context }, failure: Failure) => {
      const breakdown = newBreakdown(failure.error);
      return {
        priceChanged: true,
        quote: context.quote && breakdown ? { ...context.quote, breakdown } : context.quote,
      };
    }),
    clearPriceChanged: assign({ priceChanged: false }),
    assignPlaced: assign((_, placed: PlaceOrderAnswer) => ({ placed })),
    assignError: assign((_, error: CheckoutError) => ({ error })),
    clearError: assign({ error: null, failedStep: null }),
    assignFailure: assign((_, failure: Failure & { readonly step: "pricing" | "placing" }) => ({
      error: toCheckoutError(failure.error, "INTERNAL"),
      failedStep: failure.step,
    })),
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => initialContext(input),
  initial: "start",
  states: {
    // Not a step: routes to the first step this checkout has, and again after the area sheet.
    start: {
      always: [
        { guard: "needsArea", target: "area" },
        { guard: "isDelivery", target: "location" },
        { guard: "needsTable", target: "table" },
        { guard: "needsCar", target: "car" },
        { target: "details" },
      ],
    },
    area: {
      on: {
        CHOOSE_AREA: {
          target: "start",
          actions: [
            "clearError",
            "clearPin",
            { type: "assignArea", params: ({ event }) => event.areaId },
          ],
        },
        CHOOSE_COUNTRY: {
          target: "start",
          actions: [
            "clearError",
            "clearPin",
            { type: "assignCountry", params: ({ event }) => event.countryId },
          ],
        },
      },
    },
    location: {
      on: {
        PIN: [
          {
            guard: "isShipping",
            target: "address",
            actions: ["clearError", { type: "assignPin", params: ({ event }) => event }],
          },
          {
            guard: { type: "isInsideZone", params: ({ event }) => event },
            target: "address",
            actions: ["clearError", { type: "assignPin", params: ({ event }) => event }],
          },
          { actions: { type: "assignError", params: outsideZones } },
        ],
        LOCATE: { target: "locating", actions: "clearError" },
        CHANGE_AREA: { target: "area", actions: "clearError" },
      },
    },
    locating: {
      tags: ["busy"],
      invoke: {
        id: "locate",
        src: "locate",
        onDone: [
          {
            guard: "isShipping",
            target: "address",
            actions: { type: "assignPin", params: ({ event }) => event.output },
          },
          {
            guard: { type: "isInsideZone", params: ({ event }) => event.output },
            target: "address",
            actions: { type: "assignPin", params: ({ event }) => event.output },
          },
          { target: "location", actions: { type: "assignError", params: outsideZones } },
        ],
        // Refused, unavailable or too slow: the customer can still pin or type the place.
        onError: {
          target: "location",
          actions: {
            type: "assignError",
            params: ({ event }) => toCheckoutError(event.error, "LOCATION_UNAVAILABLE"),
          },
        },
      },
    },
    address: {
      on: {
        SUBMIT_ADDRESS: [
          {
            guard: { type: "isAddressComplete", params: ({ event }) => event.address },
            target: "details",
            actions: [
              "clearError",
              { type: "assignAddress", params: ({ event }) => event.address },
            ],
          },
          {
            actions: [
              { type: "assignAddress", params: ({ event }) => event.address },
              {
                type: "assignError",
                params: refusal("ADDRESS_INCOMPLETE", "Fill in every required field"),
              },
            ],
          },
        ],
        BACK: "location",
      },
    },
    table: {
      on: {
        CHOOSE_TABLE: [
          {
            guard: { type: "hasTable", params: ({ event }) => event.tableId },
            target: "details",
            actions: ["clearError", { type: "assignTable", params: ({ event }) => event.tableId }],
          },
          {
            actions: {
              type: "assignError",
              params: refusal("TABLE_REQUIRED", "Choose your table"),
            },
          },
        ],
      },
    },
    car: {
      on: {
        SUBMIT_CAR: [
          {
            guard: { type: "hasCarDetails", params: ({ event }) => event.car },
            target: "details",
            actions: ["clearError", { type: "assignCar", params: ({ event }) => event.car }],
          },
          {
            actions: [
              { type: "assignCar", params: ({ event }) => event.car },
              {
                type: "assignError",
                params: refusal("CAR_REQUIRED", "Tell us the car's model, colour and plate"),
              },
            ],
          },
        ],
      },
    },
    details: {
      on: {
        SUBMIT_DETAILS: {
          target: "checkingDetails",
          actions: { type: "assignDetails", params: ({ event }) => event.details },
        },
        BACK: [
          { guard: "isDelivery", target: "address" },
          { guard: "needsTable", target: "table" },
          { guard: "needsCar", target: "car" },
        ],
      },
    },
    // Not a step: checks the details in the order the form shows them, so the first problem is named.
    checkingDetails: {
      always: [
        {
          guard: not("hasName"),
          target: "details",
          actions: { type: "assignError", params: refusal("NAME_REQUIRED", "Tell us your name") },
        },
        {
          guard: not("hasValidPhone"),
          target: "details",
          actions: {
            type: "assignError",
            params: refusal("PHONE_INVALID", "This phone number cannot be dialled"),
          },
        },
        {
          guard: not("isSlotValid"),
          target: "details",
          actions: [
            "clearSlot",
            {
              type: "assignError",
              params: refusal("SLOT_NOT_AVAILABLE", "This time can no longer be chosen"),
            },
          ],
        },
        { target: "pricing", actions: "clearError" },
      ],
    },
    pricing: {
      tags: ["busy"],
      invoke: {
        id: "calcOrder",
        src: "calcOrder",
        input: ({ context }) => checkoutOrder(context),
        onDone: {
          target: "review",
          actions: ["clearError", { type: "assignQuote", params: ({ event }) => event.output }],
        },
        onError: {
          target: "failed",
          actions: {
            type: "assignFailure",
            params: ({ event }) => ({ error: event.error, step: "pricing" as const }),
          },
        },
      },
    },
    review: {
      on: {
        PLACE: { guard: "canPlaceOrder", target: "placing", actions: "clearPriceChanged" },
        EDIT: "details",
      },
    },
    placing: {
      tags: ["busy"],
      invoke: {
        id: "placeOrder",
        src: "placeOrder",
        input: ({ context }) => ({
          order: checkoutOrder(context),
          quote: context.quote,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: [
          {
            guard: { type: "needsPayment", params: ({ event }) => event.output },
            target: "paying",
            actions: ["clearError", { type: "assignPlaced", params: ({ event }) => event.output }],
          },
          {
            target: "placed",
            actions: ["clearError", { type: "assignPlaced", params: ({ event }) => event.output }],
          },
        ],
        onError: [
          {
            guard: { type: "hasNewPrice", params: ({ event }) => ({ error: event.error }) },
            target: "review",
            actions: { type: "assignNewPrice", params: ({ event }) => ({ error: event.error }) },
          },
          {
            // No new breakdown came with it: ask calc-order again before the customer confirms.
            guard: { type: "isPriceChanged", params: ({ event }) => ({ error: event.error }) },
            target: "pricing",
            actions: { type: "assignNewPrice", params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: "failed",
            actions: {
              type: "assignFailure",
              params: ({ event }) => ({ error: event.error, step: "placing" as const }),
            },
          },
        ],
      },
    },
    failed: {
      on: {
        RETRY: [{ guard: "wasPlacing", target: "placing" }, { target: "pricing" }],
        EDIT: { target: "details", actions: "clearError" },
      },
    },
    /** The order is placed and needs nothing more: the page goes to the order. */
    placed: { type: "final" },
    /** The order is placed and waits for an online payment: the page goes to `placed.payment_url`. */
    paying: { type: "final" },
  },
});
