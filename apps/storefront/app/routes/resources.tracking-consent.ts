import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { sameOriginPath } from "../security/same-origin";
import { consentAnswer } from "../tracking/consent-answer.server";
import { postOnly, refuseCrossOrigin } from "../http/write-prologue.server";

// The consent banner and the footer's choice post here: the answer goes into the business's
// consent cookie and the customer goes back to the page they were on (on this site only), which
// then loads, or no longer loads, the business's pixels.

/** The choice only takes a post; a GET changes nothing and says so. */
export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossOrigin(request);
  const answer = await consentAnswer(request, await request.formData());
  if (!answer) throw new Response(null, { status: 400, statusText: "Bad Request" });
  return redirect(sameOriginPath(answer.returnTo, request.url), {
    status: 303,
    headers: { "Set-Cookie": answer.setCookie },
  });
}
