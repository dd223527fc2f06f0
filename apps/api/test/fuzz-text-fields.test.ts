import { failureSchema, surveyAnswerSchema, walletAnswerSchema } from "@storefront/api-client";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { orderExamples } from "@storefront/api-client";
import { mondayNoon } from "./clock.js";
import { newCustomer } from "./customers.js";
import { sandboxOrdering, storefront } from "./sandbox-ordering.js";
import { expectNo5xx } from "./failures.js";
import { testApi } from "./test-api.js";

// QUALITY.md, reliability: NUL and the other control characters, and lone surrogates, in every
// string field of every call are a 400 naming the field, never a 500 (PostgreSQL refuses them in
// text and JSON). Each call is sent with a body whose every string field is filled, and each of
// those fields in turn carries each bad character; every path parameter and query value too.

let token = "";
let surveyId = 0;
let textQuestionId = 0;
let packageId = 0;

const api = testApi({
  clock: () => mondayNoon,
  ordering: sandboxOrdering(),
});

beforeAll(async () => {
  token = (await newCustomer(api.db, "demo", mondayNoon, { name: "Fuzz" })).token;
  const survey = surveyAnswerSchema.parse(
    (await api.app.inject({ method: "GET", url: "/webapp/feedback/demo" })).json(),
  ).survey;
  surveyId = survey?.id ?? 1;
  textQuestionId = survey?.questions.find((question) => question.type === 1)?.id ?? 1;
  const wallet = walletAnswerSchema.parse(
    (
      await api.app.inject({
        method: "GET",
        url: "/webapp/wallet/demo",
        headers: { authorization: `Bearer ${token}` },
      })
    ).json(),
  );
  packageId = wallet.availablePackages[0]?.id ?? 1;
});

/** Each bad character, put inside an otherwise good value. */
const badCharacters = {
  NUL: "\u0000",
  "a C0 control": "\u0007",
  "an escape": "\u001b",
  "the unit separator": "\u001f",
  DEL: "\u007f",
  "a C1 control": "\u0085",
  "a lone high surrogate": "\ud800",
  "a lone low surrogate": "\udfff",
};

/** An order body with every string field of the order request filled. */
const fullOrder = {
  ...orderExamples.delivery,
  comment: "Ring twice",
  notes: "No onions",
  coupon_code: "WELCOME10",
  order_lines: [
    {
      item_id: 24,
      price_label_id: 25,
      modifiers: "",
      comment: "Extra crispy",
      quantity: 4,
      provider: "web",
      provider_id: "line-1",
    },
  ],
  delivery: {
    area_id: 2,
    lat: 29.35,
    lng: 48.096,
    type: 1 as const,
    city: "Salmiya",
    street: "Salem Al Mubarak St",
    block: "10",
    postcode: "22000",
    building: "Tower 3",
    avenue: "4",
    intercom: "12",
    floor: "2",
    apartment: "5",
    parking: "B2",
    note: "Blue door",
    house_number: "12",
    office_number: "7",
    paci: "123456",
  },
  gift: { recipient_name: "Sara", recipient_phone: "51234568", message: "Happy birthday" },
  car: { model: "Nissan Patrol", color: "White", plate_number: "12 34567" },
};

const cart = {
  reference_id: "demo",
  branch_id: 1,
  lines: [
    {
      item_id: 24,
      category_id: 1,
      price_label_id: 25,
      quantity: 1,
      modifiers: [],
      comment: "Extra crispy",
    },
  ],
  note: "No onions",
  coupon_code: "WELCOME10",
  name: "Fatma",
  phone: "51234567",
  dial_code: "+965",
  payment_type: 2,
  table_id: null,
  car: fullOrder.car,
  delivery: fullOrder.delivery,
  shipping_country_id: null,
  gift: fullOrder.gift,
  scheduled_at: null,
};

interface Call {
  readonly url: () => string;
  readonly body: () => object;
  readonly signedIn?: true;
  readonly headers?: Record<string, string>;
}

/** Every call that takes a JSON body with a string in it. */
const calls: Record<string, Call> = {
  "calc-order": { url: () => "/service/pos/calc-order/1", body: () => fullOrder },
  order: {
    url: () => "/webapp/order",
    body: () => fullOrder,
    headers: { "idempotency-key": "fuzz-text-fields-0001" },
  },
  cart: { url: () => "/webapp/cart/fuzzTextFieldsCart000001", body: () => cart },
  getAddress: {
    url: () => "/webapp/getAddress",
    body: () => ({ flag: 0, address: "Salmiya", sessionId: "session-1" }),
  },
  setAddress: {
    url: () => "/webapp/setAddress",
    body: () => ({
      address: "29.35,48.096",
      title: "Salmiya",
      placeId: "area-2",
      sessionId: "session-1",
      branch_id: 1,
    }),
  },
  "send-otp": {
    url: () => "/send-otp",
    body: () => ({ reference_id: "demo", phone: "51234567", country: "KW" }),
  },
  "register-whatsapp": {
    url: () => "/webapp/register-whatsapp",
    body: () => ({ reference_id: "demo", phone: "51234567", country: "KW" }),
  },
  "verify-otp": {
    url: () => "/verify-otp",
    body: () => ({ challenge_id: "A".repeat(22), code: "123456" }),
  },
  register: {
    url: () => "/webapp/register",
    body: () => ({
      registration_ticket: "A".repeat(43),
      name: "Fatma",
      email: "fatma@example.com",
    }),
  },
  "update-profile": {
    url: () => "/webapp/update-profile",
    body: () => ({ name: "Fatma", email: "fatma@example.com" }),
    signedIn: true,
  },
  locations: {
    url: () => "/webapp/locations/demo",
    body: () => {
      const { area_id: _area, ...address } = fullOrder.delivery;
      return { ...address, title: "Home", contact_phone: "+96551234567" };
    },
    signedIn: true,
  },
  "reserve-table": {
    url: () => "/webapp/reserve-table",
    body: () => ({
      reference_id: "demo",
      date: "2026-11-23",
      slot: "19:00",
      party_size: 2,
      note: "By the window",
    }),
    signedIn: true,
  },
  rate: {
    url: () => "/users/rate",
    body: () => ({ reference_id: "demo", stars: 4, comment: "Lovely" }),
    signedIn: true,
  },
  feedback: {
    url: () => "/webapp/feedback/demo",
    body: () => ({
      survey_id: surveyId,
      answers: [{ question_id: textQuestionId, value: "Quick and warm" }],
      country: "KW",
    }),
  },
  "wallet buy": {
    url: () => `/webapp/wallet/packages/${packageId}/buy`,
    body: () => ({ return_url: `${storefront}/demo/wallet/home` }),
    headers: { "idempotency-key": "fuzz-text-fields-0002" },
    signedIn: true,
  },
};

/** Every string in a JSON value, by its path as the API names a field (`order_lines.0.comment`). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, field]) => stringPaths(field, [...path, key]));
  }
  return [];
}

function withValue(body: object, path: (string | number)[], change: (old: string) => string) {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  target[last] = change(target[last] as string);
  return copy;
}

/** The call with these bytes as its JSON body, signed in if it needs to be. */
function postBytes(call: Call, payload: string | Buffer): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: "POST",
    url: call.url(),
    headers: {
      ...call.headers,
      ...(call.signedIn ? { authorization: `Bearer ${token}` } : {}),
      "content-type": "application/json",
    },
    payload,
  });
}

const post = (call: Call, payload: object) => postBytes(call, JSON.stringify(payload));

describe("a bad character in any string field of any call", () => {
  it.each(Object.entries(calls))(
    "%s: each field with each bad character is a 400 naming the field",
    async (_name, call) => {
      const body = call.body();
      const paths = stringPaths(body);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        for (const [what, character] of Object.entries(badCharacters)) {
          // In the middle of a good value, so a length or format rule does not answer first.
          const payload = withValue(body, path, (old) => {
            const middle = Math.ceil(old.length / 2);
            return `${old.slice(0, middle)}${character}${old.slice(middle)}`;
          });
          const response = await post(call, payload);
          const field = ["body", ...path].join(".");
          expect(response.statusCode, `${field} with ${what}: ${response.body}`).toBe(400);
          const failure = failureSchema.parse(response.json());
          expect(failure.code).toBe("BAD_REQUEST");
          expect(failure.message).toContain(field);
          expect(failure.details?.fields).toContain(field);
        }
      }
    },
  );

  it("line breaks and tabs are a note's own but refused in a name", async () => {
    const note = await post(calls["calc-order"] as Call, {
      ...fullOrder,
      notes: "First line\r\nSecond\tline",
      comment: "a\nb",
    });
    expect(note.statusCode, note.body).toBe(200);
    const name = await post(calls["calc-order"] as Call, { ...fullOrder, name: "Fat\nma" });
    expect(name.statusCode).toBe(400);
    expect(failureSchema.parse(name.json()).message).toContain("body.name");
  });
});

describe("a bad character in a path or a query", () => {
  const routes = [
    "/webapp/v5/restaurant/{}",
    "/webapp/v5/restaurant/demo?locale={}",
    "/webapp/v5/menu/{}",
    "/webapp/v5/item/1/{}",
    "/webapp/v5/shifts/{}",
    "/webapp/zones/{}",
    "/webapp/tables/{}",
    "/webapp/branches/{}",
    "/webapp/search/{}?branch_id=1",
    "/webapp/search/kebab?branch_id={}",
    "/tags-ingredients?branch_id=1&locale={}",
    "/webapp/banners/{}",
    "/webapp/v5/restaurant-domain/{}",
    "/webapp/v5/restaurant-domain/shop.example.com/{}",
    "/webapp/cart/{}",
    "/webapp/order/1/{}",
    "/webapp/order/{}",
    "/webapp/update-order-events/1/{}",
    "/webapp/transaction/1/{}",
    "/webapp/resend-otp?challenge_id={}",
    "/webapp/reservation-slots/{}?date=2026-11-23&party=2",
    "/webapp/reservation-slots/demo?date={}&party=2",
    "/webapp/reservation/{}",
    "/webapp/feedback/{}",
    "/users/rate/{}",
    "/webapp/wallet/{}",
    "/webapp/wallet/demo/history?page={}",
    "/webapp/wallet/purchases/{}",
    "/webapp/locations/{}",
    "/webapp/profile/{}",
    "/webapp/v5/orders/{}",
    "/sandbox/pay/{}",
    "/media/{}",
    "/dev/inbox?phone={}",
  ];
  // As a client would write them: percent-encoded, and raw; a lone surrogate can only travel as
  // the bytes of its (invalid) UTF-8 encoding.
  const encodings = {
    "%00": "%00",
    "a raw NUL": "\u0000",
    "%07": "%07",
    "%1B": "%1B",
    "%7F": "%7F",
    "%C2%85": "%C2%85",
    "a lone high surrogate's bytes": "%ED%A0%80",
    "a lone low surrogate's bytes": "%ED%BF%BF",
    "a byte that is never UTF-8": "%FF",
  };
  it.each(routes)("%s answers a 4xx failure, never a 5xx", async (route) => {
    for (const [what, encoded] of Object.entries(encodings)) {
      for (const signedIn of [false, true]) {
        const url = route.replace("{}", `a${encoded}b`);
        const response = await api.app.inject({
          method: "GET",
          url,
          headers: signedIn ? { authorization: `Bearer ${token}` } : {},
        });
        expectNo5xx(response, `${route} with ${what}: ${response.body}`);
      }
    }
  });
});

describe("a body that is not UTF-8", () => {
  it.each(Object.entries(calls))("%s answers 400 BAD_REQUEST", async (_name, call) => {
    // The bytes of a lone surrogate (CESU-8), and a byte that is never UTF-8, inside a string.
    for (const bytes of [[0xed, 0xa0, 0x80], [0xff]]) {
      const json = Buffer.from(JSON.stringify(call.body()));
      const at = json.indexOf(0x22, json.indexOf(0x3a)) + 1;
      const payload = Buffer.concat([json.subarray(0, at), Buffer.from(bytes), json.subarray(at)]);
      const response = await postBytes(call, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(failureSchema.parse(response.json()).code).toBe("BAD_REQUEST");
    }
  });
});
