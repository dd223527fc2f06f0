import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isApiError } from "@storefront/api-client";
import { staffApi } from "../api/staff-api.server";
import { requestLanguage } from "../language/request-language.server";
import { requireSameOrigin } from "../security/same-origin";
import { destroySession, readSession } from "../session/session.server";

export function loader() {
  return redirect("/");
}

/** Ends the session at the API (its token dies) and forgets the cookie. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const session = await readSession(request);
  const token = session.get("token");
  if (token) {
    try {
      await staffApi(request, requestLanguage(request.headers), token).staffSignOut();
    } catch (error) {
      // A token the API no longer knows is signed out already.
      if (!isApiError(error)) throw error;
    }
  }
  return redirect("/sign-in", {
    headers: { "Set-Cookie": await destroySession(request, session) },
  });
}
