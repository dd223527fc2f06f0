import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { languageCookie } from "../language/request-language.server";
import { isInterfaceLanguage } from "../language/translate";
import { requireSameOrigin, safeReturnTo } from "../security/same-origin";

/** Nothing to show: the language is chosen by a post from any page. */
export function loader() {
  return redirect("/");
}

/** Keeps the chosen language in a cookie and goes back to the page it was chosen on. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const form = await request.formData();
  const language = form.get("language");
  const back = safeReturnTo(String(form.get("return_to") ?? "/"));
  if (!isInterfaceLanguage(language)) return redirect(back);
  const secure = new URL(request.url).protocol === "https:";
  return redirect(back, { headers: { "Set-Cookie": languageCookie(language, secure) } });
}
