import { createApiClient } from "./create-client.js";

/** A client signed in as `token-1` whose every call is recorded and answered with `answer`. */
export function signedInClient(answer: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test/",
    locale: "en",
    token: "token-1",
    fetch: async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify(answer), {
        headers: { "content-type": "application/json" },
      });
    },
  });
  return { client, calls };
}
