import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** The header a signed-in customer's calls carry; none for a guest. */
export const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/**
 * Calls to the API as the storefront makes them for a customer or a guest. `app` is read at each
 * call, so a test file names its calls before its `beforeAll` builds the API.
 */
export function callsTo(app: () => FastifyInstance) {
  const call = (
    method: "GET" | "POST",
    url: string,
    payload?: unknown,
    token?: string,
  ): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    get: (url: string, token?: string) => call("GET", url, undefined, token),
    post: (url: string, payload: unknown, token?: string) => call("POST", url, payload, token),
  };
}

/** A POST of any value as its JSON body, as a fuzzer sends it: `undefined` is an empty body. */
export const postAnyJson = (app: FastifyInstance, url: string, value: unknown, token?: string) =>
  app.inject({
    method: "POST",
    url,
    headers: { ...bearer(token), "content-type": "application/json" },
    payload: JSON.stringify(value) ?? "",
  });
