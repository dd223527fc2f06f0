import type { Survey, SurveyQuestion } from "@storefront/api-client";
import { smileFaces } from "@storefront/api-client";
import { surveyQuestionTypes } from "@storefront/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { surveyChoices, surveyQuestions, surveys } from "../db/schema/index.js";

type QuestionRow = typeof surveyQuestions.$inferSelect;
type ChoiceRow = typeof surveyChoices.$inferSelect;

/** The business's active survey with its questions in order, or null when it has none. */
export async function readActiveSurvey(db: Database, businessId: number): Promise<Survey | null> {
  const [survey] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.businessId, businessId), eq(surveys.active, true)));
  if (!survey) return null;
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, survey.id))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  const choiceQuestionIds = questions
    .filter((question) => question.type === surveyQuestionTypes.choices)
    .map((question) => question.id);
  const choices =
    choiceQuestionIds.length === 0
      ? []
      : await db
          .select()
          .from(surveyChoices)
          .where(inArray(surveyChoices.questionId, choiceQuestionIds))
          .orderBy(asc(surveyChoices.position), asc(surveyChoices.id));
  return {
    id: survey.id,
    title: survey.title,
    intro: survey.intro ?? null,
    questions: questions.map((question) => toQuestion(question, choices)),
  };
}

function toQuestion(row: QuestionRow, choices: readonly ChoiceRow[]): SurveyQuestion {
  const base = { id: row.id, text: row.text, required: row.required };
  const rules = row.rules;
  switch (row.type) {
    case surveyQuestionTypes.text:
      return { ...base, type: surveyQuestionTypes.text, max_length: rules.maxLength ?? 500 };
    case surveyQuestionTypes.slider:
      return {
        ...base,
        type: surveyQuestionTypes.slider,
        min: rules.min ?? 0,
        max: rules.max ?? 10,
        step: rules.step ?? 1,
        min_label: rules.minLabel ?? null,
        max_label: rules.maxLabel ?? null,
      };
    case surveyQuestionTypes.smile:
      return { ...base, type: surveyQuestionTypes.smile, faces: [...smileFaces] };
    case surveyQuestionTypes.choices:
      return {
        ...base,
        type: surveyQuestionTypes.choices,
        choices: choices
          .filter((choice) => choice.questionId === row.id)
          .map((choice) => ({ id: choice.id, text: choice.text })),
      };
    case surveyQuestionTypes.rate:
      return { ...base, type: surveyQuestionTypes.rate };
    default:
      // The column's check allows 1 to 6 only.
      return { ...base, type: surveyQuestionTypes.phone };
  }
}
