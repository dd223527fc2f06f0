import { RemixBrowser } from "@remix-run/react";
import { requestIdFrom } from "@storefront/api-client";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DocumentReference, referenceAttribute } from "./errors/reference";

/** Posts an error seen in the browser to the app's reporter (ADR 067); a failed post is dropped. */
function reportInBrowser(error: unknown) {
  void fetch("/error-report", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      reference: requestIdFrom(undefined),
      path: window.location.pathname,
      message: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      stack: error instanceof Error && error.stack ? error.stack.slice(0, 8000) : null,
    }),
    keepalive: true,
  }).catch(() => {});
}
window.addEventListener("error", (event) => reportInBrowser(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => reportInBrowser(event.reason));

// The reference of the error page the server sent, if it sent one.
const documentReference = {
  current:
    document.querySelector(`[${referenceAttribute}]`)?.getAttribute(referenceAttribute) ?? null,
};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <DocumentReference.Provider value={documentReference}>
        <RemixBrowser />
      </DocumentReference.Provider>
    </StrictMode>,
  );
});
