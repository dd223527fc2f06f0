import { Form, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLanguage, useTranslate } from "../language/use-language";

/** The frame of the sign-in steps: the app's name, the step's title, and the language switch. */
export function SignInFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const location = useLocation();
  const other = language === "ar" ? "en" : "ar";
  return (
    <main className="sign-in">
      <div className="sign-in__top">
        <p className="sign-in__app">{t("app.name")}</p>
        <Form method="post" action="/language" reloadDocument>
          <input type="hidden" name="language" value={other} />
          <input type="hidden" name="return_to" value={location.pathname + location.search} />
          <button type="submit" className="button button--quiet" lang={other}>
            {t("language.switchTo")}
          </button>
        </Form>
      </div>
      <div className="sign-in__card">
        <h1>{title}</h1>
        <p className="sign-in__intro">{intro}</p>
        {children}
      </div>
    </main>
  );
}

/** A sign-in step that failed without an answer of the API to show. */
export function SignInErrorBoundary() {
  const error = useRouteError();
  const t = useTranslate();
  return (
    <SignInFrame title={t("errors.pageFailed")} intro={t("errors.tryAgain")}>
      <p>
        {isRouteErrorResponse(error) && error.status === 403 ? t("errors.FORBIDDEN") : null}{" "}
        <a href="/sign-in">{t("signIn.startAgain")}</a>
      </p>
    </SignInFrame>
  );
}
