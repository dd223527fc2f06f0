import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { ContactBlock } from "../business/ContactBlock";
import { ErrorScreen } from "../errors/ErrorScreen";
import { LanguageChoices } from "../language/LanguageChoices";
import { isolatedMessage } from "../language/isolated-names";
import { pageMeta } from "../layout/page-meta";
import { appearanceChoices } from "../theme/appearance-choice";
import type { loader } from "../theme/settings-page.server";
import { TrackingSettings } from "../tracking/TrackingSettings";

// `/{referenceId}/settings` (the bottom navigation's "more"): the customer's language and
// appearance, and the business's branches, policies and contacts, and privacy.

export { action, loader } from "../theme/settings-page.server";

export const meta: MetaFunction<typeof loader> = pageMeta;

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
