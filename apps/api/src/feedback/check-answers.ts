import {
  type AnswerProblem,
  type FeedbackBody,
  smileFaces,
  type Survey,
  type SurveyQuestion,
} from "@storefront/api-client";
import { surveyQuestionTypes, validatePhone, type PhoneRefusal } from "@storefront/domain";

/** An answer ready to store: text, face or E.164 phone as text; slider, stars or choice as a number. */
export type StoredAnswer =
  | { questionId: number; textValue: string; numberValue: null }
  | { questionId: number; textValue: null; numberValue: number };

const phoneProblems: Record<PhoneRefusal, AnswerProblem["code"]> = {
  NOT_A_NUMBER: "PHONE_NOT_A_NUMBER",
  TOO_SHORT: "PHONE_TOO_SHORT",
  TOO_LONG: "PHONE_TOO_LONG",
  INVALID_LENGTH: "PHONE_INVALID",
  INVALID_COUNTRY: "PHONE_COUNTRY_UNKNOWN",
};

/**
 * Checks the answers of a survey against its questions (docs/decisions/032-ratings-and-feedback.md):
 * text within its length, a slider's whole number within its range and on its step, a smile one of
 * the faces, a choice among the question's, stars 1 to 5, a phone by spec 5's rules read in
 * `country`; an unknown question, a second answer to one, the wrong kind of value or a required
 * question left unanswered (or blank) is a problem too. Every problem is listed, one per question.
 * `checkAnswers(survey, { survey_id, answers: [] }, "KW")` lists each required question as REQUIRED.
 */
export function checkAnswers(
  survey: Survey,
  body: FeedbackBody,
  country: string,
): { ok: true; answers: StoredAnswer[] } | { ok: false; problems: AnswerProblem[] } {
  const questions = new Map(survey.questions.map((question) => [question.id, question]));
  const problems: AnswerProblem[] = [];
  const answers: StoredAnswer[] = [];
  const answered = new Set<number>();
  for (const { question_id, value } of body.answers) {
    const question = questions.get(question_id);
    if (!question) {
      problems.push({ question_id, code: "UNKNOWN_QUESTION" });
      continue;
    }
    if (answered.has(question_id)) {
      problems.push({ question_id, code: "DUPLICATE_ANSWER" });
      continue;
    }
    answered.add(question_id);
    // A blank text is no answer: required questions then say so, optional ones store nothing.
    if (typeof value === "string" && value.trim() === "") {
      if (question.required) problems.push({ question_id, code: "REQUIRED" });
      continue;
    }
    const checked = checkAnswer(question, value, country);
    if ("code" in checked) problems.push({ question_id, code: checked.code });
    else answers.push(checked);
  }
  for (const question of survey.questions) {
    if (question.required && !answered.has(question.id)) {
      problems.push({ question_id: question.id, code: "REQUIRED" });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers };
}

function checkAnswer(
  question: SurveyQuestion,
  value: string | number,
  country: string,
): StoredAnswer | { code: AnswerProblem["code"] } {
  const questionId = question.id;
  const asText = (textValue: string): StoredAnswer => ({
    questionId,
    textValue,
    numberValue: null,
  });
  const asNumber = (numberValue: number): StoredAnswer => ({
    questionId,
    textValue: null,
    numberValue,
  });
  switch (question.type) {
    case surveyQuestionTypes.text: {
      if (typeof value !== "string") return { code: "WRONG_TYPE" };
      const text = value.trim();
      return [...text].length > question.max_length ? { code: "TOO_LONG" } : asText(text);
    }
    case surveyQuestionTypes.slider: {
      if (typeof value !== "number" || !Number.isSafeInteger(value)) return { code: "WRONG_TYPE" };
      const onStep = (value - question.min) % question.step === 0;
      return value < question.min || value > question.max || !onStep
        ? { code: "OUT_OF_RANGE" }
        : asNumber(value);
    }
    case surveyQuestionTypes.smile: {
      if (typeof value !== "string") return { code: "WRONG_TYPE" };
      return (smileFaces as readonly string[]).includes(value)
        ? asText(value)
        : { code: "NOT_A_FACE" };
    }
    case surveyQuestionTypes.choices: {
      if (typeof value !== "number" || !Number.isSafeInteger(value)) return { code: "WRONG_TYPE" };
      return question.choices.some((choice) => choice.id === value)
        ? asNumber(value)
        : { code: "NOT_A_CHOICE" };
    }
    case surveyQuestionTypes.rate: {
      if (typeof value !== "number" || !Number.isSafeInteger(value)) return { code: "WRONG_TYPE" };
      return value >= 1 && value <= 5 ? asNumber(value) : { code: "OUT_OF_RANGE" };
    }
    case surveyQuestionTypes.phone: {
      if (typeof value !== "string") return { code: "WRONG_TYPE" };
      const phone = validatePhone(value, country);
      return phone.ok ? asText(phone.e164) : { code: phoneProblems[phone.code] };
    }
  }
}
