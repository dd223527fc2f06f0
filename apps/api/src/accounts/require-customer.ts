import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
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
