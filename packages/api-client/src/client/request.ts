import type { z } from "zod";
import { failureSchema } from "../contract/envelope.js";
import type { AnswerCache } from "./answer-cache.js";
import { ApiError } from "./api-error.js";
import { buildHeaders } from "./headers.js";

export interface ClientOptions {
  /** Base URL of the v5 API, e.g. `http://localhost:4000/`. Paths are relative to it. */
  baseUrl: string;
  /** Interface language sent with every call. */
  locale: string;
  /** Bearer token of the signed-in customer. */
  token?: string | undefined;
  /**
   * The customer's address, sent as X-Forwarded-For by a server calling on their behalf; the API
   * believes it only from its trusted proxies (ADR 025).
   */
  clientAddress?: string | undefined;
  /** The id of the request this call serves, so the API's log lines carry it (ADR 067). */
  requestId?: string | undefined;
  /** The clock, for the current-time header. */
  now?: () => Date;
  /** The fetch to use; the platform's by default. */
  fetch?: typeof globalThis.fetch;
  /** Keeps GET answers that carry an ETag, to ask for them again conditionally. Signed-out calls only. */
  answerCache?: AnswerCache | undefined;
}

export interface RequestInput<T> {
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Headers of this call only (Idempotency-Key). */
  headers?: Record<string, string>;
  answer: z.ZodType<T>;
}

function buildUrl(baseUrl: string, path: string, query: RequestInput<unknown>["query"]): URL {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  const url = new URL(path.replace(/^\//, ""), base);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * Sends one v5 call and returns its answer, checked against the contract. Throws an ApiError for
 * a failure envelope, an unreachable server or an answer that does not fit the contract.
 */
export async function request<T>(options: ClientOptions, input: RequestInput<T>): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const headers = buildHeaders({
    locale: options.locale,
    now: (options.now ?? (() => new Date()))(),
    token: options.token,
    clientAddress: options.clientAddress,
    requestId: options.requestId,
  });
  if (input.body !== undefined) headers["Content-Type"] = "application/json";
  Object.assign(headers, input.headers);

  const url = buildUrl(options.baseUrl, input.path, input.query);
  // A customer's own answers are never kept: only what every signed-out caller would be told.
  const cache = input.method === "GET" && !options.token ? options.answerCache : undefined;
  const cacheKey = `${options.locale} ${url.href}`;
  const cached = cache?.get(cacheKey);
  if (cached) headers["If-None-Match"] = cached.etag;

  let response: Response;
  try {
    response = await doFetch(url, {
      method: input.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
  } catch (cause) {
    throw new ApiError(503, "NETWORK", `The server could not be reached: ${String(cause)}`);
  }

  if (response.status === 304 && cached) return cached.answer as T;

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(
      response.ok ? 502 : response.status,
      "BAD_ANSWER",
      `The server answered ${response.status} without JSON`,
    );
  }

  const failure = failureSchema.safeParse(json);
  if (failure.success) {
    throw new ApiError(
      response.ok ? 500 : response.status,
      failure.data.code,
      failure.data.message,
      failure.data.details,
    );
  }
  if (!response.ok) {
    throw new ApiError(response.status, "BAD_ANSWER", `The server answered ${response.status}`);
  }
  const parsed = input.answer.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(502, "BAD_ANSWER", `The answer to ${input.path} does not fit the contract`);
  }
  const etag = response.headers.get("ETag");
  if (cache && etag) cache.set(cacheKey, { etag, answer: parsed.data });
  return parsed.data;
}
