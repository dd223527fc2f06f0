import { messageNotSent } from "./messenger.js";

/** An SMS or WhatsApp provider's answer: its HTTP status and body, read as JSON when it is. */
export interface ProviderAnswer {
  readonly status: number;
  readonly json: unknown;
}

/**
 * One call to a messaging provider with a deadline. No answer in time, or none at all, throws a
 * 502 MESSAGE_NOT_SENT; any answer is handed back for the adapter to read.
 */
export async function callProvider(
  provider: string,
  doFetch: typeof globalThis.fetch,
  url: URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch {
    throw messageNotSent(provider, "no answer in time");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}
