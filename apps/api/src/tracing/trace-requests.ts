import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import type { FastifyInstance, FastifyRequest } from "fastify";

const tracer = trace.getTracer("storefront-api");

/**
 * One server span per request (ADR 070): a child of the caller's span when its `traceparent`
 * header names one (the storefront's call), named by the route, not the address, so traces group
 * by endpoint. The handler runs inside it, so the database's spans are its children.
 */
export function traceRequests(app: FastifyInstance): void {
  const spans = new WeakMap<
    FastifyRequest,
    { span: Span; active: ReturnType<typeof context.active> }
  >();

  app.addHook("onRequest", (request, _reply, done) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const route = request.routeOptions.url ?? "unmatched";
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          "http.request.method": request.method,
          "http.route": route,
          "url.path": request.url.split("?")[0],
          "request.id": request.id,
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    spans.set(request, { span, active });
    context.with(active, done);
  });

  // The body is read between the two hooks, from the socket's events, outside the request's
  // context: the handler is entered in it again.
  app.addHook("preHandler", (request, _reply, done) => {
    const traced = spans.get(request);
    if (traced) context.with(traced.active, done);
    else done();
  });

  app.addHook("onError", (request, _reply, error, done) => {
    spans.get(request)?.span.recordException(error);
    done();
  });

  app.addHook("onResponse", (request, reply, done) => {
    const traced = spans.get(request);
    if (traced) {
      traced.span.setAttribute("http.response.status_code", reply.statusCode);
      if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
      traced.span.end();
    }
    done();
  });
}
