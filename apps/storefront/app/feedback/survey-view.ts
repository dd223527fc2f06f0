import type { AnswerProblemCode, SmileFace, Survey } from "@storefront/api-client";
import { pickText, surveyQuestionTypes } from "@storefront/domain";

/** A survey question in the interface language, as the Feedback page draws it. */
export type QuestionView =
  | { id: number; type: 1; text: string; required: boolean; maxLength: number }
  | {
      id: number;
      type: 2;
      text: string;
      required: boolean;
      min: number;
      max: number;
      step: number;
      minLabel: string | null;
      maxLabel: string | null;
    }
  | { id: number; type: 3; text: string; required: boolean; faces: SmileFace[] }
  | {
      id: number;
      type: 4;
      text: string;
      required: boolean;
      choices: { id: number; text: string }[];
    }
  | { id: number; type: 5; text: string; required: boolean }
  | { id: number; type: 6; text: string; required: boolean };

export interface SurveyView {
  id: number;
  title: string;
  intro: string | null;
  questions: QuestionView[];
}

/** A survey's texts picked in the interface language (else the business's first). */
export function surveyView(survey: Survey, language: string, locales: string[]): SurveyView {
  const text = (value: Record<string, string>) => pickText(value, language, locales);
  return {
    id: survey.id,
    title: text(survey.title),
    intro: survey.intro ? text(survey.intro) : null,
    questions: survey.questions.map((question): QuestionView => {
      const base = { id: question.id, text: text(question.text), required: question.required };
      switch (question.type) {
        case surveyQuestionTypes.text:
          return { ...base, type: 1, maxLength: question.max_length };
        case surveyQuestionTypes.slider:
          return {
            ...base,
            type: 2,
            min: question.min,
            max: question.max,
            step: question.step,
            minLabel: question.min_label ? text(question.min_label) : null,
            maxLabel: question.max_label ? text(question.max_label) : null,
          };
        case surveyQuestionTypes.smile:
          return { ...base, type: 3, faces: question.faces };
        case surveyQuestionTypes.choices:
          return {
            ...base,
            type: 4,
            choices: question.choices.map((choice) => ({ id: choice.id, text: text(choice.text) })),
          };
        case surveyQuestionTypes.rate:
          return { ...base, type: 5 };
        case surveyQuestionTypes.phone:
          return { ...base, type: 6 };
      }
    }),
  };
}

/** The form field of a question. */
export const questionField = (id: number) => `q${id}`;

/** What the survey form sent: the answers to send, the values to show again, and local problems. */
export interface SurveyForm {
  answers: { question_id: number; value: string | number }[];
  values: Record<string, string>;
  errors: Record<string, AnswerProblemCode>;
}

const numeric = new Set<number>([
  surveyQuestionTypes.slider,
  surveyQuestionTypes.choices,
  surveyQuestionTypes.rate,
]);

/**
 * Reads the survey form (docs/decisions/032-ratings-and-feedback.md): a blank answer is none (a
 * required question then says REQUIRED, as the API would), sliders, choices and stars become
 * whole numbers (anything else is WRONG_TYPE); the API checks the rest.
 * `readSurveyForm(form, [{ id: 7, type: 5, required: true, text: "" }])` is REQUIRED for 7 when blank.
 */
export function readSurveyForm(form: FormData, questions: readonly QuestionView[]): SurveyForm {
  const result: SurveyForm = { answers: [], values: {}, errors: {} };
  for (const question of questions) {
    const raw = form.get(questionField(question.id));
    const value = typeof raw === "string" ? raw : "";
    result.values[question.id] = value;
    if (value.trim() === "") {
      if (question.required) result.errors[question.id] = "REQUIRED";
      continue;
    }
    if (numeric.has(question.type)) {
      if (/^-?\d{1,9}$/.test(value.trim())) {
        result.answers.push({ question_id: question.id, value: Number(value.trim()) });
      } else {
        result.errors[question.id] = "WRONG_TYPE";
      }
      continue;
    }
    result.answers.push({ question_id: question.id, value });
  }
  return result;
}

/** The message key of an answer's problem. */
export function problemKey(
  code: AnswerProblemCode,
):
  | "feedback.errors.required"
  | "feedback.errors.tooLong"
  | "feedback.errors.phone"
  | "feedback.errors.invalid" {
  if (code === "REQUIRED") return "feedback.errors.required";
  if (code === "TOO_LONG") return "feedback.errors.tooLong";
  if (code.startsWith("PHONE_")) return "feedback.errors.phone";
  return "feedback.errors.invalid";
}

/** Stars of a review from the rating form: a whole number from 1 to 5, else null. */
export function readStars(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^[1-5]$/.test(value)) return null;
  return Number(value);
}
