import type { z } from "zod";
import { fillPath, isJsonEndpoint, type JsonEndpoint } from "../endpoints/endpoint.js";
import { endpoints, type Endpoints } from "../endpoints/index.js";
import { request, type ClientOptions } from "./request.js";

type Params<E> = E extends { params: infer P extends z.ZodType }
  ? { params: { [K in keyof z.output<P> as string extends K ? never : K]: string | number } }
  : unknown;

/** A query as sent: the URL's text, or the value the server reads from it (a number, say). */
type QueryValues<Q extends z.ZodType> = {
  [K in keyof z.input<Q> as string extends K ? never : K]: K extends keyof z.output<Q>
    ? z.input<Q>[K] | z.output<Q>[K]
    : z.input<Q>[K];
};

type Query<E> = E extends { query: infer Q extends z.ZodType }
  ? Record<never, never> extends QueryValues<Q>
    ? { query?: QueryValues<Q> }
    : { query: QueryValues<Q> }
  : unknown;

type Body<E> = E extends { body: infer B extends z.ZodType }
  ? undefined extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : unknown;

type Headers<E> = (E extends { idempotent: true } ? { idempotencyKey: string } : unknown) &
  (E extends { headers: infer H extends object }
    ? { headers?: { [K in keyof H]?: string | null | undefined } }
    : unknown);

/** What one call takes: its path's parameters, query, body and headers, as its entry declares. */
export type CallInput<E> = Params<E> & Query<E> & Body<E> & Headers<E>;

type Call<E extends JsonEndpoint> =
  Record<never, never> extends CallInput<E>
    ? (input?: CallInput<E>) => Promise<z.output<E["answer"]>>
    : (input: CallInput<E>) => Promise<z.output<E["answer"]>>;

type JsonNames = {
  [K in keyof Endpoints]: Endpoints[K] extends JsonEndpoint ? K : never;
}[keyof Endpoints];

/** The typed client: one method per JSON call of the endpoint table, named as the table names it. */
export type ApiClient = { [K in JsonNames]: Call<Endpoints[K] & JsonEndpoint> };

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  headers?: Record<string, string | null | undefined>;
}

/** The headers a call sends of its own: the idempotency key and those given, unset ones left out. */
function callHeaders({ idempotencyKey, headers = {} }: LooseInput): Record<string, string> {
  const sent: Record<string, string> = {};
  if (idempotencyKey !== undefined) sent["Idempotency-Key"] = idempotencyKey;
  for (const [name, value] of Object.entries(headers)) if (value) sent[name] = value;
  return sent;
}

/**
 * The v5 client, derived from the endpoint table: `api.getMenu({ params: { id: 7 } })`. Each
 * answer is checked against its entry's schema; a failure is an ApiError.
 */
export function createApiClient(options: ClientOptions): ApiClient {
  const client: Record<string, (input?: LooseInput) => Promise<unknown>> = {};
  for (const [name, entry] of Object.entries(endpoints)) {
    if (!isJsonEndpoint(entry)) continue;
    client[name] = (input = {}) =>
      request(options, {
        method: entry.method,
        path: fillPath(entry.path, input.params),
        query: input.query,
        body: input.body,
        headers: callHeaders(input),
        answer: entry.answer,
      });
  }
  return client as unknown as ApiClient;
}
