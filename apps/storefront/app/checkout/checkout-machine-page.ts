import type {
  CalcOrderAnswer,
  CartDto,
  Restaurant,
  ShippingCountryDto,
} from "@storefront/api-client";
import { dialledPhone, mayAsk, type ShippingCountry } from "@storefront/domain";
import type { ActorRefFrom } from "xstate";
import type { CheckoutEvent } from "./checkout-events";
import type { CheckoutChoices } from "./checkout-form";
import type { checkoutMachine } from "./checkout-machine";
import type { CheckoutData } from "./checkout-page.server";
import type {
  ChosenPlace,
  CheckoutContext,
  CheckoutDetails,
  CheckoutInput,
  FieldRefusal,
} from "./checkout-shapes";
import { findBranchArea, toArea } from "../delivery/delivery-zones";

// How the checkout page runs the checkout machine in the browser
// (docs/decisions/050-checkout-machine-page-steps.md): the loader builds the machine's input; on
// submit, the page sends its fields as the machine's events and reads the verdict. Everything
// here is pure; `use-checkout-machine.ts` holds the React side.

/** What the checkout loader hands the browser's machine: plain data, read once per request. */
export interface CheckoutMachineStart {
  readonly input: CheckoutInput;
  /** The loader's calc-order answer without the problems the page's fields decide: what `calcOrder` answers. */
  readonly quote: CalcOrderAnswer;
}

/**
 * calc-order's problems that the page's fields decide: the loader priced the cart as it was saved,
 * before the customer filled them in. The action's post is judged on them again.
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
 * business's country and time zone, `now` (the instant the loader read once, the same the page's
 * slots were offered at), the settings, the shifts, a delivery's place as the cart holds it, the
 * customer's saved name and phone, the saved table, car and coupon, and the page's idempotency key.
 * `checkoutMachineStart({ data: carPickup, … }).input.saved.car` is the cart's car.
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
  const reservation = data.reservation === true;
  const input: CheckoutInput = {
    sellingType,
    ...(reservation ? { reservation } : {}),
    businessCountry: business.country,
    timeZone: data.timeZone,
    now,
    settings: business.checkout,
    place: mayAsk(sellingType, "place") ? chosenPlace(cart, data.zones, business.branch_id) : null,
    shifts: data.shifts,
    customer:
      cart.name.trim() || cart.phone.trim()
        ? { name: cart.name, phone: dialledPhone(cart.dial_code, cart.phone) }
        : (data.contact ?? null),
    saved: { tableId: cart.table_id, car: cart.car, couponCode: cart.coupon_code },
    idempotencyKey,
  };
  const quote: CalcOrderAnswer = {
    ...data.priced,
    problems: data.priced.problems.filter(({ code }) => !decidedByTheFields.has(code)),
  };
  return { input, quote };
}

/**
 * Where the cart says the delivery goes: the serving branch's area and shipping country it names
 * (another branch's, or a hidden zone's, is stale: spec 4), the pin and the address form.
 */
function chosenPlace(cart: CartDto, zones: CheckoutData["zones"], branchId: number): ChosenPlace {
  const area = findBranchArea(zones?.zones ?? [], branchId, cart.delivery?.area_id);
  const country = zones?.countries?.find(
    ({ id, branch_id }) => id === cart.shipping_country_id && branch_id === branchId,
  );
  const place = {
    area: area && toArea(area),
    country: country ? toShippingCountry(country) : null,
  };
  if (cart.delivery === null) return { ...place, pin: null, address: null };
  const { area_id: _area, lat, lng, ...address } = cart.delivery;
  return { ...place, pin: { lat, lng }, address };
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

/** The steps whose fields are on the checkout page, in the machine's order. */
const pageSteps = ["table", "car", "details"] as const;

type PageStep = (typeof pageSteps)[number];

/** The event the page's fields send for each step, read against the machine's context. */
export function stepEvents(
  form: CheckoutChoices,
  context: CheckoutContext,
): Record<PageStep, CheckoutEvent> {
  return {
    table: { type: "CHOOSE_TABLE", tableId: form.table_id === "" ? null : form.table_id },
    car: {
      type: "SUBMIT_CAR",
      car: { model: form.car_model, color: form.car_color, plate_number: form.plate_number },
    },
    details: { type: "SUBMIT_DETAILS", details: detailsOf(form, context) },
  };
}

function detailsOf(form: CheckoutChoices, context: CheckoutContext): CheckoutDetails {
  return {
    name: form.name,
    phone: dialledPhone(form.dial_code, form.phone),
    schedule:
      form.when === "later"
        ? { type: "later", slot: form.slot === "" ? null : { from: form.slot } }
        : { type: "now" },
    paymentType: form.payment_type,
    // The coupon is chosen in the cart; the page carries the saved one.
    couponCode: context.details.couponCode,
    note: form.note,
    gift:
      form.gift_name && form.gift_phone
        ? {
            recipient_name: form.gift_name,
            recipient_phone: form.gift_phone,
            message: form.gift_message,
          }
        : null,
  };
}

/** The checkout machine as the page runs it (provided actors change nothing here). */
type CheckoutActor = Pick<ActorRefFrom<typeof checkoutMachine>, "send" | "getSnapshot">;

/** What the machine says of the page's fields. */
export type FieldsVerdict =
  /** A step refused them: the machine's code, said beside `field`. */
  | { readonly kind: "refused"; readonly code: FieldRefusal; readonly field: CheckoutField }
  /** The details are accepted: the machine prices and reviews the order. */
  | { readonly kind: "accepted" }
  /** The form's schema cannot read the fields (one is too long): the server says why. */
  | { readonly kind: "unread" }
  /** The machine is pricing or placing the order already: this submit adds nothing. */
  | { readonly kind: "busy" };

/** A field of the page a refusal is said beside. */
export type CheckoutField =
  "table_id" | "car_model" | "car_color" | "plate_number" | "name" | "phone";

/**
 * Sends the page's fields, as `readCheckoutForm` reads them, to the machine: back to the page's
 * first step (EDIT), then each step's event in order, stopping at the first step that refuses.
 */
export function sendFields(actor: CheckoutActor, form: CheckoutChoices | null): FieldsVerdict {
  if (actor.getSnapshot().hasTag("busy")) return { kind: "busy" };
  if (form === null) return { kind: "unread" };
  actor.send({ type: "EDIT" });
  const events = stepEvents(form, actor.getSnapshot().context);
  for (const step of pageSteps) {
    if (!actor.getSnapshot().matches(step)) continue;
    actor.send(events[step]);
    const { refusal } = actor.getSnapshot().context;
    if (refusal !== null)
      return { kind: "refused", code: refusal, field: refusedField(refusal, form) };
  }
  return { kind: "accepted" };
}

/**
 * The field a refusal is said beside: the table, the first car field left blank, the name, the phone.
 * `refusedField("CAR_REQUIRED", { …form, car_model: "Patrol", car_color: "" })` is "car_color".
 */
export function refusedField(refusal: FieldRefusal, form: CheckoutChoices): CheckoutField {
  switch (refusal) {
    case "TABLE_REQUIRED":
      return "table_id";
    case "CAR_REQUIRED":
      return (
        (["car_model", "car_color", "plate_number"] as const).find((field) => form[field] === "") ??
        "car_model"
      );
    case "NAME_REQUIRED":
      return "name";
    case "PHONE_INVALID":
      return "phone";
  }
}
