import { useLocation } from "@remix-run/react";
import { primarySubtag } from "@storefront/domain";
import { useTranslation } from "./use-translation";
import { LanguageChoices } from "./LanguageChoices";
import { languageName } from "./language-names";
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
        <GlobeIcon />
        <span lang={current}>{languageName(current)}</span>
      </summary>
      <LanguageChoices
        returnTo={location.pathname + location.search}
        className="language-switch__list"
      />
    </details>
  );
}

/** A globe drawn in the text's colour; an emoji would depend on the device's fonts. */
function GlobeIcon() {
  return (
    <svg
      className="language-switch__globe"
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9s1.3-6.5 3.8-9z" />
    </svg>
  );
}
