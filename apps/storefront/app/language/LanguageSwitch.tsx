import { Form, useLocation } from "@remix-run/react";
import { primarySubtag } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { languageName, switchableLanguages } from "./language-names";
import { useInterfaceLanguage } from "./use-interface-language";

/**
 * The current language, opening onto all 41, each named in itself; the choice is kept in a
 * cookie and the URL stays. A native disclosure, so it opens without JavaScript; the form reloads
 * the document, whose language and direction change as a whole.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const location = useLocation();
  const current = primarySubtag(useInterfaceLanguage());
  return (
    <details className="language-switch">
      <summary aria-label={`${t("language.label")}: ${languageName(current)}`}>
        <span aria-hidden="true" className="language-switch__globe">
          🌐
        </span>
        <span lang={current}>{languageName(current)}</span>
      </summary>
      <Form
        method="post"
        action="/resources/language"
        reloadDocument
        className="language-switch__list"
        aria-label={t("language.label")}
      >
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        {switchableLanguages.map(({ code, name }) => (
          <button
            key={code}
            type="submit"
            name="language"
            value={code}
            lang={code}
            dir="auto"
            aria-pressed={current === code}
          >
            {name}
          </button>
        ))}
      </Form>
    </details>
  );
}
