import { fallbackLanguage } from "@storefront/domain";
import { addMessageBundle, type MessageBundle } from "./i18n";

// Each bundle is a chunk of its own, fetched only by pages in its language.
const loaders = import.meta.glob<MessageBundle>("../locales/*.json", { import: "default" });

/** Fetches and adds the messages of the page's language (English when it has none). */
export async function loadMessageBundle(language: string): Promise<void> {
  const code = loaders[`../locales/${language}.json`] ? language : fallbackLanguage;
  const load = loaders[`../locales/${code}.json`];
  if (load) addMessageBundle(code, await load());
}
