import {
  orderPhoneProofAnswerSchema,
  otpSentAnswerSchema,
  placeOrderAnswerSchema,
  signedInAnswerSchema,
  verifyOtpAnswerSchema,
} from "@storefront/api-client";
import type { LightMyRequestResponse } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { mondayNoon, testClock } from "../../test/clock.js";
import { lastCode } from "../../test/customers.js";
import { expectFailure } from "../../test/failures.js";
import { testApi } from "../../test/test-api.js";
import { defaultClientLimits } from "../limits/client-limits.js";
import { orderExamples } from "@storefront/api-client";

// ADR 038: unless a business has disable_otp on, a guest proves an order's phone by a code; and a
// client address places at most so many orders an hour. The salon asks for a code; the demo
// restaurant (disable_otp on) does not.

const clock = testClock(mondayNoon);

const api = testApi({
  clock: clock.now,
  limits: { ...defaultClientLimits, ordersPerClientPerHour: 20 },
});

// A week between tests, at the same hour: no hourly limit of one reaches the next.
beforeEach(() => {
  clock.advance(7 * 86_400);
});

let serial = 0;
const nextKey = () => `guest-order-key-${String(serial++).padStart(4, "0")}`;
const salonOrder = (phone = "51234567") => ({ ...orderExamples.product_service, phone });

function order(
  payload: object,
  headers: Record<string, string> = {},
  key = nextKey(),
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": key, ...headers },
    payload,
  });
}

async function sendCode(phone: string, purpose: string, referenceId = "demo-salon") {
  const response = await api.app.inject({
    method: "POST",
    url: "/send-otp",
    payload: { reference_id: referenceId, phone, purpose },
  });
  expect(response.statusCode, response.body).toBe(200);
  return otpSentAnswerSchema.parse(response.json());
}

/** The proof of a phone at the salon, the way the storefront's code step gets it. */
async function proveAtSalon(phone: string): Promise<string> {
  const sent = await sendCode(phone, "order_phone");
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/verify-order-phone",
    payload: { challenge_id: sent.challenge_id, code: await lastCode(api.app, phone) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = orderPhoneProofAnswerSchema.parse(response.json());
  expect(answer.phone).toBe(phone);
  return answer.phone_proof;
}

describe("a guest proves an order's phone (disable_otp off)", () => {
  it("without a proof the salon's guest order is 428 PHONE_PROOF_REQUIRED naming the phone; with it, placed", async () => {
    const failure = expectFailure(await order(salonOrder()), 428, "PHONE_PROOF_REQUIRED");
    expect(failure.details).toEqual({ phone: "+96551234567" });
    const proof = await proveAtSalon("+96551234567");
    const placed = await order(salonOrder(), { "x-phone-proof": proof });
    expect(placed.statusCode, placed.body).toBe(201);
    // The proof stays on the device: the next order from that phone needs no new code.
    expect((await order(salonOrder("5123 4567"), { "x-phone-proof": proof })).statusCode).toBe(201);
  });

  it("a proof is of its phone and its business only, and is the server's own", async () => {
    const proof = await proveAtSalon("+96551234568");
    expectFailure(
      await order(salonOrder("51234569"), { "x-phone-proof": proof }),
      428,
      "PHONE_PROOF_REQUIRED",
    );
    const forged = proof.replace(/\d{11}/, "96551234569");
    expectFailure(
      await order(salonOrder("51234569"), { "x-phone-proof": forged }),
      428,
      "PHONE_PROOF_REQUIRED",
    );
    const tampered = `${proof.slice(0, -1)}${proof.endsWith("A") ? "B" : "A"}`;
    expectFailure(
      await order(salonOrder("51234568"), { "x-phone-proof": tampered }),
      428,
      "PHONE_PROOF_REQUIRED",
    );
    expectFailure(
      await order(salonOrder("51234568"), { "x-phone-proof": "not a proof" }),
      428,
      "PHONE_PROOF_REQUIRED",
    );
  });

  it("a proof lasts 90 days", async () => {
    const proof = await proveAtSalon("+96551234570");
    clock.advance(89 * 86_400);
    expect((await order(salonOrder("51234570"), { "x-phone-proof": proof })).statusCode).toBe(201);
    clock.advance(2 * 86_400);
    expectFailure(
      await order(salonOrder("51234570"), { "x-phone-proof": proof }),
      428,
      "PHONE_PROOF_REQUIRED",
    );
  });

  it("a sign-in code proves no order's phone, and an order code signs nobody in", async () => {
    const login = await sendCode("+96551234571", "login");
    const asProof = await api.app.inject({
      method: "POST",
      url: "/webapp/verify-order-phone",
      payload: { challenge_id: login.challenge_id, code: await lastCode(api.app, "+96551234571") },
    });
    expectFailure(asProof, 410, "OTP_EXPIRED");
    const orderCode = await sendCode("+96551234572", "order_phone");
    expectFailure(
      await api.app.inject({
        method: "POST",
        url: "/verify-otp",
        payload: {
          challenge_id: orderCode.challenge_id,
          code: await lastCode(api.app, "+96551234572"),
        },
      }),
      410,
      "OTP_EXPIRED",
    );
  });

  it("a signed-in customer, whose phone the sign-in proved, needs no code, whatever phone the order names", async () => {
    const phone = "+96551234573";
    const sent = await sendCode(phone, "login");
    const verified = await api.app.inject({
      method: "POST",
      url: "/verify-otp",
      payload: { challenge_id: sent.challenge_id, code: await lastCode(api.app, phone) },
    });
    const answer = verifyOtpAnswerSchema.parse(verified.json());
    if (answer.status !== "registration_required") throw new Error("A new phone registers");
    const registered = await api.app.inject({
      method: "POST",
      url: "/webapp/register",
      payload: { registration_ticket: answer.registration_ticket, name: "Huda" },
    });
    const { token } = signedInAnswerSchema.parse(registered.json());
    const bearer = { authorization: `Bearer ${token}` };
    expect((await order(salonOrder("51234573"), bearer)).statusCode).toBe(201);
    expect((await order(salonOrder("51234574"), bearer)).statusCode).toBe(201);
  });

  it("disable_otp on (the demo restaurant): a guest orders without a code", async () => {
    const placed = await order({ ...orderExamples.car_pickup, phone: "51234575" });
    expect(placed.statusCode, placed.body).toBe(201);
    placeOrderAnswerSchema.parse(placed.json());
  });
});

describe("orders per client address", () => {
  it("fifty concurrent guest orders from one client: twenty placed, the rest a readable 429; another client still orders", async () => {
    const client = { "x-forwarded-for": "203.0.113.5" };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        order({ ...orderExamples.car_pickup, phone: `6${String(1_000_000 + index)}` }, client),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(20);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      const failure = expectFailure(answer, 429, "RATE_LIMITED");
      expect(failure.message).toMatch(
        /^Too many orders from this connection; try again in \d+ minutes$/,
      );
      expect(failure.details?.["retry_after_seconds"]).toBe(3600);
    }
    const other = await order(orderExamples.car_pickup, { "x-forwarded-for": "203.0.113.6" });
    expect(other.statusCode, other.body).toBe(201);
    clock.advance(3600);
    expect((await order(orderExamples.car_pickup, client)).statusCode).toBe(201);
  });

  it("an order refused, or a replay of one placed, takes none of the client's twenty", async () => {
    const client = { "x-forwarded-for": "203.0.113.7" };
    for (let index = 0; index < 5; index += 1) {
      expectFailure(
        await order({ ...orderExamples.car_pickup, phone: "call me" }, client),
        422,
        "PHONE_INVALID",
      );
    }
    const key = nextKey();
    for (let index = 0; index < 5; index += 1) {
      expect((await order(orderExamples.car_pickup, client, key)).statusCode).toBeLessThan(300);
    }
    for (let index = 0; index < 19; index += 1) {
      expect((await order(orderExamples.car_pickup, client)).statusCode).toBe(201);
    }
    expectFailure(await order(orderExamples.car_pickup, client), 429, "RATE_LIMITED");
  });
});
