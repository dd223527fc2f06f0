import type {
  AreaDto,
  CalcOrderAnswer,
  CartDto,
  PlaceOrderAnswer,
  ZoneDto,
} from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  car,
  completeAddress,
  offeredSlot,
  openShifts,
  pins,
  quote,
  settings,
  withSettings,
} from "./checkout.fixtures";
import { checkoutMachine } from "./checkout-machine";
import {
  type CheckoutFormValues,
  checkoutMachineStart,
  readFormValues,
  refusedField,
  sendFields,
  stepEvent,
} from "./checkout-machine-page";

// The checkout page's side of the machine: the input the loader builds, the events of the steps
// the cart already answered, and the page's fields sent as the machine's events.

const now = "2026-11-23T07:07:00.000Z"; // 10:07 in Kuwait, as the fixtures' clock
const business = { branch_id: 1, country: "KW", checkout: settings };

const emptyCart: CartDto = {
  reference_id: "demo",
  branch_id: 1,
  lines: [
    { item_id: 7, category_id: 3, price_label_id: 70, quantity: 1, modifiers: [], comment: "" },
  ],
  note: "",
  coupon_code: null,
  name: "",
  phone: "",
  dial_code: "+965",
  payment_type: 2,
  table_id: null,
  car: null,
  delivery: null,
  shipping_country_id: null,
  gift: null,
  scheduled_at: null,
};

const square = (west: number, south: number, east: number, north: number) => ({
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

const sharq: AreaDto = {
  id: 11,
  name: { en: "Sharq", ar: "شرق" },
  parent_name: null,
  osm_id: null,
  shape: square(47.98, 29.37, 48.0, 29.39),
  zone_id: 1,
  branch: 1,
};

const zone = (id: number, branch: number, areas: AreaDto[]): ZoneDto => ({
  id,
  visible: true,
  fees: 500,
  min_order: 0,
  delivery_time: null,
  unit: "minute",
  branch,
  name: { en: `Zone ${id}` },
  color: null,
  shape: square(47.9, 29.3, 48.05, 29.42),
  areas,
});

const zonesAnswer = {
  error: 0 as const,
  message: "",
  zones: [zone(1, 1, [sharq]), zone(2, 2, [{ ...sharq, id: 21, zone_id: 2, branch: 2 }])],
  countries: [
    {
      id: 2,
      country: { en: "Saudi Arabia" },
      country_iso: "SA",
      icon: null,
      fees_per_kg: 2000,
      fixed_fees: 500,
      min_order: 0,
      branch_id: 1,
    },
  ],
};

function start(
  cart: Partial<CartDto>,
  sellingType: "delivery" | "dine_in" | "car_pickup" = "car_pickup",
  overrides: { priced?: CalcOrderAnswer; checkout?: typeof settings } = {},
) {
  return checkoutMachineStart({
    data: {
      cart: { ...emptyCart, ...cart },
      sellingType,
      priced: overrides.priced ?? quote(),
      shifts: openShifts,
      timeZone: "Asia/Kuwait",
      zones: sellingType === "delivery" ? zonesAnswer : null,
    },
    business: { ...business, checkout: overrides.checkout ?? settings },
    now,
    idempotencyKey: "checkout-0001-abcdefgh",
  });
}

/** The machine as the page runs it: started with the loader's input, walked through the answered steps. */
function running(begin: ReturnType<typeof start>) {
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        calcOrder: fromPromise(async () => begin.quote),
        // The page's form posts it; these tests stop before.
        placeOrder: fromPromise(() => new Promise<PlaceOrderAnswer>(() => {})),
      },
    }),
    { input: begin.input },
  ).start();
  for (const event of begin.answered) actor.send(event);
  return actor;
}

const values: CheckoutFormValues = {
  name: "Fatma Al-Sabah",
  phone: "51234567",
  dial_code: "+965",
  when: "now",
  slot: "",
  payment_type: "2",
  table_id: "",
  car_model: car.model,
  car_color: car.color,
  plate_number: car.plate_number,
  gift_name: "",
  gift_phone: "",
  gift_message: "",
  note: "",
};

describe("checkoutMachineStart: the machine's input from the loader's data", () => {
  it("carries the selling type, branch, country, time zone, the loader's clock, settings, shifts and key", () => {
    const { input } = start({});
    expect(input).toMatchObject({
      sellingType: "car_pickup",
      branchId: 1,
      businessCountry: "KW",
      timeZone: "Asia/Kuwait",
      now,
      settings,
      shifts: openShifts,
      zones: [],
      areas: [],
      countries: [],
      idempotencyKey: "checkout-0001-abcdefgh",
    });
  });

  it("the customer is the cart's name and phone as the API reads it (dial code and number), none when both are blank", () => {
    expect(start({ name: "Fatma", phone: "51234567" }).input.customer).toEqual({
      name: "Fatma",
      phone: "+96551234567",
    });
    expect(start({ name: "Fatma" }).input.customer).toEqual({ name: "Fatma", phone: "" });
    expect(start({}).input.customer).toBeNull();
  });

  it("car pickup: the saved car is sent as SUBMIT_CAR, so the machine starts at the details", () => {
    const begin = start({ car, coupon_code: "WELCOME10" });
    expect(begin.input.saved).toMatchObject({ car, couponCode: "WELCOME10" });
    expect(begin.answered).toEqual([{ type: "SUBMIT_CAR", car }]);
    expect(running(begin).getSnapshot().value).toBe("details");
    expect(running(start({})).getSnapshot().value).toBe("car");
  });

  it("car pickup without car info: no car step, even with a saved car", () => {
    const hidden = withSettings({ car_pickup: { show_car_info: false } });
    const begin = start({ car }, "car_pickup", { checkout: hidden });
    expect(begin.answered).toEqual([]);
    expect(running(begin).getSnapshot().value).toBe("details");
  });

  it("dine-in: the saved table is sent as CHOOSE_TABLE; product service has none to send", () => {
    const begin = start({ table_id: 7 }, "dine_in");
    expect(begin.answered).toEqual([{ type: "CHOOSE_TABLE", tableId: 7 }]);
    expect(running(begin).getSnapshot()).toMatchObject({
      value: "details",
      context: { tableId: 7 },
    });
    const salon = withSettings({ dine_in: { label: "product_service" } });
    expect(start({ table_id: 7 }, "dine_in", { checkout: salon }).answered).toEqual([]);
  });

  it("delivery: the branch's own zones and areas, the countries, and the saved place sent as PIN and SUBMIT_ADDRESS", () => {
    const place = { area_id: 11, ...pins.sharq, ...completeAddress };
    const begin = start({ delivery: place }, "delivery");
    expect(begin.input.zones.map(({ id }) => id)).toEqual([1]);
    expect(begin.input.areas).toEqual([
      expect.objectContaining({ id: 11, zone_id: 1, branch: 1, shape: sharq.shape }),
    ]);
    expect(begin.input.countries).toEqual([
      expect.objectContaining({ id: 2, country_iso: "SA", branch_id: 1 }),
    ]);
    expect(begin.input.saved).toMatchObject({
      areaId: 11,
      countryId: null,
      address: completeAddress,
    });
    expect(begin.answered).toEqual([
      { type: "PIN", ...pins.sharq },
      { type: "SUBMIT_ADDRESS", address: completeAddress },
    ]);
    expect(running(begin).getSnapshot()).toMatchObject({
      value: "details",
      context: { area: { id: 11 }, pin: pins.sharq, zone: { id: 1 } },
    });
  });

  it("delivery: a place outside every zone leaves the machine at the location, and the server judges the form", () => {
    const place = { area_id: null, ...pins.desert, ...completeAddress };
    const actor = running(start({ delivery: place }, "delivery"));
    expect(actor.getSnapshot().value).toBe("area");
    expect(sendFields(actor, values)).toEqual({ kind: "unjudged" });
  });

  it("the quote is the loader's calc-order answer without the problems the page's fields decide", () => {
    const priced = quote({
      problems: [
        { code: "NAME_REQUIRED", message: "Name" },
        { code: "SHOP_CLOSED", message: "Closed" },
        { code: "CAR_REQUIRED", message: "Car" },
        { code: "COUPON_EXPIRED", message: "Expired" },
      ],
    });
    expect(start({}, "car_pickup", { priced }).quote.problems).toEqual([
      { code: "COUPON_EXPIRED", message: "Expired" },
    ]);
  });

  it("is plain data: it survives JSON, as the loader sends it", () => {
    const begin = start(
      { delivery: { area_id: 11, ...pins.sharq, ...completeAddress } },
      "delivery",
    );
    expect(JSON.parse(JSON.stringify(begin))).toEqual(begin);
  });
});

describe("the page's fields as the machine's events", () => {
  it("readFormValues: what the form holds, a field it does not show empty and `when` now", () => {
    const form = new FormData();
    form.set("name", "Fatma");
    form.set("phone", "51234567");
    expect(readFormValues(form)).toMatchObject({
      name: "Fatma",
      phone: "51234567",
      when: "now",
      table_id: "",
      car_model: "",
    });
  });

  it("stepEvent: the table, the car, and the details with the phone as the API reads it", () => {
    const { context } = running(start({ coupon_code: "WELCOME10" })).getSnapshot();
    expect(stepEvent("table", { ...values, table_id: "7" }, context)).toEqual({
      type: "CHOOSE_TABLE",
      tableId: 7,
    });
    expect(stepEvent("table", values, context)).toEqual({ type: "CHOOSE_TABLE", tableId: null });
    expect(stepEvent("car", values, context)).toEqual({ type: "SUBMIT_CAR", car });
    expect(stepEvent("details", { ...values, note: "No onions" }, context)).toEqual({
      type: "SUBMIT_DETAILS",
      details: {
        name: "Fatma Al-Sabah",
        phone: "+96551234567",
        schedule: { type: "now" },
        paymentType: 2,
        couponCode: "WELCOME10",
        note: "No onions",
        gift: null,
      },
    });
  });

  it("stepEvent: a later slot gets its end from the slots the machine offers; one it does not offer is refused", () => {
    const scheduled = withSettings({
      car_pickup: { scheduled_orders: settings.delivery.scheduled_orders },
    });
    const actor = running(start({ car }, "car_pickup", { checkout: scheduled }));
    const later = { ...values, when: "later", slot: offeredSlot.from };
    expect(stepEvent("details", later, actor.getSnapshot().context)).toMatchObject({
      details: { schedule: { type: "later", slot: offeredSlot } },
    });
    expect(sendFields(actor, later)).toEqual({ kind: "accepted" });
    const stale = { ...values, when: "later", slot: "2026-11-23T10:00:00.000+03:00" };
    expect(
      sendFields(running(start({ car }, "car_pickup", { checkout: scheduled })), stale),
    ).toEqual({
      kind: "refused",
      code: "SLOT_NOT_AVAILABLE",
      field: "slot",
    });
  });
});

describe("sendFields: the machine's verdict on the page's fields", () => {
  it("car pickup: a blank plate is refused beside the plate, and nothing goes on to the details", () => {
    const actor = running(start({}));
    expect(sendFields(actor, { ...values, plate_number: " " })).toEqual({
      kind: "refused",
      code: "CAR_REQUIRED",
      field: "plate_number",
    });
    expect(actor.getSnapshot().value).toBe("car");
  });

  it("a blank name and a number Kuwait cannot dial are refused beside their fields", () => {
    expect(sendFields(running(start({ car })), { ...values, name: "  " })).toEqual({
      kind: "refused",
      code: "NAME_REQUIRED",
      field: "name",
    });
    expect(sendFields(running(start({ car })), { ...values, phone: "1" })).toEqual({
      kind: "refused",
      code: "PHONE_INVALID",
      field: "phone",
    });
  });

  it("dine-in: no table is refused beside the table", () => {
    expect(sendFields(running(start({}, "dine_in")), values)).toEqual({
      kind: "refused",
      code: "TABLE_REQUIRED",
      field: "table_id",
    });
    expect(sendFields(running(start({}, "dine_in")), { ...values, table_id: "7" })).toEqual({
      kind: "accepted",
    });
  });

  it("accepted details go on to pricing; a submit while it prices adds nothing; after review the page's steps are sent again from the car", async () => {
    const actor = running(start({ car }));
    expect(sendFields(actor, values)).toEqual({ kind: "accepted" });
    expect(actor.getSnapshot().value).toBe("pricing");
    expect(sendFields(actor, values)).toEqual({ kind: "busy" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe("review");
    // The customer changed the car after the review: the machine hears the new one first.
    expect(sendFields(actor, { ...values, car_model: "" })).toEqual({
      kind: "refused",
      code: "CAR_REQUIRED",
      field: "car_model",
    });
    expect(sendFields(actor, { ...values, car_model: "Tahoe" })).toEqual({ kind: "accepted" });
    expect(actor.getSnapshot().context.car).toEqual({ ...car, model: "Tahoe" });
  });

  it("refusedField: the first blank car field; the slot for a later order, the schedule's group for now", () => {
    expect(refusedField("CAR_REQUIRED", { ...values, car_color: "", plate_number: "" })).toBe(
      "car_color",
    );
    expect(refusedField("SLOT_NOT_AVAILABLE", { ...values, when: "later" })).toBe("slot");
    expect(refusedField("SLOT_NOT_AVAILABLE", values)).toBe("when");
    expect(refusedField("NAME_REQUIRED", values)).toBe("name");
  });
});
