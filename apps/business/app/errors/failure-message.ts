import type { Translate } from "../language/translate";

/** A failed call as the app reads it: the API's envelope, or the client's own transport code. */
export interface Failure {
  readonly code: string;
  readonly message: string;
  readonly details?: Record<string, unknown> | undefined;
}

/** The failure codes the app words itself; any other shows the API's own message. */
export const wordedFailureCodes = [
  "STATUS_TRANSITION_NOT_ALLOWED",
  "CONFLICT",
  "OTP_INVALID",
  "SIGN_IN_FAILED",
  "RATE_LIMITED",
  "FORBIDDEN",
  "NOT_FOUND",
  "UNAUTHORIZED",
  "NETWORK",
  "BAD_ANSWER",
  "RECEIVER_REFUSED",
] as const;

const worded = new Set<string>(wordedFailureCodes);

/**
 * What a member of staff reads about a failed call, in the interface language: the app's words
 * for the codes that matter (a move the order no longer allows, a code not right, too many
 * tries with the seconds to wait…), else the API's message. Never a stack trace.
 * `failureMessage({ code: "CONFLICT", message: "…" }, translate("en"))` → "The order moved meanwhile…"
 */
export function failureMessage(failure: Failure, t: Translate): string {
  if (failure.code === "RATE_LIMITED") {
    const seconds = failure.details?.retry_after_seconds;
    return typeof seconds === "number"
      ? t("errors.RATE_LIMITED_SECONDS", { seconds })
      : t("errors.RATE_LIMITED");
  }
  if (worded.has(failure.code)) return t(`errors.${failure.code}`);
  return failure.message.trim() || t("errors.generic");
}
