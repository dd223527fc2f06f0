import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { startBuildWatch } from "./build-updates/start-build-watch";
import { i18nFor } from "./language/i18n";
import { loadMessageBundle } from "./language/load-bundle";
import { DocumentReference, referenceAttribute } from "./errors/reference";
import { reportInBrowser } from "./errors/report-in-browser";

// The server wrote the interface language on <html>; a language switch reloads the document, so
// only that language's messages are fetched.
const language = document.documentElement.lang;

// Watching from the start, so that a message bundle gone with an old build counts too.
const builds = startBuildWatch();

// Every script error and unhandled rejection reaches the server's reporter (ADR 067).
window.addEventListener("error", (event) => reportInBrowser(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => reportInBrowser(event.reason));

// The reference of the error screen the server sent, if it sent one (ADR 067).
const documentReference = {
  current:
    document.querySelector(`[${referenceAttribute}]`)?.getAttribute(referenceAttribute) ?? null,
};

void loadMessageBundle(language).then(() => {
  const i18n = i18nFor(language);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <DocumentReference.Provider value={documentReference}>
            <RemixBrowser />
          </DocumentReference.Provider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}, onBundleFailure);

/**
 * Spec 8: a message bundle that fails to load is logged; the server's page works without
 * JavaScript meanwhile, and a bundle lost to an update reloads the page once.
 */
function onBundleFailure(error: unknown) {
  console.error("Loading the message bundle failed:", error);
  void builds.chunkFailed(error);
}
