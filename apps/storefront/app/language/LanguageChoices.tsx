import { Form } from "@remix-run/react";
import { primarySubtag } from "@storefront/domain";
import { useTranslation } from "./use-translation";
import { switchableLanguages } from "./language-names";
import { useInterfaceLanguage } from "./use-interface-language";

/**
 * All 41 interface languages, each named in itself, as buttons of one form: the choice goes into
 * the language cookie and the customer comes back to `returnTo`, the document reloaded so its
 * language and direction change as a whole. Works without JavaScript.
 */
export function LanguageChoices({
  returnTo,
  className,
  labelledBy,
}: {
  returnTo: string;
  className: string;
  /** The id of a heading that names the form; else it is named "Language". */
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  const current = primarySubtag(useInterfaceLanguage());
  return (
    <Form
      method="post"
      action="/resources/language"
      reloadDocument
      className={className}
      {...(labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": t("language.label") })}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
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
  );
}
