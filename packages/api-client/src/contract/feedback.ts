import { surveyQuestionTypes } from "@storefront/domain";
import { z } from "zod";
import { localizedTextSchema } from "./localized-text.js";
import { text } from "./text.js";
import { successAnswerSchema } from "./envelope.js";
import { referenceIdSchema } from "./reference-id.js";

/**
 * Rating the business and its feedback survey (spec 3, Business: `show_rating`, `rate`,
 * `feedback`; spec 3, "Survey question types: text 1, slider 2, smile 3, choices 4, rate 5,
 * phone 6"; spec 7: `POST users/rate`, "Body: review"; docs/decisions/032-ratings-and-feedback.md).
 *
 * - `POST users/rate` (signed in) `{reference_id, stars, comment?, order_id?}`: the customer's
 *   review of the business, one per customer and business; rating again replaces it. 201 the
 *   first time, 200 after. Refused with 422 `RATING_NOT_OFFERED` while `show_rating` is off.
 * - `GET users/rate/{reference_id}` (signed in): the customer's own review, or null.
 * - `GET webapp/feedback/{reference_id}`: the business's active survey, or null; 422
 *   `FEEDBACK_NOT_OFFERED` while `feedback` is off.
 * - `POST webapp/feedback/{reference_id}` `{survey_id, answers}` (guests too; a token makes the
 *   answers the customer's): 201. Each answer is checked against its question; every problem is
 *   listed in 422 `ANSWERS_INVALID` `details.errors` as `{question_id, code}`.
 *
 * The business's `rate` in the restaurant answer is the average and count of its reviews.
 * Every request schema is strict: unknown fields (`user_id`, `average`…) are a 400.
 */

const databaseIdSchema = z.number().int().min(1).max(2_147_483_647);

/** Stars of a review, and of a rate question: a whole number from 1 to 5. */
export const starsSchema = z.number().int().min(1).max(5);
/** The longest comment of a review. */
export const reviewCommentMaxLength = 500;

// ---------- The business's rating ----------

/** The business's rating (spec 3, `rate`): the average of its reviews' stars and how many. */
export const businessRatingSchema = z
  .object({
    /** One decimal, from 1 to 5. */
    average: z.number().min(1).max(5),
    count: z.number().int().positive(),
  })
  .strict();

export const rateParamsSchema = z.object({ reference_id: referenceIdSchema }).strict();

/** `POST users/rate`: the spec's "review". */
export const rateBodySchema = z
  .object({
    reference_id: referenceIdSchema,
    stars: starsSchema,
    /** Blank is none. */
    comment: text(reviewCommentMaxLength, { multiline: true }).optional(),
    /** One of the customer's delivered orders at this business, the review is about. */
    order_id: databaseIdSchema.optional(),
  })
  .strict();

export const reviewSchema = z
  .object({
    stars: starsSchema,
    comment: z.string().nullable(),
    order_id: z.number().int().positive().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .strict();

export const rateAnswerSchema = successAnswerSchema({
  review: reviewSchema,
  /** The business's rating with this review counted. */
  rate: businessRatingSchema,
});

export const myReviewAnswerSchema = successAnswerSchema({
  review: reviewSchema.nullable(),
});

// ---------- Surveys ----------

/** Spec 3's question types. */
export const surveyQuestionTypeSchema = z.union([
  z.literal(surveyQuestionTypes.text),
  z.literal(surveyQuestionTypes.slider),
  z.literal(surveyQuestionTypes.smile),
  z.literal(surveyQuestionTypes.choices),
  z.literal(surveyQuestionTypes.rate),
  z.literal(surveyQuestionTypes.phone),
]);

/** The faces of a smile question, from the unhappiest. */
export const smileFaces = ["angry", "sad", "neutral", "happy", "delighted"] as const;
export const smileFaceSchema = z.enum(smileFaces);
/** The longest text answer any question may allow. */
export const textAnswerMaxLength = 2000;

const questionBase = {
  id: z.number().int().positive(),
  text: localizedTextSchema,
  required: z.boolean(),
};

export const textQuestionSchema = z
  .object({
    ...questionBase,
    type: z.literal(surveyQuestionTypes.text),
    max_length: z.number().int().min(1).max(textAnswerMaxLength),
  })
  .strict();

export const sliderQuestionSchema = z
  .object({
    ...questionBase,
    type: z.literal(surveyQuestionTypes.slider),
    min: z.number().int(),
    max: z.number().int(),
    step: z.number().int().positive(),
    /** Words at the two ends; null: the numbers only. */
    min_label: localizedTextSchema.nullable(),
    max_label: localizedTextSchema.nullable(),
  })
  .strict();

export const smileQuestionSchema = z
  .object({
    ...questionBase,
    type: z.literal(surveyQuestionTypes.smile),
    /** Always `smileFaces`: the answer is one of them. */
    faces: z.array(smileFaceSchema),
  })
  .strict();

export const surveyChoiceSchema = z
  .object({ id: z.number().int().positive(), text: localizedTextSchema })
  .strict();

export const choicesQuestionSchema = z
  .object({
    ...questionBase,
    type: z.literal(surveyQuestionTypes.choices),
    /** One is chosen. */
    choices: z.array(surveyChoiceSchema).min(2),
  })
  .strict();

export const rateQuestionSchema = z
  .object({ ...questionBase, type: z.literal(surveyQuestionTypes.rate) })
  .strict();

export const phoneQuestionSchema = z
  .object({ ...questionBase, type: z.literal(surveyQuestionTypes.phone) })
  .strict();

export const surveyQuestionSchema = z.discriminatedUnion("type", [
  textQuestionSchema,
  sliderQuestionSchema,
  smileQuestionSchema,
  choicesQuestionSchema,
  rateQuestionSchema,
  phoneQuestionSchema,
]);

export const surveySchema = z
  .object({
    id: z.number().int().positive(),
    title: localizedTextSchema,
    /** Null: no introduction. */
    intro: localizedTextSchema.nullable(),
    questions: z.array(surveyQuestionSchema),
  })
  .strict();

export const surveyParamsSchema = z.object({ reference_id: referenceIdSchema }).strict();

export const surveyAnswerSchema = successAnswerSchema({
  /** Null: the business asks nothing now. */
  survey: surveySchema.nullable(),
});

/**
 * One answer: text and phone a string, slider, rate and choices (the choice's id) a number, smile
 * a face's name. The question decides which; the wrong kind is `WRONG_TYPE`.
 */
export const answerSchema = z
  .object({
    question_id: databaseIdSchema,
    value: z.union([text(textAnswerMaxLength * 2, { multiline: true }), z.number()]),
  })
  .strict();

export const feedbackBodySchema = z
  .object({
    survey_id: databaseIdSchema,
    /** Optional questions may be left out; at most one answer per question. */
    answers: z.array(answerSchema).max(100),
    /** The country a phone answer is read in (spec 5); the business's when left out. */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
  })
  .strict();

/** Why an answer is refused, per question. */
export const answerProblemCodes = [
  "REQUIRED",
  "UNKNOWN_QUESTION",
  "DUPLICATE_ANSWER",
  "WRONG_TYPE",
  "TOO_LONG",
  "OUT_OF_RANGE",
  "NOT_A_FACE",
  "NOT_A_CHOICE",
  "PHONE_NOT_A_NUMBER",
  "PHONE_TOO_SHORT",
  "PHONE_TOO_LONG",
  "PHONE_INVALID",
  "PHONE_COUNTRY_UNKNOWN",
] as const;
export const answerProblemSchema = z
  .object({ question_id: z.number().int(), code: z.enum(answerProblemCodes) })
  .strict();

export const feedbackAnswerSchema = successAnswerSchema({
  response_id: z.number().int().positive(),
});

export type BusinessRating = z.infer<typeof businessRatingSchema>;
export type RateBody = z.infer<typeof rateBodySchema>;
export type Review = z.infer<typeof reviewSchema>;
export type RateAnswer = z.infer<typeof rateAnswerSchema>;
export type MyReviewAnswer = z.infer<typeof myReviewAnswerSchema>;
export type SmileFace = (typeof smileFaces)[number];
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;
export type Survey = z.infer<typeof surveySchema>;
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
export type AnswerProblemCode = (typeof answerProblemCodes)[number];
export type AnswerProblem = z.infer<typeof answerProblemSchema>;
