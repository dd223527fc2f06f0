import {
  type ApiKeyScope,
  apiKeyScopes,
  orderExamples,
  placeOrderAnswerSchema,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../src/db/database.js";
import { businesses } from "../src/db/schema/index.js";
import { createApiKey } from "../src/pos/manage-api-keys.js";

/** The id of a demo business by its reference. */
export async function businessId(db: Database, referenceId: string): Promise<number> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  if (!row) throw new Error(`No demo business ${referenceId}`);
  return row.id;
}

/** A new key of a business for its till, with these scopes (all by default). */
export async function tillKey(
  db: Database,
  business: number,
  now: Date,
  scopes: readonly ApiKeyScope[] = apiKeyScopes,
): Promise<{ id: number; key: string }> {
  const created = await createApiKey(
    db,
    business,
    { kind: "development" },
    { name: "Till", scopes },
    now,
  );
  return { id: created.id, key: created.key };
}

/** The header of a till's call with this key. */
export const withKey = (key?: string): Record<string, string> =>
  key === undefined ? {} : { authorization: `Bearer ${key}` };

let placed = 0;
/** A guest's car pickup at the demo restaurant's Salmiya branch (cash): its order id. */
export async function placeDemoOrder(app: FastifyInstance, tag = "till"): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": `${tag}-order-${String(++placed).padStart(6, "0")}` },
    payload: orderExamples.car_pickup,
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderAnswerSchema.parse(response.json()).order.id;
}
