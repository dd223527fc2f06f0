import { redirect } from "@remix-run/node";
import { isApiError } from "@storefront/api-client";
import { apiFor } from "../api/api-client.server";
import { handlerFor } from "../http/intents.server";
import type { Write } from "../http/write-prologue.server";
import { profilePath } from "./guards.server";
import { type NameErrors, readNameForm } from "./login-form";
import {
  clearTicketCookie,
  loginStepPath,
  nameFormRefused,
  readTicket,
  ticketCookie,
} from "./login-steps.server";
import {
  backToPhoneStep,
  type CodeFlow,
  codeRefused,
  type CodeStepAnswer,
  resendCode,
  sendCode,
  sendCodeRequest,
  verifyCode,
} from "./one-time-code.server";
import { clearOtpTimerCookie } from "./otp-timer-cookie";
import { safeReturnTo } from "./return-to";
import { sessionCookie } from "./session-cookie";

// The sign-in page's posts (docs/decisions/026-storefront-sessions.md): the code steps, then a
// name for a new phone, then the session and back to `returnTo` or the profile.

export type SignInAnswer = CodeStepAnswer & {
  fieldErrors?: NameErrors;
  name?: string;
  email?: string;
};

/** Where sign-in goes back to: a path of this business from the page's `returnTo`, or null. */
export function returnToOf(request: Request, referenceId: string): string | null {
  return safeReturnTo(new URL(request.url).searchParams.get("returnTo"), referenceId, request.url);
}

/** Opens the customer's session and goes back where sign-in was asked for. */
function signedIn(
  write: Write,
  answer: { token: string; user: { id: number; business_id: number } },
  headers: Headers,
): Response {
  const { referenceId, secure, request } = write;
  headers.append(
    "Set-Cookie",
    sessionCookie(
      referenceId,
      { userId: answer.user.id, ownerId: answer.user.business_id, token: answer.token },
      secure,
    ),
  );
  const returnTo = returnToOf(request, referenceId);
  return redirect(returnTo ?? profilePath(referenceId), { status: 303, headers });
}

function signInFlow(write: Write): CodeFlow {
  const { request, referenceId, language, secure } = write;
  const api = apiFor(language, write.clientAddress);
  const returnTo = returnToOf(request, referenceId);
  return {
    write,
    codeStep: (answer) =>
      loginStepPath(referenceId, {
        returnTo,
        challenge: answer.challenge_id,
        channel: answer.channel,
      }),
    phoneStep: () => loginStepPath(referenceId, { returnTo, expired: true }),
    send: (typed) => api.sendOtp(sendCodeRequest(referenceId, typed, "login")),
    resend: (challenge) => api.resendOtp({ query: { challenge_id: challenge } }),
    verify: async (challenge, code) => {
      const channel = new URL(request.url).searchParams.get("channel");
      const verify = channel === "whatsapp" ? api.verifyByWhatsapp : api.verifyOtp;
      const answer = await verify({ body: { challenge_id: challenge, code } });
      const headers = new Headers();
      headers.append("Set-Cookie", clearOtpTimerCookie(referenceId, secure));
      if (answer.status === "registration_required") {
        headers.append(
          "Set-Cookie",
          ticketCookie(referenceId, answer.registration_ticket, answer.expires_in_seconds, secure),
        );
        return redirect(loginStepPath(referenceId, { returnTo, name: true }), {
          status: 303,
          headers,
        });
      }
      return signedIn(write, answer, headers);
    },
  };
}

/** The name step of a new phone: the account is made with the ticket the code left. */
async function register(flow: CodeFlow, form: FormData) {
  const { write } = flow;
  const { request, referenceId, secure, language } = write;
  const ticket = readTicket(request, referenceId);
  if (!ticket) return backToPhoneStep(flow);
  const read = readNameForm(form);
  if (!read.ok) return nameFormRefused(read);
  try {
    const answer = await apiFor(language, write.clientAddress).register({
      body: { registration_ticket: ticket, name: read.name, email: read.email },
    });
    const headers = new Headers();
    headers.append("Set-Cookie", clearTicketCookie(referenceId, secure));
    return signedIn(write, answer, headers);
  } catch (error) {
    if (isApiError(error) && (error.status === 410 || error.status === 401)) {
      return backToPhoneStep(flow);
    }
    return codeRefused(flow, error, { name: read.name, email: read.email ?? "" });
  }
}

/** "Use another number": back to the phone step, the code and the ticket forgotten. */
function restart({ write }: CodeFlow): Response {
  const { request, referenceId, secure } = write;
  const headers = new Headers();
  headers.append("Set-Cookie", clearOtpTimerCookie(referenceId, secure));
  headers.append("Set-Cookie", clearTicketCookie(referenceId, secure));
  const returnTo = returnToOf(request, referenceId);
  return redirect(loginStepPath(referenceId, { returnTo }), { status: 303, headers });
}

const signInIntents = { send: sendCode, resend: resendCode, verify: verifyCode, register };

/** The sign-in page's post, by its intent; any other intent starts again. */
export function signInAction(write: Write, form: FormData) {
  const flow = signInFlow(write);
  const handle = handlerFor(signInIntents, form);
  return handle ? handle(flow, form) : restart(flow);
}
