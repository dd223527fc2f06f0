import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { staffApi } from "../api/staff-api.server";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { useTranslate } from "../language/use-language";
import { SignInFrame } from "../layout/SignInFrame";
import { requireSameOrigin, safeReturnTo } from "../security/same-origin";
import { attempt } from "../session/require-staff.server";
import { commitSession, readSession } from "../session/session.server";
import { phoneFieldPattern, readSignInForm, referencePattern } from "../session/sign-in-form";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translate(data?.language ?? "en")("signIn.title") },
];

/** The first step: the business (from `?business=` or typed), the phone and the password if any. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await readSession(request);
  if (session.get("token")) throw redirect(safeReturnTo(url.searchParams.get("returnTo")));
  return data({
    language: requestLanguage(request.headers),
    business: url.searchParams.get("business") ?? session.get("challenge")?.reference ?? "",
    returnTo: safeReturnTo(url.searchParams.get("returnTo")),
  });
}

/** Asks the API for a code to the phone; keeps the challenge in the session for the code step. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const language = requestLanguage(request.headers);
  const t = translate(language);
  const form = await request.formData();
  const returnTo = safeReturnTo(String(form.get("return_to") ?? "/"));
  const read = readSignInForm(form);
  if (!read.ok) {
    return data({ message: t(`signIn.problems.${read.problem}`) }, { status: 400 });
  }
  const result = await attempt(request, t, () =>
    staffApi(request, language, undefined, context.clientAddress).staffSignIn({
      body: { reference_id: read.reference, phone: read.phone, password: read.password },
    }),
  );
  if (!result.ok) return data({ message: result.failure.message }, { status: 400 });
  const session = await readSession(request);
  session.set("challenge", {
    id: result.value.challenge_id,
    reference: read.reference,
    phone: read.phone,
  });
  const next = returnTo === "/" ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
  return redirect(`/sign-in/code${next}`, {
    headers: { "Set-Cookie": await commitSession(request, session) },
  });
}

export default function SignIn() {
  const { business, returnTo } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useTranslate();
  const sending = useNavigation().state === "submitting";
  return (
    <SignInFrame title={t("signIn.title")} intro={t("signIn.intro")}>
      <Form method="post" className="form" aria-describedby={failed ? "sign-in-error" : undefined}>
        <input type="hidden" name="return_to" value={returnTo} />
        {failed && (
          <p id="sign-in-error" className="alert alert--error" role="alert">
            {failed.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="business">{t("signIn.business")}</label>
          <input
            id="business"
            name="business"
            defaultValue={business}
            required
            pattern={referencePattern}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            dir="ltr"
          />
        </div>
        <div className="field">
          <label htmlFor="phone">{t("signIn.phone")}</label>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            // Looser than E.164 (spaces and dashes); the action reads it strictly.
            pattern={phoneFieldPattern}
            placeholder="+965 9000 0003"
            aria-describedby="phone-hint"
            dir="ltr"
          />
          <p id="phone-hint" className="field__hint">
            {t("signIn.phoneHint")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="password">{t("signIn.password")}</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-describedby="password-hint"
            dir="ltr"
          />
          <p id="password-hint" className="field__hint">
            {t("signIn.passwordHint")}
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {t("signIn.sendCode")}
        </button>
      </Form>
    </SignInFrame>
  );
}

export { SignInErrorBoundary as ErrorBoundary } from "../layout/SignInFrame";
