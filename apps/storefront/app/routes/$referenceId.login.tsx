import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { CodeStepForm } from "../account/CodeStepForm";
import type { action, loader } from "../account/login-page.server";
import { NameFields } from "../account/NameFields";
import { PhoneStepForm } from "../account/PhoneStepForm";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { IntentButton } from "../layout/IntentButton";
import { SubmitButton } from "../layout/SubmitButton";

// `/{referenceId}/login` (guests only; docs/decisions/026-storefront-sessions.md): a phone and a
// channel, then the six-digit code (the resend timer survives a reload), then a name for a new
// phone; then back to `returnTo` or the profile. Plain forms and actions: it works without
// JavaScript, which only counts the resend timer down.

export { action, loader } from "../account/login-page.server";

export const meta: MetaFunction<typeof loader> = privatePageMeta;

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
            <PhoneStepForm
              countries={page.countries}
              country={page.country}
              channels={page.channels}
              answer={answer}
              busy={busy}
              submitLabel={t("login.send")}
              expired={page.expired}
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
              <SubmitButton busy={busy}>{t("login.create")}</SubmitButton>
            </Form>
            <IntentButton intent="restart" className="link-button">
              {t("login.changePhone")}
            </IntentButton>
          </>
        )}
      </section>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
