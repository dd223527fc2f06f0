import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import type { RequestHandler } from "express";
import { currentRequestId } from "../../app/errors/request-id.server";
import { kindOf } from "../metrics";

const tracer = trace.getTracer("storefront-web");

/**
 * One server span per request (ADR 070), under the load balancer's trace when its `traceparent`
 * names one, named by the kind of request (page, data, action, asset) so traces group; the
 * request is served inside it, so the loaders' calls to the API are its children.
 */
export function traceRequests(): RequestHandler {
  return (request, response, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      `${request.method} ${kindOf(request)}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          "http.request.method": request.method,
          "url.path": request.path,
          "request.id": currentRequestId() ?? "",
        },
      },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      span.setAttribute("http.response.status_code", response.statusCode);
      const cache = response.getHeader("X-Page-Cache");
      if (typeof cache === "string") span.setAttribute("page_cache", cache);
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    response.on("finish", end);
    response.on("close", end);
    context.with(trace.setSpan(parent, span), next);
  };
}
