import type {
  AreaDto,
  CalcOrderAnswer,
  CartDto,
  PlaceOrderAnswer,
  ZoneDto,
} from "@storefront/api-client";
import { emptyCart } from "@storefront/domain";
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
  square,
  withSettings,
} from "./checkout.fixtures";
import type { CheckoutChoices } from "./checkout-form";
import { checkoutMachine } from "./checkout-machine";
import {
  checkoutMachineStart,
  refusedField,
  sendFields,
  stepEvents,
} from "./checkout-machine-page";

// The checkout page's side of the machine: the input the loader builds, and the page's fields
// (as the form's schema reads them) sent as the machine's events.

const now = "2026-11-23T07:07:00.000Z"; // 10:07 in Kuwait, as the fixtures' clock
const business = { branch_id: 1, country: "KW", checkout: settings };

/** A cart with one dish and nothing else chosen yet. */
const oneDishCart: CartDto = {
  ...emptyCart({ reference_id: "demo", branch_id: 1 }),
  lines: [
    { item_id: 7, category_id: 3, price_label_id: 70, quantity: 1, modifiers: [], comment: "" },
  ],
};

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
      cart: { ...oneDishCart, ...cart },
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

/** The machine as the page runs it: started with the loader's input. */
function running(begin: ReturnType<typeof start>) {
  return createActor(
    checkoutMachine.provide({
      actors: {
        calcOrder: fromPromise(async () => begin.quote),
        // The page's form posts it; these tests stop before.
        placeOrder: fromPromise(() => new Promise<PlaceOrderAnswer>(() => {})),
      },
    }),
    { input: begin.input },
  ).start();
}

const form: CheckoutChoices = {
  name: "Fatma Al-Sabah",
  phone: "51234567",
  dial_code: "+965",
  when: "now",
  slot: "",
  payment_type: 2,
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
  it("carries the selling type, country, time zone, the loader's clock, settings, shifts and key", () => {
    const { input } = start({});
    expect(input).toMatchObject({
      sellingType: "car_pickup",
      businessCountry: "KW",
      timeZone: "Asia/Kuwait",
      now,
      settings,
      shifts: openShifts,
      place: null,
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

  it("car pickup: the saved car and coupon are in the input; the machine starts at the car, showing it", () => {
    const begin = start({ car, coupon_code: "WELCOME10" });
    expect(begin.input.saved).toMatchObject({ car, couponCode: "WELCOME10" });
    expect(running(begin).getSnapshot()).toMatchObject({ value: "car", context: { car } });
  });

  it("car pickup without car info: no car step, even with a saved car", () => {
    const hidden = withSettings({ car_pickup: { show_car_info: false } });
    expect(running(start({ car }, "car_pickup", { checkout: hidden })).getSnapshot().value).toBe(
      "details",
    );
  });

  it("dine-in: the saved table is in the input; product service has no table step", () => {
    const begin = start({ table_id: 7 }, "dine_in");
    expect(running(begin).getSnapshot()).toMatchObject({
      value: "table",
      context: { tableId: 7 },
    });
    const salon = withSettings({ dine_in: { label: "product_service" } });
    expect(
      running(start({ table_id: 7 }, "dine_in", { checkout: salon })).getSnapshot().value,
    ).toBe("details");
  });

  it("delivery: the place the cart holds, with the serving branch's area, starts the machine at the details", () => {
    const place = { area_id: 11, ...pins.sharq, ...completeAddress };
    const begin = start({ delivery: place }, "delivery");
    expect(begin.input.place).toEqual({
      area: expect.objectContaining({ id: 11, zone_id: 1, branch: 1, shape: sharq.shape }),
      country: null,
      pin: pins.sharq,
      address: completeAddress,
    });
    expect(running(begin).getSnapshot()).toMatchObject({
      value: "details",
      context: { area: { id: 11 }, pin: pins.sharq, address: completeAddress },
    });
  });

  it("delivery: another branch's area is stale, and a shipping order carries the branch's country", () => {
    const elsewhere = { area_id: 21, ...pins.sharq, ...completeAddress };
    expect(start({ delivery: elsewhere }, "delivery").input.place?.area).toBeNull();
    const shipping = start({ delivery: null, shipping_country_id: 2 }, "delivery");
    expect(shipping.input.place).toEqual({
      area: null,
      country: expect.objectContaining({ id: 2, country_iso: "SA", branch_id: 1 }),
      pin: null,
      address: null,
    });
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
  it("stepEvents: the table, the car, and the details with the phone as the API reads it", () => {
    const { context } = running(start({ coupon_code: "WELCOME10" })).getSnapshot();
    expect(stepEvents({ ...form, table_id: 7 }, context).table).toEqual({
      type: "CHOOSE_TABLE",
      tableId: 7,
    });
    const events = stepEvents({ ...form, note: "No onions" }, context);
    expect(events.table).toEqual({ type: "CHOOSE_TABLE", tableId: null });
    expect(events.car).toEqual({ type: "SUBMIT_CAR", car });
    expect(events.details).toEqual({
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

  it("stepEvents: a later order carries the slot the select names; the server judges it", () => {
    const actor = running(start({ car }));
    const later = { ...form, when: "later" as const, slot: offeredSlot.from };
    expect(stepEvents(later, actor.getSnapshot().context).details).toMatchObject({
      details: { schedule: { type: "later", slot: offeredSlot } },
    });
    expect(sendFields(actor, later)).toEqual({ kind: "accepted" });
  });
});

describe("sendFields: the machine's verdict on the page's fields", () => {
  it("car pickup: a blank plate is refused beside the plate, and nothing goes on to the details", () => {
    const actor = running(start({}));
    expect(sendFields(actor, { ...form, plate_number: "" })).toEqual({
      kind: "refused",
      code: "CAR_REQUIRED",
      field: "plate_number",
    });
    expect(actor.getSnapshot().value).toBe("car");
  });

  it("a blank name and a number Kuwait cannot dial are refused beside their fields", () => {
    expect(sendFields(running(start({ car })), { ...form, name: "" })).toEqual({
      kind: "refused",
      code: "NAME_REQUIRED",
      field: "name",
    });
    expect(sendFields(running(start({ car })), { ...form, phone: "1" })).toEqual({
      kind: "refused",
      code: "PHONE_INVALID",
      field: "phone",
    });
  });

  it("dine-in: no table is refused beside the table; a table is accepted", () => {
    expect(sendFields(running(start({}, "dine_in")), form)).toEqual({
      kind: "refused",
      code: "TABLE_REQUIRED",
      field: "table_id",
    });
    expect(sendFields(running(start({}, "dine_in")), { ...form, table_id: 7 })).toEqual({
      kind: "accepted",
    });
  });

  it("delivery: the details are judged at once, the place being chosen already", () => {
    const place = { area_id: 11, ...pins.sharq, ...completeAddress };
    const actor = running(start({ delivery: place }, "delivery"));
    expect(sendFields(actor, { ...form, name: "" })).toMatchObject({ code: "NAME_REQUIRED" });
    expect(sendFields(actor, form)).toEqual({ kind: "accepted" });
  });

  it("a form the schema cannot read is left to the server", () => {
    expect(sendFields(running(start({ car })), null)).toEqual({ kind: "unread" });
  });

  it("accepted details go on to pricing; a submit while it prices adds nothing; after review the page's steps are sent again from the car", async () => {
    const actor = running(start({ car }));
    expect(sendFields(actor, form)).toEqual({ kind: "accepted" });
    expect(actor.getSnapshot().value).toBe("pricing");
    expect(sendFields(actor, form)).toEqual({ kind: "busy" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe("review");
    // The customer changed the car after the review: the machine hears the new one first.
    expect(sendFields(actor, { ...form, car_model: "" })).toEqual({
      kind: "refused",
      code: "CAR_REQUIRED",
      field: "car_model",
    });
    expect(sendFields(actor, { ...form, car_model: "Tahoe" })).toEqual({ kind: "accepted" });
    expect(actor.getSnapshot().context.car).toEqual({ ...car, model: "Tahoe" });
  });

  it("after a refused name, a fixed name and a changed table are both heard", () => {
    const actor = running(start({}, "dine_in"));
    expect(sendFields(actor, { ...form, table_id: 7, name: "" })).toMatchObject({
      code: "NAME_REQUIRED",
    });
    expect(sendFields(actor, { ...form, table_id: 8 })).toEqual({ kind: "accepted" });
    expect(actor.getSnapshot().context.tableId).toBe(8);
  });

  it("refusedField: the first blank car field, the table, the name, the phone", () => {
    expect(refusedField("CAR_REQUIRED", { ...form, car_color: "", plate_number: "" })).toBe(
      "car_color",
    );
    expect(refusedField("TABLE_REQUIRED", form)).toBe("table_id");
    expect(refusedField("NAME_REQUIRED", form)).toBe("name");
    expect(refusedField("PHONE_INVALID", form)).toBe("phone");
  });
});
