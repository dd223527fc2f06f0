import { ApiError, type CalcOrderAnswer, type PlaceOrderAnswer } from "@storefront/api-client";
import { describe, expect, it, vi } from "vitest";
import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
  type SnapshotFrom,
} from "xstate";
import type { CheckoutEvent } from "./checkout-events";
import {
  actorDone,
  actorFailed,
  breakdown,
  car,
  checkoutInput,
  closedToday,
  completeAddress,
  details,
  offeredSlot,
  pastSlot,
  pins,
  placed,
  quote,
  withSettings,
} from "./checkout.fixtures";
import { checkoutMachine, type PlaceOrderInput } from "./checkout-machine";
import type { CheckoutInput, CheckoutOrder, Pin } from "./checkout-shapes";

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** The machine's first snapshot, by the pure `initialTransition()`. */
function begin(input: CheckoutInput = checkoutInput()): Snapshot {
  return initialTransition(checkoutMachine, input)[0];
}

/** The snapshot after some events, by the pure `transition()`: no actor runs. */
function after(snapshot: Snapshot, ...events: CheckoutEvent[]): Snapshot {
  return events.reduce(
    (current, event) => transition(checkoutMachine, current, event)[0],
    snapshot,
  );
}

const pin = (at: Pin): CheckoutEvent => ({ type: "PIN", ...at });
const chooseSharq: CheckoutEvent = { type: "CHOOSE_AREA", areaId: 11 };
const submitAddress: CheckoutEvent = { type: "SUBMIT_ADDRESS", address: completeAddress };
const submitDetails = (changes: Partial<typeof details> = {}): CheckoutEvent => ({
  type: "SUBMIT_DETAILS",
  details: { ...details, ...changes },
});

/** A delivery to Sharq waiting in `details`. */
const atDeliveryDetails = () => after(begin(), chooseSharq, pin(pins.sharq), submitAddress);
/** A delivery to Sharq in `review` with `answer` from calc-order. */
const atReview = (answer: CalcOrderAnswer = quote()) =>
  after(atDeliveryDetails(), submitDetails(), actorDone("calcOrder", answer));
const atPlacing = () => after(atReview(), { type: "PLACE" });

/** Actors that answer as a working API and browser would; each can be replaced. */
function workingActors(
  overrides: Partial<{
    locate: () => Promise<Pin>;
    calcOrder: (order: CheckoutOrder) => Promise<CalcOrderAnswer>;
    placeOrder: (input: PlaceOrderInput) => Promise<PlaceOrderAnswer>;
  }> = {},
) {
  const locate = vi.fn(overrides.locate ?? (async () => pins.sharq));
  const calcOrder = vi.fn(overrides.calcOrder ?? (async () => quote()));
  const placeOrder = vi.fn(overrides.placeOrder ?? (async () => placed()));
  return {
    calls: { locate, calcOrder, placeOrder },
    actors: {
      locate: fromPromise<Pin>(() => locate()),
      calcOrder: fromPromise<CalcOrderAnswer, CheckoutOrder>(({ input }) => calcOrder(input)),
      placeOrder: fromPromise<PlaceOrderAnswer, PlaceOrderInput>(({ input }) => placeOrder(input)),
    },
  };
}

/** A running checkout with the given actors, as the page runs it with `useMachine`. */
function run(input: CheckoutInput, actors = workingActors().actors) {
  return createActor(checkoutMachine.provide({ actors }), { input }).start();
}

/** Waits until the checkout no longer waits for an actor. */
const settled = (actor: ReturnType<typeof run>) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));

describe("checkoutMachine guards", () => {
  it("isDelivery: a delivery starts with its place and goes back to the address; dine-in does not", () => {
    expect(begin().value).toBe("area");
    expect(after(atDeliveryDetails(), { type: "BACK" }).value).toBe("address");
    expect(begin(checkoutInput({ sellingType: "dine_in" })).value).toBe("table");
  });

  it("needsArea: the area sheet opens when no area is chosen, not when one is saved", () => {
    expect(begin().value).toBe("area");
    expect(begin(checkoutInput({ saved: { areaId: 11 } })).value).toBe("location");
  });

  it("needsArea: a saved area whose zone is hidden or of another branch is dropped (spec 4)", () => {
    expect(begin(checkoutInput({ saved: { areaId: 12 } })).context.area).toBeNull();
    expect(begin(checkoutInput({ saved: { areaId: 13 } })).value).toBe("area");
    expect(begin().context.areas.map((area) => area.id)).toEqual([11]);
  });

  it("isShipping: a country other than the business's skips the area sheet and takes any pin; Kuwait does not", () => {
    const shipping = begin(checkoutInput({ saved: { countryId: 2 } }));
    expect(shipping.value).toBe("location");
    expect(after(shipping, pin(pins.riyadh))).toMatchObject({
      value: "address",
      context: { pin: pins.riyadh, zone: null, error: null },
    });
    const local = after(begin(), { type: "CHOOSE_COUNTRY", countryId: 1 });
    expect(local.value).toBe("area");
    expect(after(local, chooseSharq, pin(pins.riyadh)).value).toBe("location");
  });

  it("isShipping: shipping switched off makes a saved country local again", () => {
    const off = checkoutInput({
      saved: { countryId: 2 },
      settings: withSettings({ delivery: { shipping: false } }),
    });
    expect(begin(off).value).toBe("area");
  });

  it("isInsideZone: a pin inside a visible zone goes on to the address with its zone; outside every zone it is refused with OUTSIDE_DELIVERY_ZONES", () => {
    const location = after(begin(), chooseSharq);
    expect(after(location, pin(pins.kuwaitCity))).toMatchObject({
      value: "address",
      context: { pin: pins.kuwaitCity, zone: { id: 1 } },
    });
    for (const outside of [pins.desert, pins.jahra, { lat: Number.NaN, lng: 47.99 }]) {
      expect(after(location, pin(outside))).toMatchObject({
        value: "location",
        context: { pin: null, error: { code: "OUTSIDE_DELIVERY_ZONES" } },
      });
    }
  });

  it("isAddressComplete: a required field left blank keeps the form with ADDRESS_INCOMPLETE; a complete one goes on", () => {
    const address = after(begin(), chooseSharq, pin(pins.sharq));
    const blankStreet = { ...completeAddress, street: "  " };
    expect(after(address, { type: "SUBMIT_ADDRESS", address: blankStreet })).toMatchObject({
      value: "address",
      context: { address: blankStreet, error: { code: "ADDRESS_INCOMPLETE" } },
    });
    expect(after(address, submitAddress)).toMatchObject({
      value: "details",
      context: { address: completeAddress, error: null },
    });
  });

  it("needsTable: dine-in asks for the table; product service has none", () => {
    const dineIn = begin(checkoutInput({ sellingType: "dine_in" }));
    expect(dineIn.value).toBe("table");
    expect(after(dineIn, { type: "CHOOSE_TABLE", tableId: 5 })).toMatchObject({
      value: "details",
      context: { tableId: 5 },
    });
    const productService = checkoutInput({
      sellingType: "dine_in",
      settings: withSettings({ dine_in: { label: "product_service" } }),
    });
    expect(begin(productService).value).toBe("details");
  });

  it("hasTable: dine-in without a table is refused with TABLE_REQUIRED; a table goes on", () => {
    const tableStep = begin(checkoutInput({ sellingType: "dine_in" }));
    expect(after(tableStep, { type: "CHOOSE_TABLE", tableId: null })).toMatchObject({
      value: "table",
      context: { tableId: null, error: { code: "TABLE_REQUIRED" } },
    });
    expect(
      after(
        tableStep,
        { type: "CHOOSE_TABLE", tableId: null },
        { type: "CHOOSE_TABLE", tableId: 5 },
      ),
    ).toMatchObject({ value: "details", context: { tableId: 5, error: null } });
  });

  it("needsCar: car pickup asks for the car when the business shows car info, not otherwise", () => {
    expect(begin(checkoutInput({ sellingType: "car_pickup" })).value).toBe("car");
    const hidden = withSettings({ car_pickup: { show_car_info: false } });
    expect(begin(checkoutInput({ sellingType: "car_pickup", settings: hidden })).value).toBe(
      "details",
    );
  });

  it("hasCarDetails: a car without its plate is refused with CAR_REQUIRED; a complete one goes on", () => {
    const carStep = begin(checkoutInput({ sellingType: "car_pickup" }));
    expect(after(carStep, { type: "SUBMIT_CAR", car: { ...car, plate_number: "" } })).toMatchObject(
      { value: "car", context: { error: { code: "CAR_REQUIRED" } } },
    );
    expect(after(carStep, { type: "SUBMIT_CAR", car })).toMatchObject({
      value: "details",
      context: { car, error: null },
    });
  });

  it("hasName: a blank name is refused with NAME_REQUIRED; a name goes on to pricing", () => {
    expect(after(atDeliveryDetails(), submitDetails({ name: " " }))).toMatchObject({
      value: "details",
      context: { error: { code: "NAME_REQUIRED" } },
    });
    expect(after(atDeliveryDetails(), submitDetails()).value).toBe("pricing");
  });

  it("hasValidPhone: a number Kuwait cannot dial is refused with PHONE_INVALID; a blank one falls back to the saved phone (spec 5)", () => {
    expect(after(atDeliveryDetails(), submitDetails({ phone: "12345" }))).toMatchObject({
      value: "details",
      context: { error: { code: "PHONE_INVALID" } },
    });
    expect(after(atDeliveryDetails(), submitDetails({ phone: "" }))).toMatchObject({
      value: "pricing",
      context: { details: { phone: "99999999" } },
    });
    const guest = after(
      begin(checkoutInput({ customer: null })),
      chooseSharq,
      pin(pins.sharq),
      submitAddress,
      submitDetails({ phone: "" }),
    );
    expect(guest.context.error).toMatchObject({ code: "PHONE_INVALID" });
  });

  it("isSlotValid: an offered slot goes on; a slot before now + 15 minutes is refused with SLOT_NOT_AVAILABLE and cleared", () => {
    expect(
      after(atDeliveryDetails(), submitDetails({ schedule: { type: "later", slot: offeredSlot } }))
        .value,
    ).toBe("pricing");
    expect(
      after(atDeliveryDetails(), submitDetails({ schedule: { type: "later", slot: pastSlot } })),
    ).toMatchObject({
      value: "details",
      context: {
        details: { schedule: { type: "later", slot: null } },
        error: { code: "SLOT_NOT_AVAILABLE" },
      },
    });
  });

  it("isSlotValid: 'now' while closed is refused; scheduled orders off refuse every slot", () => {
    const closed = after(
      begin(checkoutInput({ shifts: closedToday, saved: { areaId: 11 } })),
      pin(pins.sharq),
      submitAddress,
    );
    expect(after(closed, submitDetails()).context.error).toMatchObject({
      code: "SLOT_NOT_AVAILABLE",
    });
    const dineIn = after(begin(checkoutInput({ sellingType: "dine_in" })), {
      type: "CHOOSE_TABLE",
      tableId: 5,
    });
    expect(
      after(dineIn, submitDetails({ schedule: { type: "later", slot: offeredSlot } })).value,
    ).toBe("details");
  });

  it("canPlaceOrder: a quote with a refused line, a problem or below the minimum cannot be placed; a clean one can", () => {
    const refused = quote({
      refusals: [{ position: 0, item_id: 7, code: "ITEM_NOT_SOLD", message: "Sold out" }],
    });
    expect(after(atReview(refused), { type: "PLACE" }).value).toBe("review");
    const belowMinimum = quote({ minimum_order: { amount: 5000, met: false } });
    expect(after(atReview(belowMinimum), { type: "PLACE" }).value).toBe("review");
    const closed = quote({ problems: [{ code: "SHOP_CLOSED", message: "Closed" }] });
    expect(after(atReview(closed), { type: "PLACE" }).value).toBe("review");
    expect(after(atReview(), { type: "PLACE" }).value).toBe("placing");
  });

  it("needsPayment: an answer with a payment URL waits in paying; one without is placed", () => {
    const online = placed("https://pay.example/session/1");
    expect(after(atPlacing(), actorDone("placeOrder", online))).toMatchObject({
      value: "paying",
      status: "done",
      context: { placed: { payment_url: "https://pay.example/session/1" } },
    });
    expect(after(atPlacing(), actorDone("placeOrder", placed()))).toMatchObject({
      value: "placed",
      status: "done",
    });
  });

  it("hasNewPrice and isPriceChanged: 409 PRICE_CHANGED with the new breakdown goes back to review, without it asks calc-order again; other failures fail", () => {
    const withPrice = new ApiError(409, "PRICE_CHANGED", "Prices changed", {
      breakdown: breakdown(4000),
    });
    expect(after(atPlacing(), actorFailed("placeOrder", withPrice))).toMatchObject({
      value: "review",
      context: { priceChanged: true, quote: { breakdown: { total: 4000 } } },
    });
    const bare = new ApiError(409, "PRICE_CHANGED", "Prices changed");
    expect(after(atPlacing(), actorFailed("placeOrder", bare))).toMatchObject({
      value: "pricing",
      context: { priceChanged: true },
    });
    const closed = new ApiError(422, "SHOP_CLOSED", "Closed");
    expect(after(atPlacing(), actorFailed("placeOrder", closed))).toMatchObject({
      value: "failed",
      context: { error: { code: "SHOP_CLOSED", message: "Closed" }, priceChanged: false },
    });
  });

  it("wasPlacing: RETRY repeats the call that failed", () => {
    const network = new ApiError(0, "NETWORK", "The server cannot be reached");
    const placingFailed = after(atPlacing(), actorFailed("placeOrder", network));
    expect(after(placingFailed, { type: "RETRY" }).value).toBe("placing");
    const pricingFailed = after(
      atDeliveryDetails(),
      submitDetails(),
      actorFailed("calcOrder", network),
    );
    expect(pricingFailed.context.failedStep).toBe("pricing");
    expect(after(pricingFailed, { type: "RETRY" }).value).toBe("pricing");
  });
});

describe("checkoutMachine journeys", () => {
  it("a delivery inside a zone: area sheet, pin, address, details, calc-order, review, placed", async () => {
    const { calls, actors } = workingActors();
    const checkout = run(checkoutInput(), actors);
    checkout.send(chooseSharq);
    checkout.send(pin(pins.sharq));
    checkout.send(submitAddress);
    checkout.send(submitDetails({ note: "Ring twice" }));
    expect((await settled(checkout)).value).toBe("review");
    expect(calls.calcOrder).toHaveBeenCalledWith({
      sellingType: "delivery",
      area: expect.objectContaining({ id: 11 }),
      country: null,
      pin: pins.sharq,
      address: completeAddress,
      tableId: null,
      car: null,
      details: { ...details, note: "Ring twice" },
    });
    checkout.send({ type: "PLACE" });
    const done = await waitFor(checkout, (snapshot) => snapshot.status === "done");
    expect(done.value).toBe("placed");
    expect(done.context.placed?.order.id).toBe(501);
    expect(calls.placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({ idempotencyKey: "checkout-0001-abcdefgh", quote: quote() }),
    );
  });

  it("a pin outside every zone is refused in location (OUTSIDE_DELIVERY_ZONES); the customer pins again", () => {
    const checkout = run(checkoutInput({ saved: { areaId: 11 } }));
    checkout.send(pin(pins.desert));
    expect(checkout.getSnapshot()).toMatchObject({
      value: "location",
      context: { error: { code: "OUTSIDE_DELIVERY_ZONES" } },
    });
    checkout.send(pin(pins.sharq));
    expect(checkout.getSnapshot()).toMatchObject({ value: "address", context: { error: null } });
  });

  it("use my location: found inside goes on; refused goes back to location with the browser's code; found outside is refused", async () => {
    const found = run(checkoutInput({ saved: { areaId: 11 } }));
    found.send({ type: "LOCATE" });
    expect(found.getSnapshot().hasTag("busy")).toBe(true);
    expect(await settled(found)).toMatchObject({ value: "address", context: { pin: pins.sharq } });

    const denied = workingActors({
      locate: async () => {
        throw Object.assign(new Error("User denied Geolocation"), { code: "PERMISSION_DENIED" });
      },
    });
    const refused = run(checkoutInput({ saved: { areaId: 11 } }), denied.actors);
    refused.send({ type: "LOCATE" });
    expect(await settled(refused)).toMatchObject({
      value: "location",
      context: { error: { code: "PERMISSION_DENIED", message: "User denied Geolocation" } },
    });
    refused.send(pin(pins.sharq));
    expect(refused.getSnapshot().value).toBe("address");

    const far = workingActors({ locate: async () => pins.desert });
    const outside = run(checkoutInput({ saved: { areaId: 11 } }), far.actors);
    outside.send({ type: "LOCATE" });
    expect((await settled(outside)).context.error?.code).toBe("OUTSIDE_DELIVERY_ZONES");

    const unknown = workingActors({
      locate: () => Promise.reject(new Error("Position unavailable")),
    });
    const unavailable = run(checkoutInput({ saved: { areaId: 11 } }), unknown.actors);
    unavailable.send({ type: "LOCATE" });
    expect((await settled(unavailable)).context.error?.code).toBe("LOCATION_UNAVAILABLE");
  });

  it("a shipping order skips the area sheet and sends its country, not an area", async () => {
    const { calls, actors } = workingActors();
    const checkout = run(checkoutInput({ saved: { countryId: 2, areaId: 11 } }), actors);
    expect(checkout.getSnapshot().value).toBe("location");
    checkout.send(pin(pins.riyadh));
    checkout.send(submitAddress);
    checkout.send(submitDetails());
    await settled(checkout);
    expect(calls.calcOrder).toHaveBeenCalledWith(
      expect.objectContaining({ area: null, country: expect.objectContaining({ id: 2 }) }),
    );
  });

  it("the area sheet can choose shipping abroad instead", () => {
    const checkout = run(checkoutInput());
    checkout.send({ type: "CHOOSE_COUNTRY", countryId: 2 });
    expect(checkout.getSnapshot().value).toBe("location");
    checkout.send({ type: "CHANGE_AREA" });
    checkout.send({ type: "CHOOSE_COUNTRY", countryId: null });
    expect(checkout.getSnapshot()).toMatchObject({ value: "area", context: { country: null } });
  });

  it("dine-in needs a table, and sends it", async () => {
    const { calls, actors } = workingActors();
    const checkout = run(checkoutInput({ sellingType: "dine_in" }), actors);
    expect(checkout.getSnapshot().value).toBe("table");
    checkout.send({ type: "CHOOSE_TABLE", tableId: 5 });
    checkout.send(
      submitDetails({ gift: { recipient_name: "A", recipient_phone: "99", message: "" } }),
    );
    await settled(checkout);
    expect(calls.calcOrder).toHaveBeenCalledWith(
      expect.objectContaining({ tableId: 5, pin: null, details: { ...details, gift: null } }),
    );
  });

  it("car pickup with show_car_info asks for the car and sends it; without, goes straight to details and sends none", async () => {
    const shown = workingActors();
    const withCar = run(
      checkoutInput({ sellingType: "car_pickup", saved: { car: { ...car, color: "Black" } } }),
      shown.actors,
    );
    expect(withCar.getSnapshot()).toMatchObject({
      value: "car",
      context: { car: { color: "Black" } },
    });
    withCar.send({ type: "SUBMIT_CAR", car });
    withCar.send(submitDetails());
    await settled(withCar);
    expect(shown.calls.calcOrder).toHaveBeenCalledWith(expect.objectContaining({ car }));

    const hidden = workingActors();
    const withoutCar = run(
      checkoutInput({
        sellingType: "car_pickup",
        settings: withSettings({ car_pickup: { show_car_info: false } }),
        saved: { car },
      }),
      hidden.actors,
    );
    expect(withoutCar.getSnapshot().value).toBe("details");
    withoutCar.send(submitDetails());
    await settled(withoutCar);
    expect(hidden.calls.calcOrder).toHaveBeenCalledWith(expect.objectContaining({ car: null }));
  });

  it("a scheduled order: closed today, the form starts on 'later' with the preselected slot; a valid slot is priced, an invalid one is refused", async () => {
    const input = checkoutInput({ shifts: closedToday, saved: { areaId: 11 } });
    const checkout = run(input);
    expect(checkout.getSnapshot().context.details.schedule).toEqual({
      type: "later",
      // Closed today, so tomorrow from 09:00: the second slot is preselected (spec 4).
      slot: { from: "2026-11-24T09:30:00.000+03:00", to: "2026-11-24T10:00:00.000+03:00" },
    });
    checkout.send(pin(pins.sharq));
    checkout.send(submitAddress);
    checkout.send(submitDetails({ schedule: { type: "later", slot: pastSlot } }));
    expect(checkout.getSnapshot().context.error?.code).toBe("SLOT_NOT_AVAILABLE");
    const tomorrow = { from: "2026-11-24T12:00:00.000+03:00", to: "2026-11-24T12:30:00.000+03:00" };
    checkout.send(submitDetails({ schedule: { type: "later", slot: tomorrow } }));
    expect(await settled(checkout)).toMatchObject({ value: "review", context: { error: null } });
  });

  it("price changed: back to review with priceChanged and the new total, then placed", async () => {
    const changed = new ApiError(409, "PRICE_CHANGED", "Prices changed", {
      breakdown: breakdown(4000),
    });
    const answers = [Promise.reject(changed), Promise.resolve(placed())];
    answers[0]?.catch(() => {});
    const { calls, actors } = workingActors({
      placeOrder: () => answers.shift() ?? Promise.reject(new Error("asked too often")),
    });
    const checkout = run(checkoutInput({ saved: { areaId: 11 } }), actors);
    checkout.send(pin(pins.sharq));
    checkout.send(submitAddress);
    checkout.send(submitDetails());
    await settled(checkout);
    checkout.send({ type: "PLACE" });
    expect(await settled(checkout)).toMatchObject({
      value: "review",
      context: { priceChanged: true, quote: { breakdown: { total: 4000 } } },
    });
    checkout.send({ type: "PLACE" });
    expect(await settled(checkout)).toMatchObject({
      value: "placed",
      context: { priceChanged: false },
    });
    expect(calls.placeOrder.mock.calls[1]?.[0].quote?.breakdown.total).toBe(4000);
  });

  it("online payment: placed with a payment URL ends in paying, for the page to go to", async () => {
    const { actors } = workingActors({
      placeOrder: async () => placed("https://pay.example/session/1"),
    });
    const checkout = run(checkoutInput({ saved: { areaId: 11 } }), actors);
    checkout.send(pin(pins.sharq));
    checkout.send(submitAddress);
    checkout.send(submitDetails({ paymentType: 1 }));
    await settled(checkout);
    checkout.send({ type: "PLACE" });
    expect(await settled(checkout)).toMatchObject({
      value: "paying",
      status: "done",
      context: { placed: { payment_url: "https://pay.example/session/1" } },
    });
  });

  it("failure: failed with the code and message; RETRY places again with the same key; EDIT returns to details", async () => {
    const network = new ApiError(0, "NETWORK", "The server cannot be reached");
    const answers = [Promise.reject(network), Promise.resolve(placed())];
    answers[0]?.catch(() => {});
    const { calls, actors } = workingActors({
      placeOrder: () => answers.shift() ?? Promise.reject(new Error("asked too often")),
    });
    const checkout = run(checkoutInput({ saved: { areaId: 11 } }), actors);
    checkout.send(pin(pins.sharq));
    checkout.send(submitAddress);
    checkout.send(submitDetails());
    await settled(checkout);
    checkout.send({ type: "PLACE" });
    expect(await settled(checkout)).toMatchObject({
      value: "failed",
      context: { error: { code: "NETWORK", message: "The server cannot be reached" } },
    });
    checkout.send({ type: "RETRY" });
    expect((await settled(checkout)).value).toBe("placed");
    const keys = calls.placeOrder.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toEqual(["checkout-0001-abcdefgh", "checkout-0001-abcdefgh"]);

    const failedPricing = after(
      atDeliveryDetails(),
      submitDetails(),
      actorFailed("calcOrder", network),
    );
    expect(after(failedPricing, { type: "EDIT" })).toMatchObject({
      value: "details",
      context: { error: null },
    });
  });

  it("an actor the page forgot fails the checkout with 'provide me', never a network call", async () => {
    const checkout = createActor(checkoutMachine, {
      input: checkoutInput({ saved: { areaId: 11 } }),
    }).start();
    checkout.send(pin(pins.sharq));
    checkout.send(submitAddress);
    checkout.send(submitDetails());
    expect(await settled(checkout)).toMatchObject({
      value: "failed",
      context: { error: { code: "INTERNAL", message: expect.stringMatching(/^provide me/) } },
    });
  });

  it("the context is plain data: a snapshot survives JSON, so the server can render it", async () => {
    const checkout = run(checkoutInput({ saved: { areaId: 11 } }));
    checkout.send(pin(pins.sharq));
    checkout.send(submitAddress);
    checkout.send(submitDetails({ schedule: { type: "later", slot: offeredSlot } }));
    const { context } = await settled(checkout);
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
