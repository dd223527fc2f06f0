import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import {
  isInterfaceLanguage,
  translate,
  type InterfaceLanguage,
  type Translate,
} from "./translate";

/** The interface language the root loader chose (English on an error screen without it). */
export function useLanguage(): InterfaceLanguage {
  const data = useRouteLoaderData<{ language: string }>("root");
  return isInterfaceLanguage(data?.language) ? data.language : "en";
}

/** The translate function of the interface language. */
export function useTranslate(): Translate {
  const language = useLanguage();
  return useMemo(() => translate(language), [language]);
}
