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
  pins,
  placed,
  quote,
  saudiArabia,
  sharq,
  withSettings,
} from "./checkout.fixtures";
import { checkoutMachine, type PlaceOrderInput } from "./checkout-machine";
import type { CheckoutInput, CheckoutOrder } from "./checkout-shapes";

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

const submitDetails = (changes: Partial<typeof details> = {}): CheckoutEvent => ({
  type: "SUBMIT_DETAILS",
  details: { ...details, ...changes },
});

/** A delivery to Sharq in `review` with `answer` from calc-order. */
const atReview = (answer: CalcOrderAnswer = quote()) =>
  after(begin(), submitDetails(), actorDone("calcOrder", answer));
const atPlacing = () => after(atReview(), { type: "PLACE" });

/** Actors that answer as a working API would; each can be replaced. */
function workingActors(
  overrides: Partial<{
    calcOrder: (order: CheckoutOrder) => Promise<CalcOrderAnswer>;
    placeOrder: (input: PlaceOrderInput) => Promise<PlaceOrderAnswer>;
  }> = {},
) {
  const calcOrder = vi.fn(overrides.calcOrder ?? (async () => quote()));
  const placeOrder = vi.fn(overrides.placeOrder ?? (async () => placed()));
  return {
    calls: { calcOrder, placeOrder },
    actors: {
      calcOrder: fromPromise<CalcOrderAnswer, CheckoutOrder>(({ input }) => calcOrder(input)),
      placeOrder: fromPromise<PlaceOrderAnswer, PlaceOrderInput>(({ input }) => placeOrder(input)),
    },
  };
}

/** Working actors, but the API refuses the first attempt to place the order with `refusal`. */
function refusedOnce(refusal: ApiError) {
  const answers = [Promise.reject(refusal), Promise.resolve(placed())];
  answers[0]?.catch(() => {});
  return workingActors({
    placeOrder: () => answers.shift() ?? Promise.reject(new Error("asked too often")),
  });
}

/** A running checkout with the given actors, as the page runs it. */
function run(input: CheckoutInput, actors = workingActors().actors) {
  return createActor(checkoutMachine.provide({ actors }), { input }).start();
}

/** Waits until the checkout no longer waits for an actor. */
const settled = (actor: ReturnType<typeof run>) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));

/** A running checkout whose customer sent the details, saw the review and pressed Place. */
async function placing(
  actors: ReturnType<typeof workingActors>["actors"],
  changes: Partial<typeof details> = {},
) {
  const checkout = run(checkoutInput(), actors);
  checkout.send(submitDetails(changes));
  await settled(checkout);
  checkout.send({ type: "PLACE" });
  return checkout;
}

describe("checkoutMachine guards", () => {
  it("a delivery's place is chosen on the pages before: the checkout starts at the details, with that place", () => {
    expect(begin()).toMatchObject({
      value: "details",
      context: { area: { id: 11 }, pin: pins.sharq, address: completeAddress, country: null },
    });
  });

  it("needsTable: dine-in asks for the table; product service and a table reservation's order do not", () => {
    const dineIn = begin(checkoutInput({ sellingType: "dine_in", place: null }));
    expect(dineIn.value).toBe("table");
    expect(after(dineIn, { type: "CHOOSE_TABLE", tableId: 5 })).toMatchObject({
      value: "details",
      context: { tableId: 5 },
    });
    const productService = checkoutInput({
      sellingType: "dine_in",
      place: null,
      settings: withSettings({ dine_in: { label: "product_service" } }),
    });
    expect(begin(productService).value).toBe("details");
    const reserved = checkoutInput({ sellingType: "dine_in", place: null, reservation: true });
    expect(begin(reserved).value).toBe("details");
  });

  it("hasTable: dine-in without a table is refused with TABLE_REQUIRED; a table goes on", () => {
    const tableStep = begin(checkoutInput({ sellingType: "dine_in", place: null }));
    expect(after(tableStep, { type: "CHOOSE_TABLE", tableId: null })).toMatchObject({
      value: "table",
      context: { tableId: null, refusal: "TABLE_REQUIRED" },
    });
    expect(
      after(
        tableStep,
        { type: "CHOOSE_TABLE", tableId: null },
        { type: "CHOOSE_TABLE", tableId: 5 },
      ),
    ).toMatchObject({ value: "details", context: { tableId: 5, refusal: null } });
  });

  it("needsCar: car pickup asks for the car when the business shows car info, not otherwise", () => {
    expect(begin(checkoutInput({ sellingType: "car_pickup", place: null })).value).toBe("car");
    const hidden = withSettings({ car_pickup: { show_car_info: false } });
    expect(
      begin(checkoutInput({ sellingType: "car_pickup", place: null, settings: hidden })).value,
    ).toBe("details");
  });

  it("hasCarDetails: a car without its plate is refused with CAR_REQUIRED and kept; a complete one goes on", () => {
    const carStep = begin(checkoutInput({ sellingType: "car_pickup", place: null }));
    const noPlate = { ...car, plate_number: " " };
    expect(after(carStep, { type: "SUBMIT_CAR", car: noPlate })).toMatchObject({
      value: "car",
      context: { car: noPlate, refusal: "CAR_REQUIRED" },
    });
    expect(after(carStep, { type: "SUBMIT_CAR", car })).toMatchObject({
      value: "details",
      context: { car, refusal: null },
    });
  });

  it("hasName: a blank name is refused with NAME_REQUIRED; a name goes on to pricing", () => {
    expect(after(begin(), submitDetails({ name: " " }))).toMatchObject({
      value: "details",
      context: { refusal: "NAME_REQUIRED" },
    });
    expect(after(begin(), submitDetails()).value).toBe("pricing");
  });

  it("hasValidPhone: a number Kuwait cannot dial is refused with PHONE_INVALID; a blank one falls back to the saved phone (spec 5)", () => {
    expect(after(begin(), submitDetails({ phone: "12345" }))).toMatchObject({
      value: "details",
      context: { refusal: "PHONE_INVALID" },
    });
    expect(after(begin(), submitDetails({ phone: "" }))).toMatchObject({
      value: "pricing",
      context: { details: { phone: "99999999" } },
    });
    const guest = after(begin(checkoutInput({ customer: null })), submitDetails({ phone: "" }));
    expect(guest.context.refusal).toBe("PHONE_INVALID");
  });

  it("the slot is the server's to judge: any later slot is priced, and the action's answer says if it is gone", () => {
    const gone = { from: "2026-11-23T10:00:00.000+03:00" };
    expect(after(begin(), submitDetails({ schedule: { type: "later", slot: gone } })).value).toBe(
      "pricing",
    );
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
    const pricingFailed = after(begin(), submitDetails(), actorFailed("calcOrder", network));
    expect(pricingFailed.context.failedStep).toBe("pricing");
    expect(after(pricingFailed, { type: "RETRY" }).value).toBe("pricing");
  });

  it("EDIT: from the details, the review or a failure, back to the page's first step", () => {
    const carPickup = begin(checkoutInput({ sellingType: "car_pickup", place: null }));
    const atDetails = after(carPickup, { type: "SUBMIT_CAR", car }, submitDetails({ name: "" }));
    expect(after(atDetails, { type: "EDIT" })).toMatchObject({
      value: "car",
      context: { refusal: null },
    });
    expect(after(atReview(), { type: "EDIT" }).value).toBe("details");
    const network = new ApiError(0, "NETWORK", "The server cannot be reached");
    expect(after(atPlacing(), actorFailed("placeOrder", network), { type: "EDIT" })).toMatchObject({
      value: "details",
      context: { error: null },
    });
  });
});

describe("checkoutMachine journeys", () => {
  it("a delivery to its chosen place: details, calc-order, review, placed", async () => {
    const { calls, actors } = workingActors();
    const checkout = run(checkoutInput(), actors);
    checkout.send(submitDetails({ note: "Ring twice" }));
    expect((await settled(checkout)).value).toBe("review");
    expect(calls.calcOrder).toHaveBeenCalledWith({
      sellingType: "delivery",
      area: sharq,
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

  it("a shipping order sends its country, not an area", async () => {
    const { calls, actors } = workingActors();
    const shipping = checkoutInput({
      place: { area: sharq, country: saudiArabia, pin: pins.riyadh, address: completeAddress },
    });
    const checkout = run(shipping, actors);
    checkout.send(submitDetails());
    await settled(checkout);
    expect(calls.calcOrder).toHaveBeenCalledWith(
      expect.objectContaining({ area: null, country: saudiArabia, pin: pins.riyadh }),
    );
  });

  it("dine-in needs a table, and sends it", async () => {
    const { calls, actors } = workingActors();
    const checkout = run(checkoutInput({ sellingType: "dine_in", place: null }), actors);
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
      checkoutInput({
        sellingType: "car_pickup",
        place: null,
        saved: { car: { ...car, color: "Black" } },
      }),
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
        place: null,
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

  it("a scheduled order: closed today, the details start on 'later' with the preselected slot; a later slot is priced", async () => {
    const { calls, actors } = workingActors();
    const checkout = run(checkoutInput({ shifts: closedToday }), actors);
    expect(checkout.getSnapshot().context.details.schedule).toEqual({
      type: "later",
      // Closed today, so tomorrow from 09:00: the second slot is preselected (spec 4).
      slot: { from: "2026-11-24T09:30:00.000+03:00" },
    });
    const tomorrow = { from: "2026-11-24T12:00:00.000+03:00" };
    checkout.send(submitDetails({ schedule: { type: "later", slot: tomorrow } }));
    expect(await settled(checkout)).toMatchObject({ value: "review", context: { error: null } });
    expect(calls.calcOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        details: expect.objectContaining({ schedule: { type: "later", slot: tomorrow } }),
      }),
    );
  });

  it("price changed: back to review with priceChanged and the new total, then placed", async () => {
    const changed = new ApiError(409, "PRICE_CHANGED", "Prices changed", {
      breakdown: breakdown(4000),
    });
    const { calls, actors } = refusedOnce(changed);
    const checkout = await placing(actors);
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
    const checkout = await placing(actors, { paymentType: 1 });
    expect(await settled(checkout)).toMatchObject({
      value: "paying",
      status: "done",
      context: { placed: { payment_url: "https://pay.example/session/1" } },
    });
  });

  it("failure: failed with the code and message; RETRY places again with the same key; EDIT returns to details", async () => {
    const network = new ApiError(0, "NETWORK", "The server cannot be reached");
    const { calls, actors } = refusedOnce(network);
    const checkout = await placing(actors);
    expect(await settled(checkout)).toMatchObject({
      value: "failed",
      context: { error: { code: "NETWORK", message: "The server cannot be reached" } },
    });
    checkout.send({ type: "RETRY" });
    expect((await settled(checkout)).value).toBe("placed");
    const keys = calls.placeOrder.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toEqual(["checkout-0001-abcdefgh", "checkout-0001-abcdefgh"]);

    const failedPricing = after(begin(), submitDetails(), actorFailed("calcOrder", network));
    expect(after(failedPricing, { type: "EDIT" })).toMatchObject({
      value: "details",
      context: { error: null },
    });
  });

  it("an actor the page forgot fails the checkout with 'provide me', never a network call", async () => {
    const checkout = createActor(checkoutMachine, { input: checkoutInput() }).start();
    checkout.send(submitDetails());
    expect(await settled(checkout)).toMatchObject({
      value: "failed",
      context: { error: { code: "INTERNAL", message: expect.stringMatching(/^provide me/) } },
    });
  });

  it("the context is plain data: a snapshot survives JSON, as the loader sends it", async () => {
    const checkout = run(checkoutInput());
    checkout.send(submitDetails({ schedule: { type: "later", slot: offeredSlot } }));
    const { context } = await settled(checkout);
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
