import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { isApiError } from "@storefront/api-client";
import { useTranslation } from "react-i18next";
import { CodeStepForm } from "../account/CodeStepForm";
import { profilePath, requireCustomer, withSignIn } from "../account/guards.server";
import {
  offeredChannels,
  phoneCountries,
  readChallengeId,
  readCode,
  readPhoneForm,
} from "../account/login-form";
import {
  accountFailureMessage,
  codeSentRedirect,
  isSpentCode,
} from "../account/login-steps.server";
import { clearOtpTimerCookie, readOtpTimer, secondsLeft } from "../account/otp-timer-cookie";
import { PhoneStepForm } from "../account/PhoneStepForm";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { secureAttribute } from "../cookies/site-cookie";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { isCrossOrigin } from "../security/same-origin";

// `/{referenceId}/profile/phone` (signed in; ADR 025 "Another phone"): a second phone, proven by
// a code sent to it, then listed on the profile and able to sign in. The same steps as the login
// page, with the customer's token, so a code for one never serves the other.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

function stepPath(referenceId: string, challenge?: string, channel?: string): string {
  const query = new URLSearchParams();
  if (challenge) query.set("challenge", challenge);
  if (challenge && channel) query.set("channel", channel);
  const search = query.toString();
  return `/${referenceId}/profile/phone${search ? `?${search}` : ""}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  const { language } = requestLanguage(request.headers);
  requireCustomer(request, business, language);
  const url = new URL(request.url);
  const timer = readOtpTimer(request.headers.get("Cookie"), business.reference_id);
  const challenge = readChallengeId(url.searchParams.get("challenge"));
  const step = challenge && timer ? "code" : "phone";
  return {
    home: businessHome(business, language),
    title: translate(language)("profile.addPhone"),
    step,
    countries: phoneCountries(business.country, language),
    country: business.country || "KW",
    channels: offeredChannels(business.whatsapp_phone),
    channel: url.searchParams.get("channel") === "whatsapp" ? "whatsapp" : "sms",
    challenge: step === "code" ? challenge : null,
    phone: step === "code" ? (timer?.phone ?? "") : "",
    secondsLeft: step === "code" && timer ? secondsLeft(timer, new Date()) : 0,
    expired: challenge !== null && step === "phone",
  };
}

type ActionAnswer = { error?: string; phone?: string; country?: string };

export async function action({ request, params }: ActionFunctionArgs) {
  if (isCrossOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const business = await requireBusiness(request, params.referenceId);
  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  const { api } = requireCustomer(request, business, language);
  const referenceId = business.reference_id;
  const secure = secureAttribute(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const failed = (error: unknown, extra: ActionAnswer = {}) => {
    if (error instanceof Response) throw error;
    const message = accountFailureMessage(error, t, language);
    if (message === null) throw error;
    const taken = isApiError(error) && error.code === "PHONE_TAKEN";
    return data<ActionAnswer>(
      { error: taken ? t("profile.phoneTaken") : message, ...extra },
      { status: isApiError(error) ? error.status : 400 },
    );
  };
  const restart = () =>
    redirect(stepPath(referenceId), {
      status: 303,
      headers: { "Set-Cookie": clearOtpTimerCookie(referenceId, secure) },
    });
  const codeSent = (answer: {
    challenge_id: string;
    phone: string;
    channel: string;
    resend_after_seconds: number;
  }) =>
    codeSentRedirect(
      stepPath(referenceId, answer.challenge_id, answer.channel),
      referenceId,
      answer,
      secure,
    );

  if (intent === "send") {
    const read = readPhoneForm(
      form,
      offeredChannels(business.whatsapp_phone),
      business.country || "KW",
    );
    if (!read.ok) {
      return data<ActionAnswer>(
        { error: t(`login.errors.${read.error}`), phone: read.phone, country: read.country },
        { status: 400 },
      );
    }
    try {
      const answer = await withSignIn(request, referenceId, () =>
        api.sendOtp({
          body: {
            reference_id: referenceId,
            phone: read.phone,
            country: read.country,
            channel: read.channel,
            purpose: "verify_phone",
          },
        }),
      );
      return codeSent(answer);
    } catch (error) {
      return failed(error, { phone: read.phone, country: read.country });
    }
  }

  if (intent === "resend" || intent === "verify") {
    const challenge = readChallengeId(String(form.get("challenge") ?? ""));
    if (!challenge) return restart();
    try {
      if (intent === "resend") {
        return codeSent(
          await withSignIn(request, referenceId, () =>
            api.resendOtp({ query: { challenge_id: challenge } }),
          ),
        );
      }
      const code = readCode(form);
      if (!code)
        return data<ActionAnswer>({ error: t("login.errors.CODE_FORMAT") }, { status: 400 });
      await withSignIn(request, referenceId, () =>
        api.verifyPhone({ body: { challenge_id: challenge, code } }),
      );
      return redirect(`${profilePath(referenceId)}?phoneAdded=1`, {
        status: 303,
        headers: { "Set-Cookie": clearOtpTimerCookie(referenceId, secure) },
      });
    } catch (error) {
      // A dead code, or the fifth wrong try (ADR 025): back to the phone step, which says so.
      if (isSpentCode(error)) {
        return redirect(stepPath(referenceId, challenge), {
          status: 303,
          headers: { "Set-Cookie": clearOtpTimerCookie(referenceId, secure) },
        });
      }
      return failed(error);
    }
  }

  return restart();
}

export default function AddPhonePage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  return (
    <BusinessPage home={page.home}>
      <section className="account" aria-labelledby="phone-title">
        <h2 id="phone-title" className="menu__title">
          {page.title}
        </h2>
        {page.step === "code" && page.challenge ? (
          <CodeStepForm
            challenge={page.challenge}
            channel={page.channel}
            phone={page.phone}
            secondsLeft={page.secondsLeft}
            error={answer?.error}
            busy={busy}
          />
        ) : (
          <>
            <p>{t("profile.addPhoneIntro")}</p>
            {page.expired && !answer?.error && (
              <p role="alert" className="form-error">
                {t("login.errors.OTP_EXPIRED")}
              </p>
            )}
            <PhoneStepForm
              countries={page.countries}
              country={page.country}
              channels={page.channels}
              answer={answer}
              busy={busy}
              submitLabel={t("login.send")}
            />
          </>
        )}
        <p>
          <Link to={`/${page.home.referenceId}/profile`}>{t("profile.cancel")}</Link>
        </p>
      </section>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
