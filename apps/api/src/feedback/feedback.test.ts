import {
  feedbackAnswerSchema,
  getRestaurantAnswerSchema,
  myReviewAnswerSchema,
  rateAnswerSchema,
  surveyAnswerSchema,
  type Survey,
} from "@storefront/api-client";
import { surveyQuestionTypes } from "@storefront/domain";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { callsTo } from "../../test/calls.js";
import { mondayNoon } from "../../test/clock.js";
import { demoCustomer, newCustomer } from "../../test/customers.js";
import { expectFailure } from "../../test/failures.js";
import { testApi } from "../../test/test-api.js";
import { businessReviews, orders, surveyAnswers, surveyResponses } from "../db/schema/index.js";

const FATMA = "+96550000001";
const YOUSEF = "+96550000002";
const AISHA = "+971501234567";
const NOOR = "+96550000003";
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let newcomer = "";
let survey: Survey;

const api = testApi({ clock: () => mondayNoon });

beforeAll(async () => {
  for (const phone of [FATMA, YOUSEF, AISHA, NOOR]) {
    const customer = await demoCustomer(api.db, phone, mondayNoon);
    tokens[phone] = customer.token;
    ids[phone] = customer.userId;
  }
  // A customer of the demo restaurant who has not rated it yet.
  newcomer = (
    await newCustomer(api.db, "demo", mondayNoon, { name: "Mariam", phone: "+96550000099" })
  ).token;
});

const { call } = callsTo(() => api.app);

async function restaurantRate(reference: string) {
  const response = await call("GET", `/webapp/v5/restaurant/${reference}`);
  expect(response.statusCode, response.body).toBe(200);
  return getRestaurantAnswerSchema.parse(response.json()).restaurant.rate;
}

const rate = (body: Record<string, unknown>, token?: string) =>
  call("POST", "/users/rate", { reference_id: "demo", ...body }, token);
const myReview = (reference: string, token?: string) =>
  call("GET", `/users/rate/${reference}`, undefined, token);

describe("the business's rating (spec 3 rate, show_rating)", () => {
  it("is the average and count of the demo's reviews where show_rating is on, null elsewhere", async () => {
    expect(await restaurantRate("demo")).toEqual({ average: 4.5, count: 2 });
    // The spice shop does not show a rating.
    expect(await restaurantRate("demo-shop")).toBeNull();
  });

  it("GET users/rate/{reference} gives the customer's own review, needs a token", async () => {
    const mine = await myReview("demo", tokens[FATMA]);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(myReviewAnswerSchema.parse(mine.json()).review).toMatchObject({ stars: 5 });
    const none = await myReview("demo", newcomer);
    expect(myReviewAnswerSchema.parse(none.json()).review).toBeNull();
    expectFailure(await myReview("demo"), 401, "UNAUTHORIZED");
    expectFailure(await myReview("demo", tokens[AISHA]), 401, "UNAUTHORIZED");
    expectFailure(await myReview("nowhere", tokens[FATMA]), 404, "NOT_FOUND");
  });

  it("POST users/rate records a first review (201), then replaces it (200); the rate follows at once", async () => {
    const first = await rate({ stars: 3, comment: "  Good, a little slow  " }, newcomer);
    expect(first.statusCode, first.body).toBe(201);
    const answer = rateAnswerSchema.parse(first.json());
    expect(answer.review).toMatchObject({
      stars: 3,
      comment: "Good, a little slow",
      order_id: null,
    });
    expect(answer.rate).toEqual({ average: 4, count: 3 });
    expect(await restaurantRate("demo")).toEqual({ average: 4, count: 3 });

    const again = await rate({ stars: 1, comment: "   " }, newcomer);
    expect(again.statusCode, again.body).toBe(200);
    expect(rateAnswerSchema.parse(again.json()).review).toMatchObject({ stars: 1, comment: null });
    // (5 + 4 + 1) / 3 = 3.33…: one decimal.
    expect(await restaurantRate("demo")).toEqual({ average: 3.3, count: 3 });
    const [{ rows } = { rows: 0 }] = await api.db
      .select({ rows: count() })
      .from(businessReviews)
      .where(eq(businessReviews.userId, ids[FATMA] ?? 0));
    expect(rows).toBe(1);
  });

  it.each([
    ["no stars", { reference_id: "demo" }],
    ["0 stars", { reference_id: "demo", stars: 0 }],
    ["6 stars", { reference_id: "demo", stars: 6 }],
    ["half a star", { reference_id: "demo", stars: 4.5 }],
    ["stars as text", { reference_id: "demo", stars: "5" }],
    ["an average", { reference_id: "demo", stars: 5, average: 5 }],
    ["a user id", { reference_id: "demo", stars: 5, user_id: 1 }],
    ["a comment too long", { reference_id: "demo", stars: 5, comment: "x".repeat(501) }],
    ["an order id of text", { reference_id: "demo", stars: 5, order_id: "1" }],
    ["a bad reference", { reference_id: "../demo", stars: 5 }],
  ])("refuses %s with 400 BAD_REQUEST", async (_, body) => {
    expectFailure(await call("POST", "/users/rate", body, tokens[FATMA]), 400, "BAD_REQUEST");
  });

  it("takes reviews from the business's signed-in customers only, where show_rating is on", async () => {
    expectFailure(await rate({ stars: 5 }), 401, "UNAUTHORIZED");
    expectFailure(await rate({ stars: 5 }, tokens[AISHA]), 401, "UNAUTHORIZED");
    expectFailure(
      await rate({ stars: 5, reference_id: "nowhere" }, tokens[FATMA]),
      404,
      "NOT_FOUND",
    );
    expectFailure(
      await rate({ stars: 5, reference_id: "demo-shop" }, tokens[AISHA]),
      422,
      "RATING_NOT_OFFERED",
    );
    expectFailure(await myReview("demo-shop", tokens[AISHA]), 422, "RATING_NOT_OFFERED");
  });

  it("names only the customer's own delivered order: another's is the same 404 as none", async () => {
    const [order] = await api.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, ids[FATMA] ?? 0))
      .limit(1);
    if (!order) throw new Error("The demo gives Fatma an order");
    await api.db.update(orders).set({ status: 1 }).where(eq(orders.id, order.id));
    expectFailure(
      await rate({ stars: 4, order_id: order.id }, tokens[FATMA]),
      422,
      "ORDER_NOT_DELIVERED",
    );
    await api.db.update(orders).set({ status: 5 }).where(eq(orders.id, order.id));
    const rated = await rate({ stars: 4, order_id: order.id }, tokens[FATMA]);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rateAnswerSchema.parse(rated.json()).review.order_id).toBe(order.id);
    const others = expectFailure(
      await rate({ stars: 4, order_id: order.id }, tokens[YOUSEF]),
      404,
      "NOT_FOUND",
    );
    const unknown = expectFailure(
      await rate({ stars: 4, order_id: 2_000_000 }, tokens[YOUSEF]),
      404,
      "NOT_FOUND",
    );
    expect(others.message.replace(/\d+/g, "")).toBe(unknown.message.replace(/\d+/g, ""));
  });
});

describe("the feedback survey (spec 3 feedback, question types 1 to 6)", () => {
  const post = (body: unknown, token?: string, reference = "demo") =>
    call("POST", `/webapp/feedback/${reference}`, body, token);
  const question = (type: number) => {
    const found = survey.questions.find((entry) => entry.type === type);
    if (!found) throw new Error(`The demo survey has no question of type ${type}`);
    return found;
  };
  const goodAnswers = () => {
    const choices = question(surveyQuestionTypes.choices);
    return [
      { question_id: question(surveyQuestionTypes.smile).id, value: "happy" },
      { question_id: question(surveyQuestionTypes.rate).id, value: 4 },
      {
        question_id: choices.id,
        value: choices.type === surveyQuestionTypes.choices ? (choices.choices[0]?.id ?? 0) : 0,
      },
      { question_id: question(surveyQuestionTypes.slider).id, value: 9 },
      { question_id: question(surveyQuestionTypes.text).id, value: "  More parking, please " },
      { question_id: question(surveyQuestionTypes.phone).id, value: "5000 0009" },
    ];
  };
  const responses = async () =>
    (await api.db.select({ rows: count() }).from(surveyResponses))[0]?.rows ?? 0;

  it("GET answers the demo's active survey: all six types, choices, the slider's range, required flags", async () => {
    const response = await call("GET", "/webapp/feedback/demo");
    expect(response.statusCode, response.body).toBe(200);
    const answer = surveyAnswerSchema.parse(response.json());
    if (!answer.survey) throw new Error("The demo has a survey");
    survey = answer.survey;
    expect(survey.questions.map((entry) => entry.type).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(question(surveyQuestionTypes.slider)).toMatchObject({ min: 0, max: 10, step: 1 });
    expect(question(surveyQuestionTypes.smile)).toMatchObject({
      faces: ["angry", "sad", "neutral", "happy", "delighted"],
      required: true,
    });
    expect(question(surveyQuestionTypes.choices)).toMatchObject({ required: false });
    expect(survey.title.ar).toBeTruthy();
  });

  it("honours the feedback setting; a business asking for feedback without a survey has none", async () => {
    expectFailure(await call("GET", "/webapp/feedback/demo-shop"), 422, "FEEDBACK_NOT_OFFERED");
    expectFailure(
      await post({ survey_id: 1, answers: [] }, undefined, "demo-shop"),
      422,
      "FEEDBACK_NOT_OFFERED",
    );
    const salon = await call("GET", "/webapp/feedback/demo-salon");
    expect(surveyAnswerSchema.parse(salon.json()).survey).toBeNull();
    expectFailure(await call("GET", "/webapp/feedback/nowhere"), 404, "NOT_FOUND");
    expectFailure(await call("GET", "/webapp/feedback/a%20b"), 400, "BAD_REQUEST");
  });

  it("POST stores a guest's answers in one response, the phone in E.164", async () => {
    const before = await responses();
    const response = await post({ survey_id: survey.id, answers: goodAnswers() });
    expect(response.statusCode, response.body).toBe(201);
    const { response_id } = feedbackAnswerSchema.parse(response.json());
    const stored = await api.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.responseId, response_id));
    expect(stored).toHaveLength(6);
    expect(stored.map((row) => row.textValue ?? row.numberValue)).toEqual(
      expect.arrayContaining(["happy", 4, 9, "More parking, please", "+96550000009"]),
    );
    const [row] = await api.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.id, response_id));
    expect(row?.userId).toBeNull();
    expect(await responses()).toBe(before + 1);
  });

  it("POST with a token keeps the customer's id; optional questions may be left out", async () => {
    const required = goodAnswers().slice(0, 2);
    const response = await post({ survey_id: survey.id, answers: required }, tokens[YOUSEF]);
    expect(response.statusCode, response.body).toBe(201);
    const { response_id } = feedbackAnswerSchema.parse(response.json());
    const [row] = await api.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.id, response_id));
    expect(row?.userId).toBe(ids[YOUSEF]);
    expectFailure(
      await post({ survey_id: survey.id, answers: required }, tokens[AISHA]),
      401,
      "UNAUTHORIZED",
    );
  });

  it("lists every problem per question in 422 ANSWERS_INVALID and stores nothing", async () => {
    const before = await responses();
    const choices = question(surveyQuestionTypes.choices);
    const text = question(surveyQuestionTypes.text);
    const failure = expectFailure(
      await post({
        survey_id: survey.id,
        answers: [
          { question_id: question(surveyQuestionTypes.rate).id, value: 6 },
          { question_id: question(surveyQuestionTypes.slider).id, value: 11 },
          { question_id: choices.id, value: 999_999 },
          {
            question_id: text.id,
            value: "x".repeat(text.type === surveyQuestionTypes.text ? text.max_length + 1 : 1),
          },
          { question_id: question(surveyQuestionTypes.phone).id, value: "call me" },
          { question_id: 999_999, value: "?" },
        ],
      }),
      422,
      "ANSWERS_INVALID",
    );
    expect(failure.details?.errors).toEqual(
      expect.arrayContaining([
        { question_id: question(surveyQuestionTypes.rate).id, code: "OUT_OF_RANGE" },
        { question_id: question(surveyQuestionTypes.slider).id, code: "OUT_OF_RANGE" },
        { question_id: choices.id, code: "NOT_A_CHOICE" },
        { question_id: text.id, code: "TOO_LONG" },
        { question_id: question(surveyQuestionTypes.phone).id, code: "PHONE_NOT_A_NUMBER" },
        { question_id: 999_999, code: "UNKNOWN_QUESTION" },
        // The smile question is required and was not answered.
        { question_id: question(surveyQuestionTypes.smile).id, code: "REQUIRED" },
      ]),
    );
    expect(await responses()).toBe(before);
  });

  it.each([
    ["text answered with a number", surveyQuestionTypes.text, 5, "WRONG_TYPE"],
    ["slider answered with text", surveyQuestionTypes.slider, "5", "WRONG_TYPE"],
    ["slider answered with a fraction", surveyQuestionTypes.slider, 2.5, "WRONG_TYPE"],
    ["smile answered with a number", surveyQuestionTypes.smile, 3, "WRONG_TYPE"],
    ["smile answered with a face not offered", surveyQuestionTypes.smile, "grinning", "NOT_A_FACE"],
    [
      "choices answered with the choice's text",
      surveyQuestionTypes.choices,
      "Machboos",
      "WRONG_TYPE",
    ],
    ["rate answered with 0 stars", surveyQuestionTypes.rate, 0, "OUT_OF_RANGE"],
    ["rate answered with text", surveyQuestionTypes.rate, "five", "WRONG_TYPE"],
    ["phone answered with a number", surveyQuestionTypes.phone, 50000009, "WRONG_TYPE"],
    ["phone too short", surveyQuestionTypes.phone, "5", "PHONE_TOO_SHORT"],
    ["phone too long", surveyQuestionTypes.phone, "123456789012345678", "PHONE_TOO_LONG"],
    ["a required smile left blank", surveyQuestionTypes.smile, "  ", "REQUIRED"],
  ])("refuses %s", async (_, type, value, code) => {
    const answers = goodAnswers().map((answer) =>
      answer.question_id === question(type).id ? { ...answer, value } : answer,
    );
    const failure = expectFailure(
      await post({ survey_id: survey.id, answers }),
      422,
      "ANSWERS_INVALID",
    );
    expect(failure.details?.errors).toEqual([{ question_id: question(type).id, code }]);
  });

  it("refuses a second answer to one question, another survey and a body out of its schema", async () => {
    const [first] = goodAnswers();
    const duplicate = expectFailure(
      await post({ survey_id: survey.id, answers: [...goodAnswers(), first] }),
      422,
      "ANSWERS_INVALID",
    );
    expect(duplicate.details?.errors).toEqual([
      { question_id: first?.question_id, code: "DUPLICATE_ANSWER" },
    ]);
    expectFailure(
      await post({ survey_id: survey.id + 1000, answers: goodAnswers() }),
      404,
      "NOT_FOUND",
    );
    for (const body of [
      { survey_id: survey.id, answers: goodAnswers(), user_id: 1 },
      { survey_id: survey.id, answers: [{ question_id: 1, value: true }] },
      { survey_id: survey.id, answers: [{ question_id: 1, value: "x", extra: 1 }] },
      { survey_id: "1", answers: [] },
      { answers: [] },
      { survey_id: survey.id, answers: "all good" },
      { survey_id: survey.id, answers: [], country: "Kuwait" },
    ]) {
      expectFailure(await post(body), 400, "BAD_REQUEST");
    }
  });

  it("reads a phone answer in the country sent", async () => {
    const answers = goodAnswers().map((answer) =>
      answer.question_id === question(surveyQuestionTypes.phone).id
        ? { ...answer, value: "079 123 45 67" }
        : answer,
    );
    const response = await post({ survey_id: survey.id, answers, country: "CH" });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("account deletion (ADR 025) and the feedback", () => {
  /** The customer deletes their own account, as the profile page does. */
  async function deleteAccountOf(phone: string) {
    const deleted = await call(
      "GET",
      `/webapp/account/delete/${ids[phone] ?? 0}`,
      undefined,
      tokens[phone],
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
  }

  it("keeps the stars in the rating and removes the comment and the survey answers", async () => {
    // Noor is the salon's customer and the salon has no survey: her answers are written directly.
    await api.db.insert(surveyResponses).values({
      surveyId: survey.id,
      businessId: 1,
      userId: ids[NOOR] ?? 0,
      createdAt: mondayNoon,
    });
    await deleteAccountOf(NOOR);
    const [row] = await api.db
      .select({ rows: count() })
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, ids[NOOR] ?? 0));
    expect(row?.rows).toBe(0);

    const rated = await rate({ stars: 2, comment: "Call me on 5000 0001" }, tokens[FATMA]);
    expect(rated.statusCode, rated.body).toBe(200);
    await deleteAccountOf(FATMA);
    const [review] = await api.db
      .select()
      .from(businessReviews)
      .where(eq(businessReviews.userId, ids[FATMA] ?? 0));
    expect(review).toMatchObject({ stars: 2, comment: null });
  });
});
