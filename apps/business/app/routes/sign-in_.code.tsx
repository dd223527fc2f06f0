import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { staffApi } from "../api/staff-api.server";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { useTranslate } from "../language/use-language";
import { SignInErrorBoundary, SignInFrame } from "../layout/SignInFrame";
import { requireSameOrigin, safeReturnTo } from "../security/same-origin";
import { attempt } from "../session/require-staff.server";
import { commitSession, readSession } from "../session/session.server";
import { codePattern } from "../session/sign-in-form";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translate(data?.language ?? "en")("signIn.codeTitle") },
];

/** The code step: only after the first step kept a challenge in the session. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const challenge = (await readSession(request)).get("challenge");
  if (!challenge) throw redirect("/sign-in");
  return data({
    language: requestLanguage(request.headers),
    phone: challenge.phone,
    business: challenge.reference,
    returnTo: safeReturnTo(url.searchParams.get("returnTo")),
  });
}

/** Turns the right code into a session: the API's token, kept only in the HttpOnly cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const language = requestLanguage(request.headers);
  const t = translate(language);
  const form = await request.formData();
  const session = await readSession(request);
  const challenge = session.get("challenge");
  if (!challenge) throw redirect("/sign-in");
  const code = String(form.get("code") ?? "").replace(/\s/g, "");
  if (!new RegExp(`^${codePattern}$`).test(code)) {
    return data({ message: t("errors.OTP_INVALID") }, { status: 400 });
  }
  const result = await attempt(request, t, () =>
    staffApi(request, language, undefined, context.clientAddress).staffVerify({
      body: { challenge_id: challenge.id, code },
    }),
  );
  if (!result.ok) return data({ message: result.failure.message }, { status: 400 });
  session.unset("challenge");
  session.set("token", result.value.token);
  return redirect(safeReturnTo(String(form.get("return_to") ?? "/")), {
    headers: { "Set-Cookie": await commitSession(request, session) },
  });
}

export default function SignInCode() {
  const { phone, business, returnTo } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useTranslate();
  const checking = useNavigation().state === "submitting";
  return (
    <SignInFrame
      title={t("signIn.codeTitle")}
      intro={t("signIn.codeIntro", { phone: `\u2066${phone}\u2069` })}
    >
      <Form method="post" className="form">
        <input type="hidden" name="return_to" value={returnTo} />
        {failed && (
          <p className="alert alert--error" role="alert">
            {failed.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="code">{t("signIn.code")}</label>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            pattern={codePattern}
            maxLength={6}
            dir="ltr"
            className="field__code"
          />
        </div>
        <button type="submit" className="button button--primary" disabled={checking}>
          {t("signIn.verify")}
        </button>
      </Form>
      <p className="sign-in__again">
        <Link to={`/sign-in?business=${encodeURIComponent(business)}`}>{t("signIn.newCode")}</Link>
      </p>
    </SignInFrame>
  );
}

export const ErrorBoundary = SignInErrorBoundary;
