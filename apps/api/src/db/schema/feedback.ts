import type { LocalizedText } from "@storefront/api-client";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { businesses } from "./businesses.js";
import { orders } from "./orders.js";
import { id, localizedText, ownedBy, timestamps, timestamptz } from "./columns.js";

/**
 * A customer's review of a business (spec 7, `POST users/rate`, "Body: review";
 * docs/decisions/032-ratings-and-feedback.md): one per customer and business, replaced when they
 * rate again. The business's `rate` is the average of these.
 */
export const businessReviews = pgTable(
  "business_reviews",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    userId: ownedBy("user_id", () => users.id),
    stars: smallint("stars").notNull(),
    comment: text("comment"),
    /** The delivered order the review was written after, if any. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (table) => [
    check("business_reviews_stars_range", sql`${table.stars} between 1 and 5`),
    uniqueIndex("business_reviews_one_per_customer").on(table.businessId, table.userId),
  ],
);

/** What a question allows beyond its type (the contract's question fields). */
export interface SurveyQuestionRules {
  /** Text: the longest answer. */
  maxLength?: number;
  /** Slider: its range and step, and the words at its ends. */
  min?: number;
  max?: number;
  step?: number;
  minLabel?: LocalizedText | null;
  maxLabel?: LocalizedText | null;
}

/** A business's feedback survey; at most one is active at a time. */
export const surveys = pgTable(
  "surveys",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    title: localizedText("title").notNull(),
    intro: localizedText("intro"),
    active: boolean("active").notNull().default(false),
    createdAt: timestamptz("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("surveys_one_active_per_business")
      .on(table.businessId)
      .where(sql`${table.active}`),
  ],
);

/** A question of a survey (spec 3: text 1, slider 2, smile 3, choices 4, rate 5, phone 6). */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: id(),
    surveyId: ownedBy("survey_id", () => surveys.id),
    position: integer("position").notNull(),
    type: smallint("type").notNull(),
    text: localizedText("text").notNull(),
    required: boolean("required").notNull().default(false),
    rules: jsonb("rules").$type<SurveyQuestionRules>().notNull().default({}),
  },
  (table) => [
    check("survey_questions_type_value", sql`${table.type} between 1 and 6`),
    index("survey_questions_survey_index").on(table.surveyId, table.position),
  ],
);

/** A choice of a choices question. */
export const surveyChoices = pgTable(
  "survey_choices",
  {
    id: id(),
    questionId: ownedBy("question_id", () => surveyQuestions.id),
    position: integer("position").notNull(),
    text: localizedText("text").notNull(),
  },
  (table) => [index("survey_choices_question_index").on(table.questionId, table.position)],
);

/** One filled-in survey; a guest's has no user. */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: id(),
    surveyId: ownedBy("survey_id", () => surveys.id),
    businessId: ownedBy("business_id", () => businesses.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull(),
  },
  (table) => [index("survey_responses_survey_index").on(table.surveyId, table.createdAt)],
);

/**
 * One answer of a response: text, smile (the face) and phone (E.164) in `text_value`; slider,
 * rate and choices (the choice's id) in `number_value`.
 */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    responseId: ownedBy("response_id", () => surveyResponses.id),
    questionId: ownedBy("question_id", () => surveyQuestions.id),
    textValue: text("text_value"),
    numberValue: integer("number_value"),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.questionId] }),
    check(
      "survey_answers_one_value",
      sql`(${table.textValue} is null) <> (${table.numberValue} is null)`,
    ),
  ],
);
