import { data, redirect } from "@remix-run/node";
import { isApiError, type SendOtpBody } from "@storefront/api-client";
import type { Write } from "../http/write-prologue.server";
import {
  type Channel,
  offeredChannels,
  readChallengeId,
  readCode,
  readPhoneForm,
} from "./login-form";
import { accountFailureMessage, codeSentRedirect, isSpentCode } from "./login-steps.server";
import { clearOtpTimerCookie } from "./otp-timer-cookie";

// The one-time-code steps (ADR 025) that the sign-in page and the second phone share: a phone
// and a channel, the code sent to it (its resend timer in a cookie), a new code once the timer has
// run, and the code typed. Each flow names its own API calls and where its steps live.

/** A code the API sent. */
export interface SentCode {
  readonly challenge_id: string;
  readonly phone: string;
  readonly channel: string;
  readonly resend_after_seconds: number;
}

/** The phone as the phone step read it. */
export interface PhoneTyped {
  readonly phone: string;
  readonly country: string;
  readonly channel: Channel;
}

/** The API's request for a code to the phone typed, for what the code will prove. */
export function sendCodeRequest(
  referenceId: string,
  typed: PhoneTyped,
  purpose: SendOtpBody["purpose"],
) {
  return {
    body: {
      reference_id: referenceId,
      phone: typed.phone,
      country: typed.country,
      channel: typed.channel,
      purpose,
    },
  };
}

/** What the phone and code steps show again after a refusal. */
export type CodeStepAnswer = { error?: string; phone?: string; country?: string };

/** One flow of the steps: its calls and its addresses. */
export interface CodeFlow {
  readonly write: Write;
  /** The code step's address for a code sent. */
  readonly codeStep: (sent: SentCode) => string;
  /** The phone step's address once a code is dead (the dead challenge, when there was one). */
  readonly phoneStep: (deadChallenge: string | null) => string;
  readonly send: (typed: PhoneTyped) => Promise<SentCode>;
  readonly resend: (challenge: string) => Promise<SentCode>;
  /** Proves the code and answers where the customer goes next. */
  readonly verify: (challenge: string, code: string) => Promise<Response>;
  /** What a refusal says, where the flow words one its own way. */
  readonly refusalText?: (error: unknown, said: string) => string;
}

/**
 * A refusal the customer can act on, said on the step with what they typed; any other failure
 * (a thrown redirect to sign in, a server error) is thrown on.
 */
export function codeRefused<Typed extends Record<string, string>>(
  flow: CodeFlow,
  error: unknown,
  typed?: Typed,
) {
  if (error instanceof Response) throw error;
  const said = accountFailureMessage(error, flow.write.t, flow.write.language);
  if (said === null) throw error;
  return data(
    { error: flow.refusalText ? flow.refusalText(error, said) : said, ...typed },
    { status: isApiError(error) ? error.status : 400 },
  );
}

/** Back to the phone step, the code's timer forgotten. */
export function backToPhoneStep(flow: CodeFlow, deadChallenge: string | null = null): Response {
  const { referenceId, secure } = flow.write;
  return redirect(flow.phoneStep(deadChallenge), {
    status: 303,
    headers: { "Set-Cookie": clearOtpTimerCookie(referenceId, secure) },
  });
}

function codeSent(flow: CodeFlow, sent: SentCode): Response {
  const { referenceId, secure } = flow.write;
  return codeSentRedirect(flow.codeStep(sent), referenceId, sent, secure);
}

/** "Send the code": the phone checked by spec 5's rules, then sent a code. */
export async function sendCode(flow: CodeFlow, form: FormData) {
  const { business, t } = flow.write;
  const read = readPhoneForm(
    form,
    offeredChannels(business.whatsapp_phone),
    business.country || "KW",
  );
  if (!read.ok) {
    return data<CodeStepAnswer>(
      { error: t(`login.errors.${read.error}`), phone: read.phone, country: read.country },
      { status: 400 },
    );
  }
  try {
    return codeSent(flow, await flow.send(read));
  } catch (error) {
    return codeRefused(flow, error, { phone: read.phone, country: read.country });
  }
}

/** "Send a new code" once the timer has run; a dead challenge goes back to the phone step. */
export async function resendCode(flow: CodeFlow, form: FormData) {
  const challenge = readChallengeId(String(form.get("challenge") ?? ""));
  if (!challenge) return backToPhoneStep(flow);
  try {
    return codeSent(flow, await flow.resend(challenge));
  } catch (error) {
    if (isSpentCode(error)) return backToPhoneStep(flow, challenge);
    return codeRefused(flow, error);
  }
}

/** The code typed: six digits, proven by the API; a dead code goes back to the phone step. */
export async function verifyCode(flow: CodeFlow, form: FormData) {
  const challenge = readChallengeId(String(form.get("challenge") ?? ""));
  if (!challenge) return backToPhoneStep(flow);
  const code = readCode(form);
  if (!code) {
    return data<CodeStepAnswer>(
      { error: flow.write.t("login.errors.CODE_FORMAT") },
      { status: 400 },
    );
  }
  try {
    return await flow.verify(challenge, code);
  } catch (error) {
    // A dead code, or the fifth wrong try (ADR 025): back to the phone step, which says so.
    if (isSpentCode(error)) return backToPhoneStep(flow, challenge);
    return codeRefused(flow, error);
  }
}
