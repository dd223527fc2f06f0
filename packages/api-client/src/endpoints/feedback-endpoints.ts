import {
  feedbackAnswerSchema,
  feedbackBodySchema,
  myReviewAnswerSchema,
  rateAnswerSchema,
  rateBodySchema,
  rateParamsSchema,
  surveyAnswerSchema,
  surveyParamsSchema,
} from "../contract/feedback.js";
import { endpoint } from "./endpoint.js";

/** Rating the business and its feedback survey (ADR 032). */
export const feedbackEndpoints = {
  rateBusiness: endpoint({
    method: "POST",
    path: "/users/rate",
    summary:
      "The customer's review of the business (the spec's review): 201 the first time, 200 replacing it",
    access: "customer",
    token: "required",
    body: rateBodySchema,
    answer: rateAnswerSchema,
    status: 201,
  }),
  getMyReview: endpoint({
    method: "GET",
    path: "/users/rate/{reference_id}",
    summary: "The customer's own review of the business, or null",
    access: "customer",
    token: "required",
    params: rateParamsSchema,
    answer: myReviewAnswerSchema,
  }),
  getSurvey: endpoint({
    method: "GET",
    path: "/webapp/feedback/{reference_id}",
    summary: "The business's active feedback survey, or null",
    access: "public",
    params: surveyParamsSchema,
    answer: surveyAnswerSchema,
  }),
  answerSurvey: endpoint({
    method: "POST",
    path: "/webapp/feedback/{reference_id}",
    summary:
      "Answers to the survey, each checked against its question (422 ANSWERS_INVALID lists them)",
    access: "public",
    token: "optional",
    params: surveyParamsSchema,
    body: feedbackBodySchema,
    answer: feedbackAnswerSchema,
    status: 201,
  }),
};
