import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslate } from "../language/use-language";

/**
 * A page that could not load (the API away, an order of no branch of theirs): words and a way
 * back, never a stack trace (the server hides a thrown error's details from the browser).
 */
export function PageError() {
  const error = useRouteError();
  const t = useTranslate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page error-page">
      <h1>{notFound ? t("errors.pageNotFound") : t("errors.pageFailed")}</h1>
      <p>{notFound ? t("errors.NOT_FOUND") : t("errors.tryAgain")}</p>
      <p>
        <Link to="/">{t("nav.orders")}</Link>
      </p>
    </main>
  );
}
