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
