import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { businessContacts } from "../business/business-contacts";
import { homeFeedback } from "../business/home-feedback";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { appearanceCookie, readAppearance } from "./appearance-cookie";
import { parseAppearanceChoice } from "./appearance-choice";

// The settings page's loader and action: the appearance this device chose beside the business's
// contacts, and the post that keeps a new choice.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  return {
    language,
    home,
    path: `/${business.reference_id}/settings`,
    title: t("settings.title"),
    appearance: readAppearance(request.headers.get("Cookie")) ?? "business",
    contacts: businessContacts(business),
    feedback: homeFeedback(business) !== null,
  };
}

/** Keeps the chosen appearance in its cookie for a year (or forgets it), then shows the settings again. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { business } = await writePrologue(request, params.referenceId);
  const choice = parseAppearanceChoice((await request.formData()).get("appearance"));
  if (choice === undefined) throw new Response(null, { status: 400, statusText: "Bad Request" });
  return redirect(`/${business.reference_id}/settings`, {
    status: 303,
    headers: { "Set-Cookie": appearanceCookie(choice) },
  });
}
