import { addMessageBundle, type MessageBundle } from "./i18n";

const files = import.meta.glob<MessageBundle>("../locales/*.json", {
  eager: true,
  import: "default",
});

/** Adds every language's messages; the server renders pages in any of them. */
export function addEveryMessageBundle(): void {
  for (const [file, messages] of Object.entries(files)) {
    const language = file.match(/([\w-]+)\.json$/)?.[1];
    if (language) addMessageBundle(language, messages);
  }
}
