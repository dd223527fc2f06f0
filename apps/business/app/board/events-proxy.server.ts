import { boardEventsRequest } from "../api/staff-api.server";
import { readSession } from "../session/session.server";

/** The headers of the passed-on stream: never cached, never buffered by a proxy. */
export const eventStreamHeaders = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Accel-Buffering": "no",
} as const;

/**
 * Passes the API's board feed on to the browser with the session's bearer token, so the browser
 * never holds the token: the events go through unchanged. No session or a refused token answers
 * 401, which ends the browser's EventSource (the board then reloads and its guard signs out); an
 * API that cannot be reached answers 503, which the EventSource retries.
 */
export async function proxyBoardEvents(request: Request): Promise<Response> {
  const token = (await readSession(request)).get("token");
  if (!token) return new Response("Sign in first", { status: 401 });
  let upstream: Response;
  try {
    upstream = await boardEventsRequest(request, token);
  } catch {
    return new Response("The board's feed cannot be reached", { status: 503 });
  }
  if (upstream.status === 401 || upstream.status === 403) {
    await upstream.body?.cancel();
    return new Response("Sign in again", { status: 401 });
  }
  if (!upstream.ok || !upstream.body || !isEventStream(upstream.headers.get("Content-Type"))) {
    await upstream.body?.cancel();
    return new Response("The board's feed is not available", { status: 503 });
  }
  return new Response(passOn(upstream.body), { status: 200, headers: eventStreamHeaders });
}

/**
 * The API's stream as the browser gets it: each chunk as it comes; a stream that breaks (the API
 * went away, the browser left and the call was aborted) simply ends, for the EventSource to open
 * again, and a browser that leaves cancels the call to the API.
 */
export function passOn(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.close();
      }
    },
    cancel() {
      return reader.cancel().catch(() => {});
    },
  });
}

/** Whether a Content-Type is a stream of server-sent events. */
export function isEventStream(contentType: string | null): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "text/event-stream";
}
