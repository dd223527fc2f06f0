import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { languageCookie } from "../language/language-cookie";
import { parseLanguageChoice } from "../language/language-choice.server";
import { sameOriginPath } from "../security/same-origin";
import { postOnly, refuseCrossOrigin } from "../http/write-prologue.server";

// The language switch posts here: the choice goes into the cookie and the customer goes back
// to the page they were on (on this site only), now in the new language.

/** The switch only takes a post; a GET changes nothing and says so. */
export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossOrigin(request);
  const choice = parseLanguageChoice(await request.formData());
  if (!choice) throw new Response(null, { status: 400, statusText: "Bad Request" });
  return redirect(sameOriginPath(choice.returnTo, request.url), {
    status: 303,
    headers: { "Set-Cookie": languageCookie(choice.language) },
  });
}
