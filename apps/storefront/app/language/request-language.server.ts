import {
  acceptedLanguages,
  chooseInterfaceLanguage,
  isInterfaceLanguage,
  primarySubtag,
  type InterfaceLanguage,
} from "@storefront/domain";
import { languageCookie, readLanguageCookie } from "./language-cookie";

/** The interface language of a request, and the cookie to set when none was saved yet. */
export interface RequestLanguage {
  language: InterfaceLanguage;
  /** A Set-Cookie value on first access (no usable cookie yet); null once one is saved. */
  cookieToSet: string | null;
}

/**
 * The interface language (spec section 4): the `i18n_redirected` cookie, then Accept-Language,
 * then English. It is saved in the cookie on first access only.
 */
export function requestLanguage(headers: Pick<Headers, "get">): RequestLanguage {
  const saved = readLanguageCookie(headers.get("Cookie"));
  const language = chooseInterfaceLanguage({
    saved,
    browser: acceptedLanguages(headers.get("Accept-Language")),
  });
  const hasUsableCookie = saved !== null && isInterfaceLanguage(primarySubtag(saved));
  return { language, cookieToSet: hasUsableCookie ? null : languageCookie(language) };
}
