import { type ApiClient, isApiError, phoneProofSchema } from "@storefront/api-client";
import { readChallengeId, readCode } from "../account/login-form";
import { codeSentRedirect } from "../account/login-steps.server";
import { readOtpTimer, secondsLeft } from "../account/otp-timer-cookie";
import { httpOnlyCookie, readCookie } from "../cookies/site-cookie";

// The checkout's step for a guest's phone (docs/decisions/038-guest-order-phones-and-limits.md):
// when the API asks for a proof of the order's phone, a code goes to it and the checkout shows the
// code field (`?verify=<challenge>`); the code's proof is kept on the device in an HttpOnly cookie,
// so later orders from that phone on it need none.

const cookieName = (referenceId: string) => `phone_proof_${referenceId}`;

/** The proof this device keeps for the business, if any. */
export function readPhoneProof(request: Request, referenceId: string): string | undefined {
  const value = readCookie(request.headers.get("Cookie"), cookieName(referenceId));
  return phoneProofSchema.safeParse(value).success ? (value ?? undefined) : undefined;
}

export function phoneProofCookie(
  referenceId: string,
  proof: string,
  seconds: number,
  secure: string,
): string {
  return httpOnlyCookie(cookieName(referenceId), proof, seconds, `/${referenceId}`, secure);
}

/** The code step the page shows: the challenge, the phone and the resend timer's seconds left. */
export interface GuestPhoneStep {
  readonly challenge: string;
  readonly phone: string;
  readonly secondsLeft: number;
}

export function readGuestPhoneStep(request: Request, referenceId: string): GuestPhoneStep | null {
  const challenge = readChallengeId(new URL(request.url).searchParams.get("verify"));
  const timer = readOtpTimer(request.headers.get("Cookie"), referenceId);
  if (!challenge || !timer) return null;
  return { challenge, phone: timer.phone, secondsLeft: secondsLeft(timer, new Date()) };
}

/** The checkout's address with the code step of `challenge`. */
function stepPath(request: Request, challenge: string): string {
  const url = new URL(request.url);
  url.searchParams.set("verify", challenge);
  return `${url.pathname}${url.search}`;
}

/** Sends the code to the phone the API named, and shows the code step. */
export async function sendOrderPhoneCode(
  api: ApiClient,
  request: Request,
  referenceId: string,
  phone: string,
  secure: string,
  headers: Headers,
): Promise<Response> {
  const sent = await api.sendOtp({
    body: { reference_id: referenceId, phone, channel: "sms", purpose: "order_phone" },
  });
  const step = codeSentRedirect(stepPath(request, sent.challenge_id), referenceId, sent, secure);
  headers.forEach((value, name) => {
    if (name.toLowerCase() === "set-cookie") step.headers.append("Set-Cookie", value);
  });
  return step;
}

/** "Send a new code": a new challenge for the step's phone once the timer has run. */
export async function resendOrderPhoneCode(
  api: ApiClient,
  request: Request,
  referenceId: string,
  challenge: string,
  secure: string,
): Promise<Response> {
  const sent = await api.resendOtp({ query: { challenge_id: challenge } });
  return codeSentRedirect(stepPath(request, sent.challenge_id), referenceId, sent, secure);
}

/**
 * The proof of the code typed in the step, when the form holds one: `null` without a code; an
 * API failure (wrong or dead code, too many) is thrown for the action to say.
 */
export async function proveOrderPhone(
  api: ApiClient,
  form: FormData,
): Promise<{ proof: string; seconds: number } | { wrongFormat: true } | null> {
  const challenge = readChallengeId(String(form.get("phone_challenge") ?? ""));
  if (!challenge || !String(form.get("phone_code") ?? "").trim()) return null;
  const typed = new FormData();
  typed.set("code", String(form.get("phone_code")));
  const code = readCode(typed);
  if (!code) return { wrongFormat: true };
  const proven = await api.verifyOrderPhone({ body: { challenge_id: challenge, code } });
  return { proof: proven.phone_proof, seconds: proven.expires_in_seconds };
}

/** The phone the API wants proven, from its PHONE_PROOF_REQUIRED refusal. */
export function phoneToProve(error: unknown): string | null {
  if (!isApiError(error) || error.code !== "PHONE_PROOF_REQUIRED") return null;
  const phone = error.details?.["phone"];
  return typeof phone === "string" ? phone : null;
}
