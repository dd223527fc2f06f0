import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { reviewCommentMaxLength } from "@storefront/api-client";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { ErrorScreen } from "../errors/ErrorScreen";
import type { action, loader } from "../feedback/feedback-page.server";
import { StarRating } from "../feedback/StarRating";
import { SurveyFields } from "../feedback/SurveyFields";
import { problemKey } from "../feedback/survey-view";
import { isolatedMessage } from "../language/isolated-names";
import { describedPageMeta } from "../layout/page-meta";
import { SubmitButton } from "../layout/SubmitButton";

// `/{referenceId}/Feedback` (spec 2; docs/decisions/032-ratings-and-feedback.md): the business's
// rating and a star rating with a comment for signed-in customers while `show_rating` is on, and
// its survey while `feedback` is on. Plain form posts; each ends on a thank-you.

export { action, loader } from "../feedback/feedback-page.server";

export const meta: MetaFunction<typeof loader> = describedPageMeta("feedback.description");

export default function FeedbackPage() {
  const { home, title, rating, survey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const rateAnswer = answer?.intent === "rate" ? answer : undefined;
  const surveyAnswer = answer?.intent === "survey" ? answer : undefined;
  const maxLength = (id: string) => {
    const question = survey?.view?.questions.find((entry) => String(entry.id) === id);
    return question?.type === 1 ? question.maxLength : 0;
  };
  const surveyErrors = Object.fromEntries(
    Object.entries(surveyAnswer?.errors ?? {}).map(([id, code]) => [
      id,
      t(problemKey(code), { max: maxLength(id) }),
    ]),
  );
  const base = `/${home.referenceId}`;
  return (
    <BusinessPage home={home} back={{ to: base, label: t("menu.backHome", { name: home.name }) }}>
      <h2 className="menu__title">{title}</h2>

      {rating && (
        <section id="rating" className="settings-section" aria-labelledby="feedback-rating">
          <h3 id="feedback-rating">
            {isolatedMessage(t, "feedback.ratingTitle", { name: home.name })}
          </h3>
          {rating.rate && (
            <p className="feedback__average">
              <span aria-hidden="true" className="feedback__average-star">
                ★
              </span>{" "}
              {t("feedback.average", { average: rating.rate.average })} ·{" "}
              {t("feedback.count", { number: rating.rate.count })}
            </p>
          )}
          {rating.thanks && !rateAnswer ? (
            <p role="status" className="form-success">
              {t("feedback.ratingThanks")}
            </p>
          ) : null}
          {rating.signedIn ? (
            <Form method="post" className="account__form" noValidate>
              <input type="hidden" name="intent" value="rate" />
              {rating.orderId !== null && (
                <input type="hidden" name="order" value={rating.orderId} />
              )}
              {rating.review && (
                <p className="feedback__mine">
                  {t("feedback.yourReview", { stars: rating.review.stars })}
                </p>
              )}
              <StarRating
                name="stars"
                legend={t("feedback.yourStars")}
                required
                selected={rating.review?.stars ?? null}
                error={rateAnswer?.starsError ? t("feedback.errors.stars") : undefined}
                errorId="rating-stars-error"
              />
              <label className="field" htmlFor="rating-comment">
                {t("feedback.comment")}
              </label>
              <textarea
                id="rating-comment"
                name="comment"
                rows={3}
                maxLength={reviewCommentMaxLength}
                defaultValue={rateAnswer?.comment ?? rating.review?.comment ?? ""}
              />
              {rateAnswer?.error && (
                <p role="alert" className="form-error">
                  {t("feedback.errors.failed")}
                </p>
              )}
              <SubmitButton busy={busy}>{t("feedback.sendRating")}</SubmitButton>
            </Form>
          ) : (
            <p>
              <Link to={rating.loginPath}>{t("feedback.signInToRate")}</Link>
            </p>
          )}
        </section>
      )}

      {survey && (
        <section id="survey" className="settings-section" aria-labelledby="feedback-survey">
          {survey.thanks && !surveyAnswer ? (
            <>
              <h3 id="feedback-survey">{t("feedback.surveyTitle")}</h3>
              <p role="status" className="form-success">
                {t("feedback.surveyThanks")}
              </p>
              <p>
                <Link to={base}>{t("menu.backHome", { name: home.name })}</Link>
              </p>
            </>
          ) : survey.view ? (
            <>
              <h3 id="feedback-survey">{survey.view.title}</h3>
              {survey.view.intro && <p>{survey.view.intro}</p>}
              <Form method="post" className="account__form feedback__form" noValidate>
                <input type="hidden" name="intent" value="survey" />
                <input type="hidden" name="survey" value={survey.view.id} />
                <SurveyFields
                  questions={survey.view.questions}
                  values={surveyAnswer?.values ?? {}}
                  errors={surveyErrors}
                />
                {surveyAnswer && Object.keys(surveyAnswer.errors).length > 0 && (
                  <p role="alert" className="form-error">
                    {t("feedback.errors.check")}
                  </p>
                )}
                {surveyAnswer?.error && (
                  <p role="alert" className="form-error">
                    {t("feedback.errors.failed")}
                  </p>
                )}
                <SubmitButton busy={busy}>{t("feedback.sendAnswers")}</SubmitButton>
              </Form>
            </>
          ) : (
            <>
              <h3 id="feedback-survey">{t("feedback.surveyTitle")}</h3>
              <p className="menu__empty">{t("feedback.noSurvey")}</p>
            </>
          )}
        </section>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
