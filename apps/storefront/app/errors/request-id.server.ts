import { requestStorage } from "../http/one-per-process.server";
import { requestIdFrom, requestIdHeader } from "@storefront/api-client";
import type { NextFunction, Request, Response } from "express";

const requestIds = requestStorage<string>("id");

/**
 * Serves a request under its id (ADR 067): the one a load balancer sent, when it keeps the rule,
 * or a new one; and says the id in the answer.
 */
export function withRequestId(request: Request, response: Response, next: NextFunction): void {
  const id = requestIdFrom(request.headers[requestIdHeader]);
  response.setHeader(requestIdHeader, id);
  requestIds.run(id, next);
}

/** The id of the request being served, or null outside one. */
export function currentRequestId(): string | null {
  return requestIds.getStore() ?? null;
}
