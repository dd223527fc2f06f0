import type {
  CalcOrderAnswer,
  CartDto,
  Restaurant,
  ShippingCountryDto,
} from "@storefront/api-client";
import { dialledPhone, type ShippingCountry } from "@storefront/domain";
import type { ActorRefFrom } from "xstate";
import type { CheckoutEvent } from "./checkout-events";
import type { checkoutMachine } from "./checkout-machine";
import type { CheckoutData } from "./checkout-page.server";
import type {
  AddressFields,
  CheckoutContext,
  CheckoutDetails,
  CheckoutInput,
  ChosenSlot,
} from "./checkout-shapes";
import { checkoutSteps } from "./checkout-steps";
import { isShippingOrder } from "./is-shipping-order";
import { offeredSlots } from "./offered-slots";
import { toArea, toDeliveryZone } from "../delivery/delivery-zones";

// How the checkout page runs the checkout machine in the browser (docs/decisions/016-checkout-machine.md,
// "With JavaScript"): the loader builds the machine's input and the events of the steps the cart
// already answered; on submit, the page sends its fields as the machine's events and reads the
// verdict. Everything here is pure; `use-checkout-machine.ts` holds the React side.

/** What the checkout loader hands the browser's machine: plain data, read once per request. */
export interface CheckoutMachineStart {
  readonly input: CheckoutInput;
  /**
   * The steps the cart already answered, as the events that answer them, in order: a delivery's
   * place (chosen on the earlier pages), the saved table or car. They carry the machine to the
   * page's own fields.
   */
  readonly answered: readonly CheckoutEvent[];
  /** The loader's calc-order answer without the problems the page's fields decide: what `calcOrder` answers. */
  readonly quote: CalcOrderAnswer;
}

/**
 * calc-order's problems that the page's fields decide and the machine checks itself (its guards
 * refuse them, beside the field) before it prices the order: the loader priced the cart as it was
 * saved, before the customer filled them in.
 */
const decidedByTheFields = new Set([
  "NAME_REQUIRED",
  "PHONE_INVALID",
  "TABLE_REQUIRED",
  "UNKNOWN_TABLE",
  "CAR_REQUIRED",
  "SLOT_NOT_AVAILABLE",
  "SHOP_CLOSED",
  "PAYMENT_METHOD_NOT_ALLOWED",
  "PAYMENT_METHOD_NOT_FOR_SHIPPING",
]);

/**
 * The machine's start for this checkout page, from what the loader read: the selling type, the
 * serving branch, the business's country and time zone, `now` (the instant the loader read once,
 * the same the page's slots were offered at), the settings, the shifts, the branch's zones, areas
 * and shipping countries, the customer's saved name and phone, the saved place, table, car and
 * coupon, and the page's idempotency key.
 * `checkoutMachineStart({ data: carPickup, … }).answered` is `[{ type: "SUBMIT_CAR", car }]` when the cart has a car.
 */
export function checkoutMachineStart({
  data,
  business,
  now,
  idempotencyKey,
}: {
  data: Pick<CheckoutData, "cart" | "sellingType" | "priced" | "shifts" | "timeZone" | "zones"> &
    Partial<Pick<CheckoutData, "reservation" | "contact">>;
  business: Pick<Restaurant, "branch_id" | "country" | "checkout">;
  /** An ISO 8601 instant. */
  now: string;
  idempotencyKey: string;
}): CheckoutMachineStart {
  const { cart, sellingType } = data;
  const branchId = business.branch_id;
  const delivery = sellingType === "delivery";
  // The zones that can deliver for this branch, as the API judges a place (its own zones only).
  const zones = delivery
    ? (data.zones?.zones ?? []).filter((zone) => zone.branch === branchId)
    : [];
  const place = delivery ? cart.delivery : null;
  const address = place && addressOf(place);
  const reservation = data.reservation === true;
  const input: CheckoutInput = {
    sellingType,
    ...(reservation ? { reservation } : {}),
    branchId,
    businessCountry: business.country,
    timeZone: data.timeZone,
    now,
    settings: business.checkout,
    zones: zones.map(toDeliveryZone),
    areas: zones.flatMap((zone) => zone.areas.map(toArea)),
    countries: delivery ? (data.zones?.countries ?? []).map(toShippingCountry) : [],
    shifts: data.shifts,
    customer:
      cart.name.trim() || cart.phone.trim()
        ? { name: cart.name, phone: dialledPhone(cart.dial_code, cart.phone) }
        : (data.contact ?? null),
    saved: {
      areaId: place?.area_id ?? null,
      countryId: delivery ? cart.shipping_country_id : null,
      address,
      car: cart.car,
      couponCode: cart.coupon_code,
    },
    idempotencyKey,
  };
  const steps = checkoutSteps(sellingType, business.checkout, true, false, reservation);
  const answered: CheckoutEvent[] = [
    ...(place && address
      ? [
          { type: "PIN", lat: place.lat, lng: place.lng } as const,
          { type: "SUBMIT_ADDRESS", address } as const,
        ]
      : []),
    ...(steps.includes("table") && cart.table_id !== null
      ? [{ type: "CHOOSE_TABLE", tableId: cart.table_id } as const]
      : []),
    ...(steps.includes("car") && cart.car ? [{ type: "SUBMIT_CAR", car: cart.car } as const] : []),
  ];
  const quote: CalcOrderAnswer = {
    ...data.priced,
    problems: data.priced.problems.filter(({ code }) => !decidedByTheFields.has(code)),
  };
  return { input, answered, quote };
}

/** The delivery form of a saved place, without its point and area. */
function addressOf(place: NonNullable<CartDto["delivery"]>): AddressFields {
  const { area_id: _area, lat: _lat, lng: _lng, ...address } = place;
  return address;
}

function toShippingCountry(country: ShippingCountryDto): ShippingCountry {
  return {
    id: country.id,
    country: "",
    country_iso: country.country_iso,
    fees_per_kg: country.fees_per_kg,
    fixed_fees: country.fixed_fees,
    min_order: country.min_order,
    branch_id: country.branch_id,
  };
}

/** The checkout form's fields as the browser holds them (the names `checkoutFormSchema` reads). */
export interface CheckoutFormValues {
  readonly name: string;
  readonly phone: string;
  readonly dial_code: string;
  readonly when: string;
  readonly slot: string;
  readonly payment_type: string;
  readonly table_id: string;
  readonly car_model: string;
  readonly car_color: string;
  readonly plate_number: string;
  readonly gift_name: string;
  readonly gift_phone: string;
  readonly gift_message: string;
  readonly note: string;
}

/** The form's current values; a field the page does not show is empty ("now" for `when`). */
export function readFormValues(form: FormData): CheckoutFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    phone: text("phone"),
    dial_code: text("dial_code"),
    when: text("when") || "now",
    slot: text("slot"),
    payment_type: text("payment_type"),
    table_id: text("table_id"),
    car_model: text("car_model"),
    car_color: text("car_color"),
    plate_number: text("plate_number"),
    gift_name: text("gift_name"),
    gift_phone: text("gift_phone"),
    gift_message: text("gift_message"),
    note: text("note"),
  };
}

/** The steps whose fields are on the checkout page. */
export type PageStep = "table" | "car" | "details";

/** The event the page's fields send for a step, read against the machine's context. */
export function stepEvent(
  step: PageStep,
  values: CheckoutFormValues,
  context: CheckoutContext,
): CheckoutEvent {
  switch (step) {
    case "table": {
      const tableId = Number(values.table_id);
      return {
        type: "CHOOSE_TABLE",
        tableId: values.table_id !== "" && Number.isInteger(tableId) ? tableId : null,
      };
    }
    case "car":
      return {
        type: "SUBMIT_CAR",
        car: {
          model: values.car_model,
          color: values.car_color,
          plate_number: values.plate_number,
        },
      };
    case "details":
      return { type: "SUBMIT_DETAILS", details: detailsOf(values, context) };
  }
}

function detailsOf(values: CheckoutFormValues, context: CheckoutContext): CheckoutDetails {
  const paymentType = Number(values.payment_type);
  return {
    name: values.name,
    phone: dialledPhone(values.dial_code, values.phone),
    schedule:
      values.when === "later"
        ? { type: "later", slot: chosenSlot(values.slot, context) }
        : { type: "now" },
    paymentType:
      values.payment_type !== "" && Number.isInteger(paymentType)
        ? paymentType
        : context.details.paymentType,
    // The coupon is chosen in the cart; the page carries the saved one.
    couponCode: context.details.couponCode,
    note: values.note,
    gift:
      values.gift_name.trim() && values.gift_phone.trim()
        ? {
            recipient_name: values.gift_name,
            recipient_phone: values.gift_phone,
            message: values.gift_message,
          }
        : null,
  };
}

/**
 * The slot the select's value (its start) names, with its end, among the slots the machine offers
 * at its clock; a start it does not offer keeps no end of its own, so the machine refuses it.
 */
function chosenSlot(from: string, context: CheckoutContext): ChosenSlot | null {
  if (from === "") return null;
  const start = Date.parse(from);
  for (const day of offeredSlots(context)) {
    for (const slot of day.slots) {
      if (slot.from.toMillis() === start) return { from, to: slot.to.toISO() ?? from };
    }
  }
  return { from, to: from };
}

/** The checkout machine as the page runs it (provided actors change nothing here). */
type CheckoutActor = Pick<ActorRefFrom<typeof checkoutMachine>, "send" | "getSnapshot">;

/** What the machine says of the page's fields. */
export type FieldsVerdict =
  /** A step refused them: the machine's error code, said beside `field`. */
  | { readonly kind: "refused"; readonly code: string; readonly field: CheckoutField }
  /** The details are accepted: the machine prices and reviews the order. */
  | { readonly kind: "accepted" }
  /**
   * The machine is not at the page's steps: a delivery whose saved place did not carry it past the
   * delivery steps (they belong to the earlier pages). The server judges.
   */
  | { readonly kind: "unjudged" }
  /** The machine is pricing or placing the order already: this submit adds nothing. */
  | { readonly kind: "busy" };

/** A field of the page a refusal is said beside; `when` is the schedule's group of choices. */
export type CheckoutField =
  "table_id" | "car_model" | "car_color" | "plate_number" | "name" | "phone" | "slot" | "when";

const pageSteps: readonly PageStep[] = ["table", "car", "details"];

/** The page's step the machine is at, if any. */
function pageStepOf(actor: CheckoutActor): PageStep | undefined {
  const snapshot = actor.getSnapshot();
  return pageSteps.find((step) => snapshot.matches(step));
}

/**
 * Sends the page's fields to the machine: first back to the page's first step (EDIT from review or
 * a failure, BACK from the details to the table or car), then each step's event in order, stopping
 * at the first step that refuses.
 */
export function sendFields(actor: CheckoutActor, values: CheckoutFormValues): FieldsVerdict {
  const at = actor.getSnapshot();
  if (at.hasTag("busy")) return { kind: "busy" };
  if (at.matches("review") || at.matches("failed")) actor.send({ type: "EDIT" });
  const context = actor.getSnapshot().context;
  const steps = checkoutSteps(
    context.sellingType,
    context.settings,
    context.area !== null,
    isShippingOrder(context),
    context.reservation === true,
  );
  if (pageStepOf(actor) === "details" && (steps.includes("table") || steps.includes("car"))) {
    actor.send({ type: "BACK" });
  }
  for (let step = pageStepOf(actor); step !== undefined; step = pageStepOf(actor)) {
    const snapshot = actor.getSnapshot();
    actor.send(stepEvent(step, values, snapshot.context));
    const after = actor.getSnapshot();
    if (after.matches(step)) {
      const code = after.context.error?.code ?? "BAD_REQUEST";
      return { kind: "refused", code, field: refusedField(code, values) };
    }
  }
  return actor.getSnapshot().matches("pricing") || actor.getSnapshot().matches("review")
    ? { kind: "accepted" }
    : { kind: "unjudged" };
}

/**
 * The field a refusal is said beside: the name, the phone, the slot (or the schedule's group for
 * "now"), the first car field left blank, the table.
 * `refusedField("CAR_REQUIRED", { …values, car_model: "Patrol", car_color: " " })` is "car_color".
 */
export function refusedField(code: string, values: CheckoutFormValues): CheckoutField {
  switch (code) {
    case "TABLE_REQUIRED":
      return "table_id";
    case "CAR_REQUIRED":
      return (
        (["car_model", "car_color", "plate_number"] as const).find(
          (field) => values[field].trim() === "",
        ) ?? "car_model"
      );
    case "PHONE_INVALID":
      return "phone";
    case "SLOT_NOT_AVAILABLE":
      return values.when === "later" ? "slot" : "when";
    default:
      // NAME_REQUIRED: the details' first check.
      return "name";
  }
}
