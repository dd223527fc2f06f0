import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "@storefront/api-client";
import { handlerFor } from "../http/intents.server";
import { pagePrologue } from "../http/page-prologue.server";
import { type Write, writePrologue } from "../http/write-prologue.server";
import { codeStepOpen, codeStepView, phoneStepChoices, readAskedCode } from "./code-step.server";
import { profilePath, requireCustomer, withSignIn } from "./guards.server";
import {
  backToPhoneStep,
  type CodeFlow,
  resendCode,
  sendCode,
  sendCodeRequest,
  verifyCode,
} from "./one-time-code.server";
import { clearOtpTimerCookie } from "./otp-timer-cookie";

// The second phone's page and posts (ADR 025 "Another phone"): the same code steps as sign-in,
// with the customer's token, so a code for one never serves the other.

/** The second phone's page, at its code step for `challenge` or its phone step. */
export function secondPhonePath(referenceId: string, challenge?: string, channel?: string): string {
  const query = new URLSearchParams();
  if (challenge) query.set("challenge", challenge);
  if (challenge && channel) query.set("channel", channel);
  const search = query.toString();
  return `/${referenceId}/profile/phone${search ? `?${search}` : ""}`;
}

function secondPhoneFlow(write: Write): CodeFlow {
  const { request, business, referenceId, language, t, secure } = write;
  const { api } = requireCustomer(request, business, language);
  const signedInCall = <T>(call: () => Promise<T>) => withSignIn(request, referenceId, call);
  return {
    write,
    codeStep: (sent) => secondPhonePath(referenceId, sent.challenge_id, sent.channel),
    // With the dead challenge in its address, the phone step says the code is no longer valid.
    phoneStep: (deadChallenge) => secondPhonePath(referenceId, deadChallenge ?? undefined),
    send: (typed) =>
      signedInCall(() => api.sendOtp(sendCodeRequest(referenceId, typed, "verify_phone"))),
    resend: (challenge) =>
      signedInCall(() => api.resendOtp({ query: { challenge_id: challenge } })),
    verify: async (challenge, code) => {
      await signedInCall(() => api.verifyPhone({ body: { challenge_id: challenge, code } }));
      return redirect(`${profilePath(referenceId)}?phoneAdded=1`, {
        status: 303,
        headers: { "Set-Cookie": clearOtpTimerCookie(referenceId, secure) },
      });
    },
    refusalText: (error, said) =>
      isApiError(error) && error.code === "PHONE_TAKEN" ? t("profile.phoneTaken") : said,
  };
}

const secondPhoneIntents = { send: sendCode, resend: resendCode, verify: verifyCode };

/** The second phone's post, by its intent; any other intent starts again. */
export function secondPhoneAction(write: Write, form: FormData) {
  const flow = secondPhoneFlow(write);
  const handle = handlerFor(secondPhoneIntents, form);
  return handle ? handle(flow, form) : backToPhoneStep(flow);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  requireCustomer(request, business, language);
  const code = readAskedCode(request, business.reference_id);
  const step = codeStepOpen(code) ? "code" : "phone";
  return {
    home,
    title: t("profile.addPhone"),
    step,
    ...phoneStepChoices(business, language),
    ...codeStepView(code, step === "code"),
    expired: code.challenge !== null && step === "phone",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return secondPhoneAction(
    await writePrologue(request, params.referenceId),
    await request.formData(),
  );
}
