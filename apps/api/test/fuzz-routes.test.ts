import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { postAnyJson } from "./calls.js";
import { expectNo5xx } from "./failures.js";
import { testApi } from "./test-api.js";

// QUALITY.md, reliability: every endpoint is fuzzed: never a 5xx, never a stack trace, always a
// stable code. Paths and queries are built from generated text, including encoded Unicode,
// separators, huge numbers and the field names a client must not send.

const api = testApi();

const segment = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "demo",
    "demo-shop",
    "true",
    "1",
    "0",
    "-1",
    "1.5",
    "1e3",
    "99999999999999999999",
    "NaN",
    "%00",
    "..",
    " ",
    "23-11-2026",
    "31-02-2026",
    "bait-al-kuwait.localhost",
    "BAIT-AL-KUWAIT.localhost",
    "demo-sharq",
    "مَجْبُوس",
    "ar",
  ),
  fc.string({ unit: "grapheme", minLength: 90, maxLength: 700 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "type",
      "branch_id",
      "theme_id",
      "wv",
      "shipping",
      "date",
      "locale",
      "token",
      "limit",
      "price",
      "total",
      "__proto__",
    ),
    fc.string({ maxLength: 10 }),
  ),
  segment,
  { maxKeys: 4 },
);
const routes = [
  (a: string) => `/webapp/v5/restaurant/${a}`,
  (a: string) => `/webapp/v5/menu/${a}`,
  (a: string, b: string) => `/webapp/v5/item/${a}/${b}`,
  (a: string) => `/webapp/v5/shifts/${a}`,
  (a: string) => `/webapp/zones/${a}`,
  (a: string) => `/webapp/tables/${a}`,
  (a: string) => `/webapp/branches/${a}`,
  (a: string, b: string) => `/webapp/search/${a}?branch_id=${b}`,
  (a: string, b: string) => `/tags-ingredients?branch_id=${a}&locale=${b}`,
  (a: string, b: string) => `/webapp/banners/${a}?date=${b}`,
  (a: string) => `/webapp/v5/restaurant-domain/${a}`,
  (a: string, b: string) => `/webapp/v5/restaurant-domain/${a}/${b}`,
  (a: string) => `/webapp/profile/${a}`,
  (a: string) => `/webapp/account/delete/${a}`,
  (a: string) => `/webapp/resend-otp?challenge_id=${a}`,
  (a: string) => `/dev/inbox?phone=${a}`,
  (a: string, b: string) => `/webapp/reservation-slots/${a}?date=${b}&party=2`,
  (a: string) => `/webapp/reservation/${a}`,
  (a: string) => `/webapp/wallet/${a}`,
  (a: string, b: string) => `/webapp/wallet/${a}/history?page=${b}`,
  (a: string) => `/webapp/wallet/purchases/${a}`,
];

describe("every endpoint, fuzzed", () => {
  test.prop([fc.constantFrom(...routes), segment, segment, query], { numRuns: 300 })(
    "answers a success or a 4xx failure with a stable code, never a 5xx or a stack",
    async (route, first, second, fields) => {
      const search = new URLSearchParams(fields).toString();
      const path = route(encodeURIComponent(first), encodeURIComponent(second));
      const url = `${path}${search ? `${path.includes("?") ? "&" : "?"}${search}` : ""}`;
      const response = await api.app.inject({ method: "GET", url });
      expectNo5xx(response, url);
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
    },
  );

  const posts = [
    "/webapp/banners/reach",
    "/webapp/visit/1",
    "/webapp/visit/0",
    "/send-otp",
    "/verify-otp",
    "/webapp/register",
    "/webapp/update-profile",
    "/webapp/logout",
    "/webapp/reserve-table",
    "/webapp/reservations/demo",
    "/dev/reservation/1/status",
    "/webapp/wallet/packages/1/buy",
  ];
  const body = fc.oneof(
    fc.anything(),
    fc.record(
      { banners: fc.array(fc.oneof(fc.integer(), fc.double(), fc.string())), source: fc.string() },
      { requiredKeys: [] },
    ),
  );
  test.prop([fc.constantFrom(...posts), body], { numRuns: 200 })(
    "answers a generated POST body with a success or a 4xx failure, never a 5xx",
    async (url, payload) => {
      const response = await postAnyJson(api.app, url, payload);
      expectNo5xx(response, `${url} ${response.body}`);
    },
  );
});
