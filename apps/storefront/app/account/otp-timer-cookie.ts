import { otpResendAfterSeconds } from "@storefront/api-client";
import { httpOnlyCookie, readCookie } from "../cookies/site-cookie";

/**
 * The code step's timer (spec 9: "The auth store persists only the OTP start time, phone number
 * and timer duration"): exactly those three, in a short-lived HttpOnly cookie per business, so the
 * resend countdown survives a reload. Never the code.
 */
export interface OtpTimer {
  /** When the code was sent, in milliseconds since the epoch. */
  readonly startedAt: number;
  /** The phone the code went to, E.164. */
  readonly phone: string;
  /** Seconds before a new code may be asked for (spec 9: 30). */
  readonly duration: number;
}

/** A code lives five minutes (QUALITY.md); the timer is of no use after that. */
export const otpTimerSeconds = 300;

function cookieName(referenceId: string): string {
  return `otp_${referenceId}`;
}

/** The timer kept for a business, or null. */
export function readOtpTimer(
  cookieHeader: string | null | undefined,
  referenceId: string,
): OtpTimer | null {
  const value = readCookie(cookieHeader, cookieName(referenceId));
  const [startedAt, phone, duration, ...rest] = (value ?? "").split("|");
  if (rest.length > 0 || !startedAt || !phone || !duration) return null;
  if (
    !/^\d{1,15}$/.test(startedAt) ||
    !/^\+[1-9]\d{1,16}$/.test(phone) ||
    !/^\d{1,4}$/.test(duration)
  ) {
    return null;
  }
  return { startedAt: Number(startedAt), phone, duration: Number(duration) };
}

/** The Set-Cookie value that keeps the timer for the code's lifetime. */
export function otpTimerCookie(referenceId: string, timer: OtpTimer, secure: string): string {
  const value = encodeURIComponent(`${timer.startedAt}|${timer.phone}|${timer.duration}`);
  return httpOnlyCookie(cookieName(referenceId), value, otpTimerSeconds, `/${referenceId}`, secure);
}

/** The Set-Cookie value that forgets the timer (signed in, or starting over). */
export function clearOtpTimerCookie(referenceId: string, secure: string): string {
  return httpOnlyCookie(cookieName(referenceId), "", 0, `/${referenceId}`, secure);
}

/** A timer started now from a send's answer. */
export function startOtpTimer(
  phone: string,
  now: Date,
  resendAfterSeconds: number = otpResendAfterSeconds,
): OtpTimer {
  return { startedAt: now.getTime(), phone, duration: resendAfterSeconds };
}

/** Whole seconds before a new code may be asked for; 0 when it may be now. */
export function secondsLeft(timer: OtpTimer, now: Date): number {
  const left = timer.startedAt + timer.duration * 1000 - now.getTime();
  return left <= 0 ? 0 : Math.min(timer.duration, Math.ceil(left / 1000));
}
