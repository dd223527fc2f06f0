import { type Failure, failureSchema } from "@storefront/api-client";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** The answer is the v5 failure envelope with this status and code; answers the failure. */
export function expectFailure(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): Failure {
  expect(response.statusCode, response.body).toBe(status);
  const failure = failureSchema.parse(response.json());
  expect(failure.code).toBe(code);
  return failure;
}

/**
 * The answer is a success or a 4xx in the v5 failure envelope, never a 5xx; `what` names the
 * call in the message when it is not.
 */
export function expectNo5xx(response: LightMyRequestResponse, what = response.body): void {
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(failureSchema.safeParse(response.json()).success, response.body).toBe(true);
  }
}
