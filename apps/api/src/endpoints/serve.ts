import type { Endpoint, HeaderSpec } from "@storefront/api-client";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { parseOrFail } from "../failures/parse-or-fail.js";
import { requireIdempotencyKey } from "../failures/require-idempotency-key.js";

type Parsed<E, Part extends "params" | "query" | "body"> = E extends {
  [K in Part]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

type Headers<E> = E extends { headers: infer H extends Record<string, HeaderSpec> }
  ? { readonly [K in keyof H]: z.output<H[K]["schema"]> }
  : undefined;

/** A request as its entry declares it, checked: the handler never reads an unchecked part. */
export interface EndpointInput<E extends Endpoint> {
  readonly params: Parsed<E, "params">;
  readonly query: Parsed<E, "query">;
  readonly body: Parsed<E, "body">;
  /** The headers the entry declares, by their declared names. */
  readonly headers: Headers<E>;
  /** The call's `Idempotency-Key`, where the entry moves money. */
  readonly idempotencyKey: E extends { idempotent: true } ? string : undefined;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

type Answer<E extends Endpoint> = E["answer"] extends z.ZodType ? z.input<E["answer"]> : unknown;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<Answer<E> | FastifyReply>;

/** `/webapp/v5/menu/{id}` as fastify's router writes it: `/webapp/v5/menu/:id`. */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * The entry's own headers as one schema over the request's headers, which node names in lower
 * case; the answer gives them back by their declared names.
 */
function headerReader(declared: Readonly<Record<string, HeaderSpec>>) {
  const names = Object.keys(declared);
  const schema = z.object(
    Object.fromEntries(names.map((name) => [name.toLowerCase(), declared[name]!.schema])),
  );
  return (request: FastifyRequest) => {
    const read: Record<string, unknown> = parseOrFail(schema, request.headers, "headers");
    return Object.fromEntries(names.map((name) => [name, read[name.toLowerCase()]]));
  };
}

/**
 * Serves one entry of the endpoint table: the route at its method and path, its idempotency key,
 * headers, parameters, query and body checked in that order with its schemas (400 naming each bad
 * field), and its success status unless the handler sets another (a replay's 200).
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  entry: E,
  handler: NoInfer<EndpointHandler<E>>,
): void {
  const readHeaders = entry.headers && headerReader(entry.headers);
  app.route({
    method: entry.method,
    url: routePath(entry.path),
    ...(entry.bodyLimit === undefined ? {} : { bodyLimit: entry.bodyLimit }),
    handler: async (request, reply) => {
      const idempotencyKey = entry.idempotent ? requireIdempotencyKey(request) : undefined;
      const headers = readHeaders?.(request);
      const params = entry.params && parseOrFail(entry.params, request.params, "params");
      const query = entry.query && parseOrFail(entry.query, request.query, "query");
      // A bodiless POST arrives as null or undefined: both are "no body" to the schema.
      const body = entry.body && parseOrFail(entry.body, request.body ?? undefined, "body");
      if (entry.status) reply.code(entry.status);
      return handler({
        params,
        query,
        body,
        headers,
        idempotencyKey,
        request,
        reply,
      } as EndpointInput<E>);
    },
  });
}
