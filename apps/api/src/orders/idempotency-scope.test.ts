import {
  failureSchema,
  type OrderRequestBody,
  placeOrderAnswerSchema,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/calls.js";
import { mondayNoon } from "../../test/clock.js";
import { newCustomer } from "../../test/customers.js";
import { testApi } from "../../test/test-api.js";
import { orders } from "../db/schema/index.js";
import { orderExamples } from "@storefront/api-client";

// An idempotency key is its caller's (docs/decisions/036-idempotency-keys-per-caller.md): the
// signed-in customer, or a guest by the cart the order comes from. Anyone else who sends the same
// key, with the same body, gets the refusal a different body gets, never the order, its access
// key, name or address. Runs on PGlite and PostgreSQL.

let keys = 0;

const api = testApi({ clock: () => mondayNoon });

interface Caller {
  readonly token?: string;
  readonly cartId?: string;
}

async function customer(referenceId = "demo"): Promise<Caller> {
  return {
    token: (await newCustomer(api.db, referenceId, mondayNoon, { name: "Key owner" })).token,
  };
}

const guest = (cartId?: string): Caller => (cartId ? { cartId } : {});
const newKey = () => `scope-key-${String(++keys).padStart(6, "0")}`;

/** Fatma's delivery to her door in Salmiya: what a stranger must not read. */
const body: OrderRequestBody = {
  ...orderExamples.delivery,
  name: "Fatma Al-Sabah",
  delivery: { ...orderExamples.delivery.delivery!, street: "Fatma's own street" },
};

function place(
  who: Caller,
  key: string,
  payload: OrderRequestBody = body,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: {
      "idempotency-key": key,
      ...bearer(who.token),
      ...(who.cartId ? { "x-cart-id": who.cartId } : {}),
    },
    payload,
  });
}

/** What a refused caller learns: the status, the code and the message, nothing else. */
function refusal(response: LightMyRequestResponse) {
  return { status: response.statusCode, body: failureSchema.parse(response.json()) };
}

/** The owner's order, then the refusal a different body with the same key gets. */
async function ownersOrder(owner: Caller) {
  const key = newKey();
  const first = await place(owner, key);
  expect(first.statusCode, first.body).toBe(201);
  const placed = placeOrderAnswerSchema.parse(first.json());
  const again = await place(owner, key);
  expect(again.statusCode).toBe(200);
  expect(placeOrderAnswerSchema.parse(again.json()).access_key).toBe(placed.access_key);
  const otherBody = refusal(await place(owner, key, { ...body, notes: "Something else" }));
  expect(otherBody).toMatchObject({ status: 422, body: { code: "IDEMPOTENCY_KEY_REUSED" } });
  return { key, placed, otherBody };
}

function expectNothingTold(response: LightMyRequestResponse, owner: { access_key: string }) {
  expect(response.body).not.toContain(owner.access_key);
  expect(response.body).not.toContain("Fatma");
  expect(response.body).not.toContain("Fatma's own street");
}

describe("an idempotency key belongs to its caller", () => {
  it("a customer's key: another customer, one of another business, and guests are refused as for another body", async () => {
    const owner = await customer();
    const { key, placed, otherBody } = await ownersOrder(owner);
    for (const stranger of [
      await customer(),
      await customer("demo-zurich"),
      guest(),
      guest("guestCartIdOfAStranger0001"),
    ]) {
      const response = await place(stranger, key);
      expect(refusal(response)).toEqual(otherBody);
      expectNothingTold(response, placed);
    }
  });

  it("a guest's key, with its cart: another cart, a guest without one and customers are refused", async () => {
    const owner = guest("guestCartIdOfTheOwner00001");
    const { key, placed, otherBody } = await ownersOrder(owner);
    for (const stranger of [guest("guestCartIdOfAStranger0002"), guest(), await customer()]) {
      const response = await place(stranger, key);
      expect(refusal(response)).toEqual(otherBody);
      expectNothingTold(response, placed);
    }
  });

  it("a guest who names no cart retries as before, and a guest with a cart cannot take it", async () => {
    const { key, placed, otherBody } = await ownersOrder(guest());
    const response = await place(guest("guestCartIdOfAStranger0003"), key);
    expect(refusal(response)).toEqual(otherBody);
    expectNothingTold(response, placed);
  });

  it("two customers racing with one key make one order, answered to one of them only", async () => {
    const owner = await customer();
    const stranger = await customer();
    const key = newKey();
    const callers = [owner, stranger, owner, stranger];
    const answers = await Promise.all(callers.map((who) => place(who, key)));
    const rows = await api.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const placedBy = answers.filter((answer) => answer.statusCode < 300);
    const refused = answers.filter((answer) => answer.statusCode >= 400);
    expect(placedBy.length + refused.length).toBe(4);
    // Whoever came first has the order; the other's two tries are both refused.
    const winners = new Set(callers.filter((_who, index) => answers[index]!.statusCode < 300));
    expect(winners.size).toBe(1);
    for (const answer of refused) {
      expect(failureSchema.parse(answer.json()).code).toBe("IDEMPOTENCY_KEY_REUSED");
    }
    const keysSeen = new Set(
      placedBy.map((answer) => placeOrderAnswerSchema.parse(answer.json()).access_key),
    );
    expect(keysSeen.size).toBe(1);
  });

  it("refuses a cart id that is not one", async () => {
    const response = await place(guest("not a cart id"), newKey());
    expect(response.statusCode).toBe(400);
    expect(failureSchema.parse(response.json()).message).toContain("headers.x-cart-id");
  });
});
