import { browserReference } from "./reference";

/** Where the browser posts its errors (routes/resources.error-report.ts). */
export const errorReportPath = "/resources/error-report";

/**
 * Hands an error seen in the browser to the server's reporter under `reference`; a report that
 * cannot be sent is dropped, as it would only fail again.
 */
export function reportInBrowser(error: unknown, reference = browserReference()): string {
  const body = {
    reference,
    path: window.location.pathname,
    message: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, 8000) : null,
  };
  void fetch(errorReportPath, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
  return reference;
}
