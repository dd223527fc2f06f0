import { Form, useLocation } from "@remix-run/react";
import { primarySubtag } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { switchableLanguages } from "./language-names";
import { useInterfaceLanguage } from "./use-interface-language";

/**
 * Buttons to read the store in another language; the choice is kept in a cookie, the URL stays.
 * The form reloads the document: its language and direction change as a whole.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const location = useLocation();
  const current = primarySubtag(useInterfaceLanguage());
  return (
    <Form
      method="post"
      action="/resources/language"
      reloadDocument
      className="language-switch"
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
          aria-pressed={current === code}
        >
          {name}
        </button>
      ))}
    </Form>
  );
}
