import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { keptTranslations } from "./kept-translations";

/**
 * The document's i18next instance and its translate function. An instance never changes language
 * (`i18n.ts`) and a language switch loads a new document, so nothing here needs to re-render:
 * react-i18next's own hook copies the instance and subscribes to it on every call, which cost the
 * server about 2 ms a page.
 */
export function useTranslation() {
  const { i18n } = useContext(I18nContext);
  return { t: keptTranslations(i18n), i18n };
}
