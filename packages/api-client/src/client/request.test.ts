import { describe, expect, it } from "vitest";
import { createApiClient } from "./create-client.js";
import { isApiError } from "./api-error.js";
import { defaultCheckoutSettings } from "../contract/default-checkout-settings.js";

const restaurant = {
  user_id: 1,
  branch_id: 10,
  branch_name: { en: "Salmiya" },
  branches: [{ id: 10, name: { en: "Salmiya" }, reference_id: "demo-salmiya" }],
  reference_id: "demo",
  business_name: { en: "Demo Kitchen", ar: "مطبخ التجربة" },
  business_type: "restaurant",
  currency: "KWD",
  locales: ["ar", "en"],
  country: "KW",
  time_zone: "Asia/Kuwait",
  theme_color: null,
  theme_accent_color: null,
  theme_background_color: null,
  dark_mode: "auto",
  policies: [],
  checkout: defaultCheckoutSettings,
};

const noDiscounts = { allMenuDiscount: null, itemsDiscounts: {}, categoriesDiscounts: {} };
/** A whole restaurant answer around `restaurant`. */
const restaurantAnswer = (business: object) => ({
  error: 0,
  message: "",
  restaurant: business,
  discounts: { pickup: noDiscounts, delivery: noDiscounts, dinein: noDiscounts },
  menu: null,
  smart_categories: [],
  highlightedCat: null,
  showStandardSubCats: false,
  redirect: null,
  url: null,
  pixels: [],
});

function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const fixedNow = () => new Date("2026-11-22T09:30:00.000Z");

describe("request", () => {
  it("sends the spec's headers: webapp marker, version 5, locale, no-cache, current time, bearer token", async () => {
    const { calls, fetch } = recordingFetch(200, restaurantAnswer(restaurant));
    const client = createApiClient({
      baseUrl: "http://api.test/",
      locale: "ar",
      token: "t0k",
      now: fixedNow,
      fetch,
    });
    await client.getRestaurant({ params: { reference_id: "demo" } });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe("http://api.test/webapp/v5/restaurant/demo");
    expect(headers).toMatchObject({
      "X-Client": "webapp",
      "X-Api-Version": "5",
      "Accept-Language": "ar",
      "Cache-Control": "no-cache",
      "X-Current-Time": "2026-11-22T09:30:00.000Z",
      Authorization: "Bearer t0k",
    });
  });

  it("sends the id of the request it serves, so the API logs under it (ADR 067)", async () => {
    const { calls, fetch } = recordingFetch(200, restaurantAnswer(restaurant));
    const call = (requestId?: string) =>
      createApiClient({ baseUrl: "http://api.test", locale: "en", requestId, fetch }).getRestaurant(
        { params: { reference_id: "demo" } },
      );
    await call("board-request-0001");
    await call();
    expect(calls[0]?.init.headers).toHaveProperty("x-request-id", "board-request-0001");
    expect(calls[1]?.init.headers).not.toHaveProperty("x-request-id");
  });

  it("sends no Authorization header for a guest", async () => {
    const { calls, fetch } = recordingFetch(200, restaurantAnswer(restaurant));
    await createApiClient({
      baseUrl: "http://api.test",
      locale: "en",
      now: fixedNow,
      fetch,
    }).getRestaurant({ params: { reference_id: "demo" } });
    expect(calls[0]?.init.headers).not.toHaveProperty("Authorization");
  });

  it("keeps a base path and adds the optional query theme_id and wv", async () => {
    const { calls, fetch } = recordingFetch(200, restaurantAnswer(restaurant));
    await createApiClient({ baseUrl: "http://api.test/v", locale: "en", fetch }).getRestaurant({
      params: { reference_id: "demo" },
      query: { theme_id: 3, wv: "true" },
    });
    expect(calls[0]?.url).toBe("http://api.test/v/webapp/v5/restaurant/demo?theme_id=3&wv=true");
  });

  it("turns the failure envelope (error 1) into an ApiError with the server's status, code and message", async () => {
    const { fetch } = recordingFetch(404, {
      error: 1,
      code: "NOT_FOUND",
      message: "No business has the reference nope",
    });
    const failure = await createApiClient({ baseUrl: "http://api.test", locale: "en", fetch })
      .getRestaurant({ params: { reference_id: "nope" } })
      .catch((e: unknown) => e);
    expect(isApiError(failure) && [failure.status, failure.code, failure.message]).toEqual([
      404,
      "NOT_FOUND",
      "No business has the reference nope",
    ]);
  });

  it("reports an answer that breaks the contract as BAD_ANSWER", async () => {
    const { fetch } = recordingFetch(200, restaurantAnswer({ ...restaurant, currency: "kwd" }));
    const failure = await createApiClient({ baseUrl: "http://api.test", locale: "en", fetch })
      .getRestaurant({ params: { reference_id: "demo" } })
      .catch((e: unknown) => e);
    expect(isApiError(failure) && failure.code).toBe("BAD_ANSWER");
  });

  it("reports a non-JSON answer as BAD_ANSWER with the server's status", async () => {
    const { fetch } = recordingFetch(500, "<html>oops</html>");
    const failure = await createApiClient({ baseUrl: "http://api.test", locale: "en", fetch })
      .getRestaurant({ params: { reference_id: "demo" } })
      .catch((e: unknown) => e);
    expect(isApiError(failure) && [failure.status, failure.code]).toEqual([500, "BAD_ANSWER"]);
  });

  it("reports an unreachable server as NETWORK", async () => {
    const fetch = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof globalThis.fetch;
    const failure = await createApiClient({ baseUrl: "http://api.test", locale: "en", fetch })
      .getRestaurant({ params: { reference_id: "demo" } })
      .catch((e: unknown) => e);
    expect(isApiError(failure) && [failure.status, failure.code]).toEqual([503, "NETWORK"]);
  });

  it("returns the answer as the contract parsed it", async () => {
    const { fetch } = recordingFetch(200, restaurantAnswer(restaurant));
    const answer = await createApiClient({
      baseUrl: "http://api.test",
      locale: "en",
      fetch,
    }).getRestaurant({ params: { reference_id: "demo" } });
    expect(answer.restaurant.business_name.ar).toBe("مطبخ التجربة");
  });

  it("puts a search term in the path, encoded, and the branch in the query", async () => {
    const { calls, fetch } = recordingFetch(200, {
      error: 0,
      message: "",
      currency: "KWD",
      items: [],
    });
    await createApiClient({ baseUrl: "http://api.test", locale: "ar", fetch }).search({
      params: { term: "مجبوس دجاج/2" },
      query: { branch_id: 7, type: "delivery" },
    });
    expect(calls[0]?.url).toBe(
      `http://api.test/webapp/search/${encodeURIComponent("مجبوس دجاج/2")}?branch_id=7&type=delivery`,
    );
  });

  it("posts the banners seen as the body the contract names", async () => {
    const { calls, fetch } = recordingFetch(200, { error: 0, message: "" });
    await createApiClient({ baseUrl: "http://api.test", locale: "en", fetch }).reachBanners({
      body: { banners: [3, 4] },
    });
    expect(calls[0]?.url).toBe("http://api.test/webapp/banners/reach");
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ banners: [3, 4] });
  });
});
