import type { Business } from "../business/require-business.server";
import { offeredChannels, phoneCountries, readChallengeId } from "./login-form";
import { type OtpTimer, readOtpTimer, secondsLeft } from "./otp-timer-cookie";

/** The code a page's address asks for: its challenge and the resend timer this device holds. */
export interface AskedCode {
  readonly challenge: string | null;
  readonly timer: OtpTimer | null;
  readonly channel: "sms" | "whatsapp";
}

/**
 * The code a one-time-code page (sign-in, a second phone) asks for. Its code step is open only
 * while the address names a challenge and the timer's cookie holds it; else the phone step shows.
 */
export function readAskedCode(request: Request, referenceId: string): AskedCode {
  const url = new URL(request.url);
  return {
    challenge: readChallengeId(url.searchParams.get("challenge")),
    timer: readOtpTimer(request.headers.get("Cookie"), referenceId),
    channel: url.searchParams.get("channel") === "whatsapp" ? "whatsapp" : "sms",
  };
}

/** Whether the code step is open. */
export const codeStepOpen = ({ challenge, timer }: AskedCode) => Boolean(challenge && timer);

/** What the phone step offers: the countries of the phone's prefix, the business's own first, and the channels. */
export function phoneStepChoices(business: Business, language: string) {
  return {
    countries: phoneCountries(business.country, language),
    country: business.country || "KW",
    channels: offeredChannels(business.whatsapp_phone),
  };
}

/** What the code step shows, when it is the page's step: the phone the code went to and the resend timer. */
export function codeStepView({ challenge, timer, channel }: AskedCode, atCode: boolean) {
  return {
    channel,
    challenge: atCode ? challenge : null,
    phone: atCode ? (timer?.phone ?? "") : "",
    secondsLeft: atCode && timer ? secondsLeft(timer, new Date()) : 0,
  };
}
