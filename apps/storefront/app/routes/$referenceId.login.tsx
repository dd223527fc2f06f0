import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { isApiError } from "@storefront/api-client";
import { useTranslation } from "react-i18next";
import { requireGuest, profilePath } from "../account/guards.server";
import {
  offeredChannels,
  phoneCountries,
  readChallengeId,
  readCode,
  readNameForm,
  readPhoneForm,
  type NameErrors,
} from "../account/login-form";
import {
  accountFailureMessage,
  clearTicketCookie,
  codeSentRedirect,
  isSpentCode,
  loginStepPath,
  readTicket,
  ticketCookie,
} from "../account/login-steps.server";
import { clearOtpTimerCookie, readOtpTimer, secondsLeft } from "../account/otp-timer-cookie";
import { NameFields } from "../account/NameFields";
import { CodeStepForm } from "../account/CodeStepForm";
import { PhoneStepForm } from "../account/PhoneStepForm";
import { safeReturnTo } from "../account/return-to";
import { sessionCookie } from "../account/session-cookie";
import { apiFor } from "../api/api-client.server";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { secureAttribute } from "../cookies/site-cookie";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { clientAddressOf } from "../security/client-address.server";
import { isCrossOrigin } from "../security/same-origin";

// `/{referenceId}/login` (guests only; docs/decisions/026-storefront-sessions.md): a phone and a
// channel, then the six-digit code (the resend timer survives a reload), then a name for a new
// phone; then back to `returnTo` or the profile. Plain forms and actions: it works without
// JavaScript, which only counts the resend timer down.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

function returnToOf(request: Request, referenceId: string): string | null {
  return safeReturnTo(new URL(request.url).searchParams.get("returnTo"), referenceId, request.url);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  requireGuest(request, business);
  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  const url = new URL(request.url);
  const referenceId = business.reference_id;
  const cookies = request.headers.get("Cookie");
  const timer = readOtpTimer(cookies, referenceId);
  const challenge = readChallengeId(url.searchParams.get("challenge"));
  const ticket = readTicket(request, referenceId);
  const step =
    url.searchParams.get("step") === "name" && ticket
      ? "name"
      : challenge && timer
        ? "code"
        : "phone";
  const channels = offeredChannels(business.whatsapp_phone);
  return {
    home: businessHome(business, language),
    title: t("login.title"),
    step,
    returnTo: returnToOf(request, referenceId),
    countries: phoneCountries(business.country, language),
    country: business.country || "KW",
    channels,
    channel: url.searchParams.get("channel") === "whatsapp" ? "whatsapp" : "sms",
    challenge: step === "code" ? challenge : null,
    phone: step === "code" ? (timer?.phone ?? "") : "",
    secondsLeft: step === "code" && timer ? secondsLeft(timer, new Date()) : 0,
    deleted: url.searchParams.has("deleted"),
    expired: url.searchParams.has("expired") || (challenge !== null && step === "phone"),
  };
}

type ActionAnswer = {
  error?: string;
  phone?: string;
  country?: string;
  fieldErrors?: NameErrors;
  name?: string;
  email?: string;
};

export async function action({ request, params }: ActionFunctionArgs) {
  if (isCrossOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const business = await requireBusiness(request, params.referenceId);
  requireGuest(request, business);
  const referenceId = business.reference_id;
  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  const api = apiFor(language, clientAddressOf(request));
  const secure = secureAttribute(request);
  const returnTo = returnToOf(request, referenceId);
  const form = await request.formData();
  const intent = form.get("intent");
  const failed = (error: unknown, extra: ActionAnswer = {}) => {
    const message = accountFailureMessage(error, t, language);
    if (message === null) throw error;
    const status = isApiError(error) ? error.status : 400;
    return data<ActionAnswer>({ error: message, ...extra }, { status });
  };
  const expired = () =>
    redirect(loginStepPath(referenceId, { returnTo, expired: true }), {
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
      loginStepPath(referenceId, {
        returnTo,
        challenge: answer.challenge_id,
        channel: answer.channel,
      }),
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
      const answer = await api.sendOtp({
        body: {
          reference_id: referenceId,
          phone: read.phone,
          country: read.country,
          channel: read.channel,
          purpose: "login",
        },
      });
      return codeSent(answer);
    } catch (error) {
      return failed(error, { phone: read.phone, country: read.country });
    }
  }

  /** Opens the customer's session and goes back where sign-in was asked for. */
  const signedIn = (
    answer: { token: string; user: { id: number; business_id: number } },
    headers: Headers,
  ) => {
    headers.append(
      "Set-Cookie",
      sessionCookie(
        referenceId,
        { userId: answer.user.id, ownerId: answer.user.business_id, token: answer.token },
        secure,
      ),
    );
    return redirect(returnTo ?? profilePath(referenceId), { status: 303, headers });
  };

  if (intent === "resend" || intent === "verify") {
    const challenge = readChallengeId(String(form.get("challenge") ?? ""));
    if (!challenge) return expired();
    if (intent === "resend") {
      try {
        return codeSent(await api.resendOtp({ query: { challenge_id: challenge } }));
      } catch (error) {
        if (isApiError(error) && error.code === "OTP_EXPIRED") return expired();
        return failed(error);
      }
    }
    const code = readCode(form);
    if (!code) return data<ActionAnswer>({ error: t("login.errors.CODE_FORMAT") }, { status: 400 });
    const channel = new URL(request.url).searchParams.get("channel");
    try {
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
      return signedIn(answer, headers);
    } catch (error) {
      if (isSpentCode(error)) return expired();
      return failed(error);
    }
  }

  if (intent === "register") {
    const ticket = readTicket(request, referenceId);
    if (!ticket) return expired();
    const read = readNameForm(form);
    if (!read.ok) {
      return data<ActionAnswer>(
        { fieldErrors: read.errors, name: read.name, email: read.email },
        { status: 400 },
      );
    }
    try {
      const answer = await api.register({
        body: { registration_ticket: ticket, name: read.name, email: read.email },
      });
      const headers = new Headers();
      headers.append("Set-Cookie", clearTicketCookie(referenceId, secure));
      return signedIn(answer, headers);
    } catch (error) {
      if (isApiError(error) && (error.status === 410 || error.status === 401)) return expired();
      return failed(error, { name: read.name, email: read.email ?? "" });
    }
  }

  // "Use another number": back to the phone step.
  const headers = new Headers();
  headers.append("Set-Cookie", clearOtpTimerCookie(referenceId, secure));
  headers.append("Set-Cookie", clearTicketCookie(referenceId, secure));
  return redirect(loginStepPath(referenceId, { returnTo }), { status: 303, headers });
}

export default function LoginPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { t } = useTranslation();
  const { home, step } = page;
  const error = answer?.error && (
    <p role="alert" className="form-error">
      {answer.error}
    </p>
  );
  return (
    <BusinessPage home={home}>
      <section className="account" aria-labelledby="login-title">
        <h2 id="login-title" className="menu__title">
          {step === "name" ? t("login.nameTitle") : page.title}
        </h2>

        {step === "phone" && (
          <>
            <p>{t("login.intro")}</p>
            {page.deleted && (
              <p role="status" className="form-success">
                {t("login.deleted")}
              </p>
            )}
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
            <p>
              <Link to={`/${home.referenceId}/orders/status`}>{t("login.deviceOrders")}</Link>
            </p>
          </>
        )}

        {step === "code" && page.challenge && (
          <CodeStepForm
            challenge={page.challenge}
            channel={page.channel}
            phone={page.phone}
            secondsLeft={page.secondsLeft}
            error={answer?.error}
            busy={busy}
          />
        )}

        {step === "name" && (
          <>
            <p>{t("login.nameIntro")}</p>
            <Form method="post" className="account__form" noValidate>
              <input type="hidden" name="intent" value="register" />
              <NameFields answer={answer} />
              {error}
              <button
                type="submit"
                className="button button--primary account__submit"
                disabled={busy}
              >
                {t("login.create")}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="restart" />
              <button type="submit" className="link-button">
                {t("login.changePhone")}
              </button>
            </Form>
          </>
        )}
      </section>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
