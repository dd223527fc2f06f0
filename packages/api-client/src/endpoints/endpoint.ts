import type { z } from "zod";
import type { ApiKeyScope } from "../contract/pos.js";

/**
 * Who may call an endpoint. `public`: anyone (a business's published data, signing in, a guest
 * by an order's key or an unguessable cart id). `customer`: it names something of one customer's,
 * so another customer gets what an unknown id gets (the two-customer matrix, QUALITY.md).
 * `staff`: a member of staff of the business, by their session's token, of at least `role`; the
 * business's rows only (another business's are what an unknown id gets).
 * `development`: served outside production only. `key`: a business's till, with a key of that
 * business holding the entry's `scope` (ADR 060); another business's things are unknown to it.
 */
export type Access = "public" | "customer" | "staff" | "development" | "key";

/** A header an endpoint reads besides the shared ones (language, time, token). */
export interface HeaderSpec {
  readonly description: string;
  readonly schema: z.ZodType;
}

/**
 * One call of the API: everything the server's route, the typed client, the OpenAPI document and
 * the access matrix need to know about it. `path` names its parameters OpenAPI's way,
 * `/webapp/v5/menu/{id}`, with the keys of `params`.
 */
export interface Endpoint {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  /** For `staff` access: the least role that may call it (owner > manager > staff). */
  readonly role?: "owner" | "manager" | "staff";
  /** What a `key` entry's key must hold. */
  readonly scope?: ApiKeyScope;
  /** The customer's bearer token: needed, or taken when sent. */
  readonly token?: "required" | "optional";
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The largest body it reads, in bytes, where more than the API's 1 MiB is needed. */
  readonly bodyLimit?: number;
  /** It moves money: it needs an `Idempotency-Key` (ADR 036). */
  readonly idempotent?: true;
  readonly headers?: Readonly<Record<string, HeaderSpec>>;
  /** The JSON answer's schema; or what else it sends: a web page, a file, a redirect. */
  readonly answer: z.ZodType | "html" | "file" | "redirect";
  /** Its success status when not 200: 201 for what it creates. */
  readonly status?: 201;
  /** Request bodies that work on the demo, for the OpenAPI document. */
  readonly examples?: Readonly<Record<string, unknown>>;
}

/** An endpoint whose answer is JSON of a contract schema: what the typed client calls. */
export type JsonEndpoint = Endpoint & { readonly answer: z.ZodType };

/** Keeps an entry's exact schemas in its type, for the client's and the handlers' types. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;

export const isJsonEndpoint = (entry: Endpoint): entry is JsonEndpoint =>
  typeof entry.answer !== "string";

/** The names of a path's parameters, in order: `/a/{x}/{y}` → `["x", "y"]`. */
export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? "");

/** The path with its parameters filled in, each encoded: `/webapp/v5/menu/{id}` → `/webapp/v5/menu/7`. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
