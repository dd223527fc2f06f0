import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";

const tracer = trace.getTracer("storefront-web");

/**
 * A call to the API in a client span of the request's trace, its `traceparent` sent along so the
 * API's span joins it (ADR 070). A call outside a traced request (tracing is off, or the call
 * belongs to no page) is made as it is: no span, no header, no work on the page's hot path.
 */
export function traceCall(
  method: string,
  url: string,
  headers: Headers,
  call: () => Promise<Response>,
): Promise<Response> {
  if (!trace.getActiveSpan()) return call();
  const path = new URL(url).pathname;
  return tracer.startActiveSpan(
    `${method} api`,
    { kind: SpanKind.CLIENT, attributes: { "http.request.method": method, "url.path": path } },
    async (span) => {
      propagation.inject(context.active(), headers, {
        set: (carrier, key, value) => carrier.set(key, value),
      });
      try {
        const response = await call();
        span.setAttribute("http.response.status_code", response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
