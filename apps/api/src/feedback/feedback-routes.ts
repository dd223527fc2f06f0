import {
  businessSettingsOf,
  endpoints,
  type FeedbackAnswer,
  type MyReviewAnswer,
  type RateAnswer,
  type Review,
  type SurveyAnswer,
} from "@storefront/api-client";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { optionalCustomer, requireCustomer } from "../accounts/require-customer.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import {
  businesses,
  businessReviews,
  orders,
  surveyAnswers,
  surveyResponses,
} from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { checkAnswers } from "./check-answers.js";
import { readRatingTotals, toBusinessRating } from "./read-rating.js";
import { readActiveSurvey } from "./read-survey.js";

export interface FeedbackRouteOptions {
  db: Database;
  clock: () => Date;
}

/** Spec 4: delivered 5. */
const delivered = 5;

type ReviewRow = Pick<
  typeof businessReviews.$inferSelect,
  "stars" | "comment" | "orderId" | "createdAt" | "updatedAt"
>;

const toReview = (row: ReviewRow): Review => ({
  stars: row.stars,
  comment: row.comment,
  order_id: row.orderId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Rating the business and its feedback survey (docs/decisions/032-ratings-and-feedback.md):
 * rating and reading one's rating, for signed-in customers while the business shows its rating;
 * reading and answering the survey, for anyone while it asks for
 * feedback. An order of another customer is the same 404 as none.
 */
export const feedbackRoutes: FastifyPluginAsync<FeedbackRouteOptions> = async (app, options) => {
  const { db, clock } = options;

  async function businessOf(referenceId: string) {
    const [business] = await db
      .select({ id: businesses.id, country: businesses.country, settings: businesses.settings })
      .from(businesses)
      .where(eq(businesses.referenceId, referenceId));
    if (!business) {
      throw new RequestFailure(404, "NOT_FOUND", `No business has the reference ${referenceId}`);
    }
    return { ...business, settings: businessSettingsOf(business.settings) };
  }

  function ratingOffered(settings: { show_rating: boolean }) {
    if (!settings.show_rating) {
      throw new RequestFailure(422, "RATING_NOT_OFFERED", "This business does not take ratings");
    }
  }

  function feedbackOffered(settings: { feedback: boolean }) {
    if (!settings.feedback) {
      throw new RequestFailure(
        422,
        "FEEDBACK_NOT_OFFERED",
        "This business does not ask for feedback",
      );
    }
  }

  serve(app, endpoints.rateBusiness, async ({ body, request, reply }) => {
    const now = clock();
    const business = await businessOf(body.reference_id);
    const customer = await requireCustomer(db, request, now, business.id);
    ratingOffered(business.settings);
    if (body.order_id !== undefined) {
      const [order] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(
          and(
            eq(orders.id, body.order_id),
            eq(orders.userId, customer.userId),
            eq(orders.businessId, business.id),
          ),
        );
      if (!order) throw new RequestFailure(404, "NOT_FOUND", `No order ${body.order_id}`);
      if (order.status !== delivered) {
        throw new RequestFailure(
          422,
          "ORDER_NOT_DELIVERED",
          "An order is rated once it is delivered",
        );
      }
    }
    const comment = body.comment?.trim() || null;
    const { row, inserted, totals } = await db.transaction(async (tx) => {
      const [written] = await tx
        .insert(businessReviews)
        .values({
          businessId: business.id,
          userId: customer.userId,
          stars: body.stars,
          comment,
          orderId: body.order_id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [businessReviews.businessId, businessReviews.userId],
          set: { stars: body.stars, comment, orderId: body.order_id ?? null, updatedAt: now },
        })
        .returning({
          id: businessReviews.id,
          stars: businessReviews.stars,
          comment: businessReviews.comment,
          orderId: businessReviews.orderId,
          createdAt: businessReviews.createdAt,
          updatedAt: businessReviews.updatedAt,
          inserted: sql<boolean>`(xmax = 0)`,
        });
      if (!written) throw new Error("The review's upsert returned no row");
      const { inserted, ...row } = written;
      return { row, inserted, totals: await readRatingTotals(tx, business.id) };
    });
    const rate = toBusinessRating(totals);
    if (!rate) throw new Error("A business with a review has a rating");
    const answer: RateAnswer = { error: 0, message: "", review: toReview(row), rate };
    return reply.code(inserted ? 201 : 200).send(answer);
  });

  serve(app, endpoints.getMyReview, async ({ params: { reference_id }, request }) => {
    const business = await businessOf(reference_id);
    const customer = await requireCustomer(db, request, clock(), business.id);
    ratingOffered(business.settings);
    const [row] = await db
      .select()
      .from(businessReviews)
      .where(
        and(
          eq(businessReviews.businessId, business.id),
          eq(businessReviews.userId, customer.userId),
        ),
      );
    const answer: MyReviewAnswer = { error: 0, message: "", review: row ? toReview(row) : null };
    return answer;
  });

  serve(app, endpoints.getSurvey, async ({ params: { reference_id } }) => {
    const business = await businessOf(reference_id);
    feedbackOffered(business.settings);
    const answer: SurveyAnswer = {
      error: 0,
      message: "",
      survey: await readActiveSurvey(db, business.id),
    };
    return answer;
  });

  serve(app, endpoints.answerSurvey, async ({ params: { reference_id }, body, request, reply }) => {
    const now = clock();
    const business = await businessOf(reference_id);
    const customer = await optionalCustomer(db, request, now, business.id);
    feedbackOffered(business.settings);
    const survey = await readActiveSurvey(db, business.id);
    if (!survey || survey.id !== body.survey_id) {
      throw new RequestFailure(404, "NOT_FOUND", `No open survey ${body.survey_id}`);
    }
    const checked = checkAnswers(survey, body, body.country ?? business.country);
    if (!checked.ok) {
      throw new RequestFailure(422, "ANSWERS_INVALID", "Some answers need another look", {
        errors: checked.problems,
      });
    }
    const responseId = await db.transaction(async (tx) => {
      const [response] = await tx
        .insert(surveyResponses)
        .values({
          surveyId: survey.id,
          businessId: business.id,
          userId: customer?.userId ?? null,
          createdAt: now,
        })
        .returning({ id: surveyResponses.id });
      if (!response) throw new Error("The response's insert returned no row");
      if (checked.answers.length > 0) {
        await tx
          .insert(surveyAnswers)
          .values(checked.answers.map((answer) => ({ ...answer, responseId: response.id })));
      }
      return response.id;
    });
    const answer: FeedbackAnswer = { error: 0, message: "", response_id: responseId };
    return reply.code(201).send(answer);
  });
};
