import { data, redirect } from "@remix-run/node";
import {
  answerProblemSchema,
  type AnswerProblemCode,
  businessSettingsOf,
  isApiError,
  pathIdSchema,
  reviewCommentMaxLength,
} from "@storefront/api-client";
import { z } from "zod";
import { apiFor, customerApiFor } from "../api/api-client.server";
import { requireCustomer, signedInCustomer, withSignIn } from "../account/guards.server";
import { handlerFor, unknownIntent } from "../http/intents.server";
import type { Write } from "../http/write-prologue.server";
import { readStars, readSurveyForm, surveyView } from "./survey-view";
import { reportError } from "../errors/report-error.server";

// The feedback page's posts (docs/decisions/032-ratings-and-feedback.md): a star rating with a
// comment while `show_rating` is on, the survey's answers while `feedback` is on.

export type FeedbackAnswer =
  | { intent: "rate"; starsError?: boolean; error?: boolean; comment: string }
  | {
      intent: "survey";
      values: Record<string, string>;
      errors: Record<string, AnswerProblemCode>;
      error?: boolean;
    };

const answersInvalidSchema = z.object({ errors: z.array(answerProblemSchema) });

/** The business's survey as the page shows it, or null without one. */
export async function loadSurvey(referenceId: string, language: string, locales: string[]) {
  const { survey } = await apiFor(language).getSurvey({ params: { reference_id: referenceId } });
  return survey ? surveyView(survey, language, locales) : null;
}

/** A signed-in customer's stars and comment. */
async function rate({ request, business, language, referenceId }: Write, form: FormData) {
  const path = `/${referenceId}/Feedback`;
  const { api } = requireCustomer(request, business, language);
  const stars = readStars(form.get("stars"));
  const commentValue = form.get("comment");
  const comment = typeof commentValue === "string" ? commentValue.slice(0, 2000) : "";
  if (stars === null) {
    return data<FeedbackAnswer>({ intent: "rate", starsError: true, comment }, { status: 400 });
  }
  if (comment.length > reviewCommentMaxLength) {
    return data<FeedbackAnswer>({ intent: "rate", error: true, comment }, { status: 400 });
  }
  const order = pathIdSchema.safeParse(form.get("order") ?? "");
  try {
    await withSignIn(request, referenceId, () =>
      api.rateBusiness({
        body: {
          reference_id: referenceId,
          stars,
          ...(comment.trim() ? { comment } : {}),
          ...(order.success ? { order_id: order.data } : {}),
        },
      }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isApiError(error) || error.status >= 500)
      reportError(error, "server", { what: "Rating failed" });
    return data<FeedbackAnswer>({ intent: "rate", error: true, comment }, { status: 502 });
  }
  return redirect(`${path}?rated=1#rating`, { status: 303 });
}

/** The survey's answers, by a guest or a signed-in customer. */
async function answerSurvey({ request, business, language, referenceId }: Write, form: FormData) {
  const path = `/${referenceId}/Feedback`;
  const survey = await loadSurvey(referenceId, language, business.locales);
  const surveyId = Number(form.get("survey"));
  if (!survey || survey.id !== surveyId) {
    return data<FeedbackAnswer>(
      { intent: "survey", values: {}, errors: {}, error: true },
      { status: 409 },
    );
  }
  const read = readSurveyForm(form, survey.questions);
  if (Object.keys(read.errors).length > 0) {
    return data<FeedbackAnswer>(
      { intent: "survey", values: read.values, errors: read.errors },
      { status: 400 },
    );
  }
  const session = signedInCustomer(request, business);
  try {
    await withSignIn(request, referenceId, () =>
      customerApiFor(language, session?.token).answerSurvey({
        params: { reference_id: referenceId },
        body: { survey_id: survey.id, answers: read.answers, country: business.country },
      }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const problems = isApiError(error) ? answersInvalidSchema.safeParse(error.details) : undefined;
    if (isApiError(error) && error.code === "ANSWERS_INVALID" && problems?.success) {
      const errors = Object.fromEntries(
        problems.data.errors.map((problem) => [problem.question_id, problem.code]),
      );
      return data<FeedbackAnswer>(
        { intent: "survey", values: read.values, errors },
        { status: 422 },
      );
    }
    if (!isApiError(error) || error.status >= 500)
      reportError(error, "server", { what: "Feedback failed" });
    return data<FeedbackAnswer>(
      { intent: "survey", values: read.values, errors: {}, error: true },
      { status: 502 },
    );
  }
  return redirect(`${path}?answered=1#survey`, { status: 303 });
}

/** The feedback page's post, by its intent while the business offers it; else a 400. */
export function feedbackAction(write: Write, form: FormData) {
  const settings = businessSettingsOf(write.business);
  const offered = {
    ...(settings.show_rating ? { rate } : {}),
    ...(settings.feedback ? { survey: answerSurvey } : {}),
  };
  const handle = handlerFor(offered, form);
  return handle ? handle(write, form) : unknownIntent();
}
