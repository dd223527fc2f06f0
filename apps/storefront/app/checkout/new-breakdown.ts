import { breakdownSchema, type Breakdown } from "@storefront/api-client";

/**
 * The new breakdown a 409 PRICE_CHANGED carries in its `details` (the API sends
 * `{ breakdown }`), or undefined when the failure carries none the contract can read.
 * `newBreakdown(new ApiError(409, "PRICE_CHANGED", "…", { breakdown }))` is `breakdown`.
 */
export function newBreakdown(error: unknown): Breakdown | undefined {
  if (typeof error !== "object" || error === null || !("details" in error)) return undefined;
  const { details } = error as { details?: { breakdown?: unknown } };
  const parsed = breakdownSchema.safeParse(details?.breakdown);
  return parsed.success ? parsed.data : undefined;
}
