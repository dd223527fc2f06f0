import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { businesses } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { type Customer, resolveSession } from "./sessions.js";

const bearer = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** The bearer token of a request, undefined when it sends none; a malformed one is 401. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === "") return undefined;
  const match = bearer.exec(header);
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

function unauthorized(): RequestFailure {
  return new RequestFailure(
    401,
    "UNAUTHORIZED",
    "Sign in again: the token is missing or no longer valid",
  );
}

/**
 * The signed-in customer of a request (`Authorization: Bearer …`), or 401 UNAUTHORIZED: no token,
 * a revoked or unknown one, a deleted account, or, when the request names a business, a token of
 * another business (spec 4: the user's business must be the business of the request).
 */
export async function requireCustomer(
  db: Database,
  request: FastifyRequest,
  now: Date,
  businessId?: number,
): Promise<Customer> {
  const customer = await optionalCustomer(db, request, now, businessId);
  if (!customer) throw unauthorized();
  return customer;
}

/**
 * The signed-in customer of the business a path names by its reference: an unknown business is
 * 404 NOT_FOUND, then requireCustomer's 401 for a token of another business.
 */
export async function requireBusinessCustomer(
  db: Database,
  request: FastifyRequest,
  clock: () => Date,
  referenceId: string,
): Promise<Customer> {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  if (!business) {
    throw new RequestFailure(404, "NOT_FOUND", `No business has the reference ${referenceId}`);
  }
  return requireCustomer(db, request, clock(), business.id);
}

/** Like requireCustomer, but a request without a token is a guest (undefined). */
export async function optionalCustomer(
  db: Database,
  request: FastifyRequest,
  now: Date,
  businessId?: number,
): Promise<Customer | undefined> {
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  const customer = await resolveSession(db, token, now);
  if (!customer || (businessId !== undefined && customer.businessId !== businessId)) {
    throw unauthorized();
  }
  return customer;
}
