import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { businessContacts } from "../business/business-contacts";
import { BusinessPage } from "../business/BusinessPage";
import { ContactBlock } from "../business/ContactBlock";
import { homeFeedback } from "../business/home-feedback";
import { ErrorScreen } from "../errors/ErrorScreen";
import { LanguageChoices } from "../language/LanguageChoices";
import { isolatedMessage } from "../language/isolated-names";
import { pageMeta } from "../layout/page-meta";
import { appearanceCookie, readAppearance } from "../theme/appearance-cookie";
import { appearanceChoices, parseAppearanceChoice } from "../theme/appearance-choice";
import { TrackingSettings } from "../tracking/TrackingSettings";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";

// `/{referenceId}/settings` (the bottom navigation's "more"): the customer's language and
// appearance, and the business's branches, policies and contacts, and privacy.

export const meta: MetaFunction<typeof loader> = pageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  return {
    language,
    home,
    path: `/${business.reference_id}/settings`,
    title: t("settings.title"),
    appearance: readAppearance(request.headers.get("Cookie")) ?? "business",
    contacts: businessContacts(business),
    feedback: homeFeedback(business) !== null,
  };
}

/** Keeps the chosen appearance in its cookie for a year (or forgets it), then shows the settings again. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { business } = await writePrologue(request, params.referenceId);
  const choice = parseAppearanceChoice((await request.formData()).get("appearance"));
  if (choice === undefined) throw new Response(null, { status: 400, statusText: "Bad Request" });
  return redirect(`/${business.reference_id}/settings`, {
    status: 303,
    headers: { "Set-Cookie": appearanceCookie(choice) },
  });
}

export default function SettingsPage() {
  const { home, path, title, appearance, contacts, feedback } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const base = `/${home.referenceId}`;
  const choiceLabels = {
    business: t("settings.appearanceBusiness", { name: home.name }),
    light: t("settings.appearanceLight"),
    dark: t("settings.appearanceDark"),
    device: t("settings.appearanceDevice"),
  };
  return (
    <BusinessPage home={home}>
      <h2 className="menu__title">{title}</h2>

      <section className="settings-section" aria-labelledby="settings-language">
        <h3 id="settings-language">{t("language.label")}</h3>
        <LanguageChoices
          returnTo={path}
          className="settings-languages"
          labelledBy="settings-language"
        />
      </section>

      <section className="settings-section" aria-labelledby="settings-appearance">
        <h3 id="settings-appearance">{t("settings.appearance")}</h3>
        <Form method="post" className="settings-appearance">
          <fieldset>
            <legend className="visually-hidden">{t("settings.appearance")}</legend>
            {appearanceChoices.map((choice) => (
              <label key={choice} className="settings-choice">
                <input
                  type="radio"
                  name="appearance"
                  value={choice}
                  defaultChecked={appearance === choice}
                />
                {choiceLabels[choice]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary">
            {t("settings.save")}
          </button>
        </Form>
      </section>

      <section className="settings-section" aria-labelledby="settings-about">
        <h3 id="settings-about">{isolatedMessage(t, "settings.about", { name: home.name })}</h3>
        <ul className="settings-links">
          <li>
            <Link to={`${base}/Branches`}>{t("branches.title")}</Link>
          </li>
          <li>
            <Link to={`${base}/Policies`}>{t("policies.title")}</Link>
          </li>
          {feedback && (
            <li>
              <Link to={`${base}/Feedback`}>{t("feedback.title")}</Link>
            </li>
          )}
        </ul>
      </section>

      {contacts && <ContactBlock contacts={contacts} />}

      {/* The consent to marketing cookies (app/tracking) is changed here; links point to #privacy. */}
      <section id="privacy" className="settings-section" aria-labelledby="settings-privacy">
        <h3 id="settings-privacy">{t("settings.privacy")}</h3>
        <p>{t("settings.privacyText")}</p>
        <TrackingSettings
          referenceId={home.referenceId}
          pixels={home.pixels}
          returnTo={`${path}#privacy`}
        />
      </section>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
