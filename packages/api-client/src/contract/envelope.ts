import { z } from "zod";

/**
 * The v5 answer envelope. The spec keeps `error: 1` for failure with a `message`; where it is
 * silent we add a stable machine `code` and always send `error: 0` on success
 * (docs/decisions/004-v5-envelope.md).
 */
export const failureSchema = z
  .object({
    error: z.literal(1),
    code: z.string().min(1),
    message: z.string().min(1),
  })
  .strict();

export type Failure = z.infer<typeof failureSchema>;

/** Stable failure codes the API answers with; the storefront translates them at the edge. */
export const failureCodes = [
  "BAD_REQUEST",
  "NOT_FOUND",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "CONFLICT",
  "RATE_LIMITED",
  "INTERNAL",
] as const;

export type FailureCode = (typeof failureCodes)[number];
