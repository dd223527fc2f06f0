import type { CalcOrderAnswer, PlaceOrderAnswer } from "@storefront/api-client";
import { orderPhone, validatePhone } from "@storefront/domain";
import { assign, fromPromise, not, setup } from "xstate";
import { toCheckoutError } from "./checkout-error";
import type { CheckoutEvent } from "./checkout-events";
import { checkoutOrder } from "./checkout-order";
import type {
  CarDetails,
  CheckoutContext,
  CheckoutDetails,
  CheckoutInput,
  CheckoutOrder,
  FieldRefusal,
} from "./checkout-shapes";
import { checkoutSteps } from "./checkout-steps";
import { initialContext } from "./initial-context";
import { isShippingOrder } from "./is-shipping-order";
import { newBreakdown } from "./new-breakdown";

/** What the `placeOrder` actor is given: the order, the price the customer saw, and the checkout's key. */
export interface PlaceOrderInput {
  readonly order: CheckoutOrder;
  readonly quote: CalcOrderAnswer | null;
  readonly idempotencyKey: string;
}

// The real actors call the API; the page supplies them with `.provide()`. These stand-ins fail
// loudly, so that a test or a page that forgot one never reaches the network.
const provideMe = (name: string) => async (): Promise<never> => {
  throw new Error(`provide me: the page supplies the ${name} actor with checkoutMachine.provide()`);
};

/** What a failed actor rejected with. */
interface Failure {
  readonly error: unknown;
}

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

/** The phone the order goes with: the one typed, else the customer's saved one (spec 5). */
function phoneOf(context: CheckoutContext, details: CheckoutDetails): string {
  return orderPhone({ cartPhone: details.phone, userPhone: context.customerPhone }) ?? "";
}

/**
 * The checkout page's own steps as a state machine (docs/decisions/050-checkout-machine-page-steps.md).
 *
 * Dine-in: `table`. Car pickup: `car` when the business shows car info. Then `details` →
 * `pricing` (calc-order) → `review` → `placing` → `placed`, or `paying` for an online payment, or
 * back to `review` when the prices changed, or `failed` (RETRY repeats the call). A delivery's
 * place is chosen on the pages before and arrives in the input.
 *
 * The guards refuse only what the customer can fix at once beside a field (a table, the car, a
 * name, a phone that can be dialled); everything else is the server's to judge. The actors
 * `calcOrder` and `placeOrder` are supplied by the page:
 * `createActor(checkoutMachine.provide({ actors: { calcOrder: fromPromise(…) } }), { input })`.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    /** `busy` while waiting for the API: the page disables the form. */
    tags: {} as "busy",
  },
  actors: {
    /** POST /service/pos/calc-order/{branchId} with the cart and this order. */
    calcOrder: fromPromise<CalcOrderAnswer, CheckoutOrder>(provideMe("calcOrder")),
    /** POST webapp/order with the cart, this order and the checkout's idempotency key. */
    placeOrder: fromPromise<PlaceOrderAnswer, PlaceOrderInput>(provideMe("placeOrder")),
  },
  guards: {
    needsTable: ({ context }) => stepsOf(context).includes("table"),
    needsCar: ({ context }) => stepsOf(context).includes("car"),
    hasTable: (_, tableId: number | null) => tableId !== null && tableId > 0,
    hasCarDetails: (_, car: CarDetails) =>
      [car.model, car.color, car.plate_number].every((text) => text.trim() !== ""),
    hasName: ({ context }) => context.details.name.trim() !== "",
    hasValidPhone: ({ context }) =>
      validatePhone(context.details.phone, context.businessCountry).ok,
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
    assignTable: assign((_, tableId: number | null) => ({ tableId })),
    assignCar: assign((_, car: CarDetails) => ({ car })),
    assignDetails: assign(({ context }, details: CheckoutDetails) => ({
      details: { ...details, phone: phoneOf(context, details) },
    })),
    refuse: assign((_, refusal: FieldRefusal) => ({ refusal })),
    clearRefusal: assign({ refusal: null }),
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
    // Not a step: routes to the page's first step this checkout has.
    start: {
      always: [
        { guard: "needsTable", target: "table" },
        { guard: "needsCar", target: "car" },
        { target: "details" },
      ],
    },
    table: {
      on: {
        CHOOSE_TABLE: [
          {
            guard: { type: "hasTable", params: ({ event }) => event.tableId },
            target: "details",
            actions: [
              "clearRefusal",
              { type: "assignTable", params: ({ event }) => event.tableId },
            ],
          },
          {
            actions: [
              { type: "assignTable", params: ({ event }) => event.tableId },
              { type: "refuse", params: "TABLE_REQUIRED" },
            ],
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
            actions: ["clearRefusal", { type: "assignCar", params: ({ event }) => event.car }],
          },
          {
            actions: [
              { type: "assignCar", params: ({ event }) => event.car },
              { type: "refuse", params: "CAR_REQUIRED" },
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
        EDIT: { target: "start", actions: "clearRefusal" },
      },
    },
    // Not a step: checks the details in the order the form shows them, so the first problem is named.
    checkingDetails: {
      always: [
        {
          guard: not("hasName"),
          target: "details",
          actions: { type: "refuse", params: "NAME_REQUIRED" },
        },
        {
          guard: not("hasValidPhone"),
          target: "details",
          actions: { type: "refuse", params: "PHONE_INVALID" },
        },
        { target: "pricing", actions: "clearRefusal" },
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
        EDIT: "start",
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
        EDIT: { target: "start", actions: "clearError" },
      },
    },
    /** The order is placed and needs nothing more: the page goes to the order. */
    placed: { type: "final" },
    /** The order is placed and waits for an online payment: the page goes to `placed.payment_url`. */
    paying: { type: "final" },
  },
});
