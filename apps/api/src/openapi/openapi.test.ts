import {
  devInboxAnswerSchema,
  orderPhoneProofAnswerSchema,
  otpSentAnswerSchema,
  placeOrderAnswerSchema,
} from "@storefront/api-client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { buildApp } from "../app.js";

// Monday 23 November 2026, 12:00 in Kuwait: the restaurant and the salon are open.
const now = new Date("2026-11-23T09:00:00Z");
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db, logger: false, clock: () => now });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** The proof of a phone at the salon, from its order_phone code in the development inbox. */
async function salonProof(phone: string): Promise<string> {
  const sent = otpSentAnswerSchema.parse(
    (
      await app.inject({
        method: "POST",
        url: "/send-otp",
        payload: { reference_id: "demo-salon", phone, purpose: "order_phone" },
      })
    ).json(),
  );
  const inbox = await app.inject({ method: "GET", url: `/dev/inbox?phone=%2B${phone.slice(1)}` });
  const code = /\b(\d{6})\b/.exec(devInboxAnswerSchema.parse(inbox.json()).messages[0]?.text ?? "");
  const proven = await app.inject({
    method: "POST",
    url: "/webapp/verify-order-phone",
    payload: { challenge_id: sent.challenge_id, code: code?.[1] },
  });
  return orderPhoneProofAnswerSchema.parse(proven.json()).phone_proof;
}

describe("GET /openapi.json", () => {
  it("describes every ordering call with its schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/webapp/order",
        "/service/pos/calc-order/{branchId}",
        "/webapp/order/{id}/{key}",
        "/webapp/update-order-events/{id}/{key}",
        "/webapp/transaction/{orderId}/{paymentId}",
        "/webapp/zones/{businessId}",
        "/send-otp",
        "/verify-otp",
        "/webapp/register",
        "/webapp/profile/{id}",
        "/webapp/logout",
      ]),
    );
    const body = document.paths["/webapp/order"].post.requestBody.content["application/json"];
    expect(body.schema.additionalProperties).toBe(false);
    expect(Object.keys(body.examples).sort()).toEqual(
      ["car_pickup", "delivery", "dinein", "product_service"].sort(),
    );
  });

  it("gives examples that place an order of each selling type on the demo", async () => {
    const document = (await app.inject({ method: "GET", url: "/openapi.json" })).json();
    const examples = document.paths["/webapp/order"].post.requestBody.content["application/json"]
      .examples as Record<string, { value: object }>;
    for (const [type, { value }] of Object.entries(examples)) {
      // The salon asks a guest for a code first (ADR 038): the example's phone, proven.
      const proof = type === "product_service" ? await salonProof("+96551234567") : undefined;
      const response = await app.inject({
        method: "POST",
        url: "/webapp/order",
        headers: {
          "idempotency-key": `openapi-example-${type}`.padEnd(16, "-"),
          ...(proof ? { "x-phone-proof": proof } : {}),
        },
        payload: value,
      });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      expect(placeOrderAnswerSchema.parse(response.json()).order.selling_types).toBe(type);
    }
  });
});
