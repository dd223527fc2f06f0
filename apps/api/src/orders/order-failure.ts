import type { FailureCode } from "@storefront/api-client";

/** A rule an order request broke: a stable code, a readable message and the HTTP status to answer. */
export interface OrderProblem {
  readonly status: 400 | 404 | 409 | 422;
  readonly code: FailureCode;
  readonly message: string;
}

/** `problem(422, "SHOP_CLOSED", "…")`, for the rules of docs/decisions/012-orders.md. */
export function problem(
  status: OrderProblem["status"],
  code: FailureCode,
  message: string,
): OrderProblem {
  return { status, code, message };
}
