import { requestStorage } from "../http/request-storage.server";
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** The header of a request's correlation id, in, out and on every API call (ADR 067). */
export const requestIdHeader = "x-request-id";

const acceptable = /^[A-Za-z0-9_-]{8,64}$/;
const requestIds = requestStorage<string>("id");

/** The id a load balancer gave the request, when it is one, or a new one. */
export function requestIdFrom(sent: string | string[] | undefined): string {
  return typeof sent === "string" && acceptable.test(sent)
    ? sent
    : randomBytes(12).toString("base64url");
}

/** Serves a request under its id, and says the id in the answer. */
export function withRequestId(request: Request, response: Response, next: NextFunction): void {
  const id = requestIdFrom(request.headers[requestIdHeader]);
  response.setHeader(requestIdHeader, id);
  requestIds.run(id, next);
}

/** The id of the request being served, or null outside one. */
export function currentRequestId(): string | null {
  return requestIds.getStore() ?? null;
}
