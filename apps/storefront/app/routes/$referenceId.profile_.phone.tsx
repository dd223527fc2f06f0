import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { CodeStepForm } from "../account/CodeStepForm";
import { PhoneStepForm } from "../account/PhoneStepForm";
import type { action, loader } from "../account/second-phone.server";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";

// `/{referenceId}/profile/phone` (signed in; ADR 025 "Another phone"): a second phone, proven by
// a code sent to it, then listed on the profile and able to sign in. The same steps as the login
// page, with the customer's token, so a code for one never serves the other.

export { action, loader } from "../account/second-phone.server";

export const meta: MetaFunction<typeof loader> = privatePageMeta;

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
            <PhoneStepForm
              countries={page.countries}
              country={page.country}
              channels={page.channels}
              answer={answer}
              busy={busy}
              submitLabel={t("login.send")}
              expired={page.expired}
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
