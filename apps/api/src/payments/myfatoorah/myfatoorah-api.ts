import { z } from "zod";
import { gatewayUnavailable } from "../payment-gateway.js";

export interface MyFatoorahConnection {
  /** The API of the account's country: `https://api.myfatoorah.com/` for Kuwait, `https://apitest.myfatoorah.com/` to test. */
  readonly apiUrl: string;
  /** The account's API token, sent as a bearer token. */
  readonly apiKey: string;
  /** Injected so tests answer from recorded answers; the platform's by default. */
  readonly fetch?: typeof globalThis.fetch;
  /** How long one call may take before the gateway counts as not answering. */
  readonly timeoutMs?: number;
}

/** Every v2 answer's envelope: `IsSuccess`, a `Message`, and the call's `Data`. */
const envelopeSchema = z.object({
  IsSuccess: z.boolean(),
  Message: z.string().nullish(),
  ValidationErrors: z
    .array(z.object({ Name: z.string().nullish(), Error: z.string().nullish() }))
    .nullish(),
  Data: z.unknown(),
});

/** What a v2 call answered: its data, or MyFatoorah's refusal of the request as it was asked. */
export type MyFatoorahAnswer =
  { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly refusal: string };

/**
 * Calls one v2 endpoint (POST, JSON, bearer token). A refusal of the request itself (a 4xx
 * other than the token's, with MyFatoorah's envelope) is answered as data; no answer in time, a
 * 5xx, a refused token or an answer that is not the envelope throw a 502 GATEWAY_UNAVAILABLE,
 * so nothing is decided on them.
 */
export async function callMyFatoorah(
  connection: MyFatoorahConnection,
  endpoint: string,
  body: Record<string, unknown>,
): Promise<MyFatoorahAnswer> {
  const { apiUrl, apiKey, fetch: doFetch = globalThis.fetch, timeoutMs = 10_000 } = connection;
  const url = new URL(`v2/${endpoint}`, apiUrl.endsWith("/") ? apiUrl : `${apiUrl}/`);
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${apiKey}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch {
    throw gatewayUnavailable("myfatoorah", `${endpoint} did not answer in time`);
  }
  // A 401/403 is our token, a 429 its rate limit: neither says anything about the payment.
  if (response.status >= 500 || [401, 403, 429].includes(response.status)) {
    throw gatewayUnavailable("myfatoorah", `${endpoint} answered ${response.status}`);
  }
  let envelope;
  try {
    envelope = envelopeSchema.parse(JSON.parse(text));
  } catch {
    throw gatewayUnavailable("myfatoorah", `${endpoint} answered without its envelope`);
  }
  if (envelope.IsSuccess && response.ok) return { ok: true, data: envelope.Data };
  const errors = (envelope.ValidationErrors ?? []).map((error) =>
    [error.Name, error.Error].filter(Boolean).join(": "),
  );
  return { ok: false, refusal: [envelope.Message, ...errors].filter(Boolean).join("; ") };
}

/** Reads a call's data with its schema; an answer of another shape is the gateway not answering. */
export function readData<T>(endpoint: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw gatewayUnavailable("myfatoorah", `${endpoint} answered data of another shape`);
  }
  return parsed.data;
}
