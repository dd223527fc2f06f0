import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { businessSettingsOf, pathIdSchema } from "@storefront/api-client";
import { customerApiFor } from "../api/api-client.server";
import { signedInCustomer, withSignIn } from "../account/guards.server";
import { loginPath } from "../account/return-to";
import { notFound } from "../http/not-found";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { feedbackAction, loadSurvey } from "./feedback-posts.server";

// The feedback page's loader and action (docs/decisions/032-ratings-and-feedback.md): the rating
// and the customer's own review while `show_rating` is on, the survey while `feedback` is on (else
// the page is a 404), and their posts.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const settings = businessSettingsOf(business);
  if (!settings.feedback && !settings.show_rating) {
    throw notFound();
  }
  const referenceId = business.reference_id;
  const url = new URL(request.url);
  const session = signedInCustomer(request, business);
  const order = pathIdSchema.safeParse(url.searchParams.get("order") ?? "");
  const myReview =
    settings.show_rating && session
      ? (
          await withSignIn(request, referenceId, () =>
            customerApiFor(language, session.token).getMyReview({
              params: { reference_id: referenceId },
            }),
          )
        ).review
      : null;
  return {
    language,
    home,
    title: t("feedback.title"),
    rating: settings.show_rating
      ? {
          rate: business.rate ?? null,
          signedIn: session !== null,
          loginPath: loginPath(referenceId, `/${referenceId}/Feedback${url.search}`),
          review: myReview,
          orderId: order.success ? order.data : null,
          thanks: url.searchParams.has("rated"),
        }
      : null,
    survey: settings.feedback
      ? {
          view: await loadSurvey(referenceId, language, business.locales),
          thanks: url.searchParams.has("answered"),
        }
      : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return feedbackAction(await writePrologue(request, params.referenceId), await request.formData());
}
