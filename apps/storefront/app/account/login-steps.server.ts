import { data, redirect } from "@remix-run/node";
import { isApiError } from "@storefront/api-client";
import type { TFunction } from "i18next";
import { httpOnlyCookie, readCookie } from "../cookies/site-cookie";
import { type NameErrors, waitText } from "./login-form";
import { otpTimerCookie, startOtpTimer } from "./otp-timer-cookie";

/** The registration ticket of a proven phone without an account, HttpOnly, for the name step. */
export function readTicket(request: Request, referenceId: string): string | null {
  const ticket = readCookie(request.headers.get("Cookie"), `register_${referenceId}`);
  return ticket && /^[A-Za-z0-9_-]{43}$/.test(ticket) ? ticket : null;
}

export function ticketCookie(
  referenceId: string,
  ticket: string,
  seconds: number,
  secure: string,
): string {
  return httpOnlyCookie(`register_${referenceId}`, ticket, seconds, `/${referenceId}`, secure);
}

export function clearTicketCookie(referenceId: string, secure: string): string {
  return httpOnlyCookie(`register_${referenceId}`, "", 0, `/${referenceId}`, secure);
}

/** The login page's address for a step, keeping where to go back to. */
export function loginStepPath(
  referenceId: string,
  step: {
    returnTo: string | null;
    challenge?: string;
    channel?: string;
    name?: true;
    expired?: true;
  },
): string {
  const query = new URLSearchParams();
  if (step.challenge) query.set("challenge", step.challenge);
  if (step.challenge && step.channel) query.set("channel", step.channel);
  if (step.name) query.set("step", "name");
  if (step.expired) query.set("expired", "1");
  if (step.returnTo) query.set("returnTo", step.returnTo);
  const search = query.toString();
  return `/${referenceId}/login${search ? `?${search}` : ""}`;
}

/**
 * What the customer is told about a refused send, code or registration: the phone rules of
 * spec 5, a wrong code with its tries left, a dead code, or how long to wait.
 */
export function accountFailureMessage(
  error: unknown,
  t: TFunction,
  language: string,
): string | null {
  if (!isApiError(error)) return null;
  if (error.code.startsWith("PHONE_")) {
    return t(`login.errors.${error.code}`, { defaultValue: t("login.errors.PHONE_INVALID") });
  }
  if (error.code === "OTP_INVALID") {
    const left = Number(error.details?.["attempts_left"] ?? 0);
    return t("login.errors.OTP_INVALID", { left });
  }
  if (error.code === "OTP_EXPIRED") return t("login.errors.OTP_EXPIRED");
  if (error.code === "RATE_LIMITED" || error.status === 429) {
    const seconds = Number(error.details?.["retry_after_seconds"] ?? 60);
    return t("login.errors.RATE_LIMITED", { time: waitText(Math.max(1, seconds), language) });
  }
  if (error.status >= 400 && error.status < 500) return t("login.errors.failed");
  return null;
}

/** A code went out: the code step at `location`, with the resend timer started in its cookie. */
export function codeSentRedirect(
  location: string,
  referenceId: string,
  answer: { phone: string; resend_after_seconds: number },
  secure: string,
): Response {
  const timer = startOtpTimer(answer.phone, new Date(), answer.resend_after_seconds);
  return redirect(location, {
    status: 303,
    headers: { "Set-Cookie": otpTimerCookie(referenceId, timer, secure) },
  });
}

/** The code can no longer be used (ADR 025): it expired, or its fifth wrong try ended it. */
export function isSpentCode(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === "OTP_EXPIRED" ||
    (error.code === "OTP_INVALID" && error.details?.["attempts_left"] === 0)
  );
}

/** A name or email the name form refuses (a new account's, the profile's): what was typed, beside its errors. */
export function nameFormRefused(read: { errors: NameErrors; name: string; email: string }) {
  // Typed as the pages' answers are, which may also carry a refusal's `error`.
  return data<{ error?: string; fieldErrors?: NameErrors; name?: string; email?: string }>(
    { fieldErrors: read.errors, name: read.name, email: read.email },
    { status: 400 },
  );
}
