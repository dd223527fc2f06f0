import { readFile } from "node:fs/promises";

/** One call an adapter made to a provider, as the provider would have seen it. */
export interface ProviderCall {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string;
}

/** A recorded answer: its status and body; or `never`, a provider that does not answer. */
export type RecordedAnswer = { readonly status: number; readonly body: string } | "never";

/** The text of a recorded answer kept in the `recorded/` folder beside an adapter. */
export function recorded(folder: URL, name: string): Promise<string> {
  return readFile(new URL(`recorded/${name}`, folder), "utf8");
}

/**
 * A fetch that answers each call from `answer` and remembers the calls, so an adapter is tested
 * on a provider's recorded answers without a network. `never` holds the call until its signal
 * aborts, as a provider that stopped answering does.
 */
export function recordedProvider(answer: (call: ProviderCall) => RecordedAnswer) {
  const calls: ProviderCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const call: ProviderCall = {
      url: new URL(String(input)),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? init.body : "",
    };
    calls.push(call);
    const answered = answer(call);
    if (answered === "never") {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    return new Response(answered.body, {
      status: answered.status,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch, calls };
}
