import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "./language/i18n";
import { loadMessageBundle } from "./language/load-bundle";

// The server wrote the interface language on <html>; a language switch reloads the document, so
// only that language's messages are fetched.
const language = document.documentElement.lang;

void loadMessageBundle(language).then(() => {
  const i18n = i18nFor(language);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
