import { PassThrough } from "node:stream";
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { addEveryMessageBundle } from "./language/bundles.server";
import { i18nFor } from "./language/i18n";
import { requestLanguage } from "./language/request-language.server";
import { rememberRoute } from "./navigation/remember-route.server";
import { NonceProvider } from "./security/nonce";
import { ServerHtmlOfDocument } from "./islands/ServerHtml";
import { DocumentReference } from "./errors/reference";
import { reportError } from "./errors/report-error.server";
import { currentRequestId } from "./errors/request-id.server";

addEveryMessageBundle();

/** How long single fetch streams deferred data before giving up (read by Remix). */
export const streamTimeout = 5_000;

/**
 * Renders a document request as a stream. Bots get the whole page at once (onAllReady), browsers
 * as soon as the shell is ready (onShellReady). Requests share their language's i18next instance, and
 * every script the render writes carries the request's CSP nonce. A business page shown is
 * remembered (the last visited route).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  rememberRoute(request, responseStatusCode, responseHeaders);
  const nonce = loadContext.cspNonce;
  const i18n = i18nFor(requestLanguage(request.headers).language);
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerHtmlOfDocument.Provider value={loadContext.documentHtml}>
            <DocumentReference.Provider value={{ current: currentRequestId() }}>
              <RemixServer context={remixContext} url={request.url} nonce={nonce} />
            </DocumentReference.Provider>
          </ServerHtmlOfDocument.Provider>
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above; later ones would otherwise go unseen.
          if (shellRendered) reportError(error, "render", { path: new URL(request.url).pathname });
        },
      },
    );
    // Abort a little after the stream timeout so that rejected boundaries can still flush.
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Every error a loader or action threw, and every render error, goes to the reporter with the
 * request's id (ADR 067); a request the customer gave up on is no error.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  reportError(error, "server", { path: new URL(request.url).pathname });
}

/** The data of a navigation in the browser: a business page shown is remembered, as for a document. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  const headers = new Headers(response.headers);
  rememberRoute(request, response.status, headers);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
