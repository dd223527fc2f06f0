import { fallbackLanguage } from "@storefront/domain";
import { createInstance, type i18n } from "i18next";
import { singleFullStop } from "./single-full-stop";

/** One language's messages, as its `locales/{language}.json` holds them. */
export type MessageBundle = Record<string, unknown>;

const bundles = new Map<string, MessageBundle>();
const instances = new Map<string, i18n>();

/**
 * Makes a language's messages available: the server adds every bundle at start, the browser only
 * the page's own (`load-bundle.ts`), so a page never downloads 41 languages.
 */
export function addMessageBundle(language: string, messages: MessageBundle): void {
  bundles.set(language, messages);
  instances.delete(language);
}

/** The languages whose messages are available here. */
export function bundledLanguages(): string[] {
  return [...bundles.keys()];
}

/**
 * The i18next instance of one language, ready at once. It is made once and never switched to
 * another language, so concurrent requests in that language share it safely; English fills any
 * gap when its bundle is present.
 */
export function i18nFor(language: string): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const resources = Object.fromEntries(
      [language, fallbackLanguage].flatMap((code) => {
        const messages = bundles.get(code);
        return messages ? [[code, { translation: messages }]] : [];
      }),
    );
    instance = createInstance({
      lng: language,
      fallbackLng: fallbackLanguage,
      resources,
      initAsync: false,
      // React escapes text itself.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      // A value ending in its own full stop ("د.ك.") never doubles the sentence's.
      postProcess: [singleFullStop.name],
    });
    instance.use(singleFullStop);
    void instance.init();
    instances.set(language, instance);
  }
  return instance;
}
