import { PassThrough } from "node:stream";
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { requestIdHeader } from "@storefront/api-client";
import { DocumentReference } from "./errors/reference";
import { reportError } from "./errors/report-error.server";
import { NonceProvider } from "./security/nonce";

/** How long single fetch streams deferred data before giving up (read by Remix). */
export const streamTimeout = 5_000;

/**
 * Renders a document request as a stream (the storefront's way, smaller): bots get the whole
 * page at once, browsers the shell as soon as it is ready; every script carries the request's
 * CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <DocumentReference.Provider value={{ current: request.headers.get(requestIdHeader) }}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </DocumentReference.Provider>
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
          if (shellRendered) reportError(error, "render", request);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Every error a loader or action threw goes to the reporter (ADR 067), unless the request was dropped. */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (!request.signal.aborted) reportError(error, "server", request);
}
