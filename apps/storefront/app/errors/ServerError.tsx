import { useContext, useEffect, useState } from "react";
import { useTranslation } from "../language/use-translation";
import type { ScreenError } from "./error-screen";
import { browserReference, DocumentReference, referenceAttribute } from "./reference";
import { reportInBrowser } from "./report-in-browser";
import { TryAgainLink } from "./TryAgainLink";

/**
 * The server-error view: the server's message, or "Something Went Wrong", and the reference the
 * customer can quote (ADR 067). The screen of the document the server sent shows its request's
 * id; a screen drawn in the browser after a navigation makes a reference and reports the error
 * under it.
 */
export function ServerError({ error }: { error: ScreenError }) {
  const { t } = useTranslation();
  const documentReference = useContext(DocumentReference);
  const [reference] = useState(() => {
    const fromServer = documentReference.current;
    return { id: fromServer ?? browserReference(), fromServer: fromServer !== null };
  });
  useEffect(() => {
    if (!reference.fromServer)
      reportInBrowser(new Error(error.message ?? "server error"), reference.id);
  }, [reference, error.message]);
  const [before, after] = t("errors.reference", { reference: "\u0000" }).split("\u0000");
  return (
    <section className="notice">
      <h1>
        {/* The server's message may be in another language and direction than the page. */}
        <bdi>{error.message ?? t("errors.somethingWentWrong")}</bdi>
      </h1>
      <p>{t("errors.tryAgainLater")}</p>
      <TryAgainLink />
      <p className="notice__reference">
        {before}
        {/* Latin letters, digits, - and _: kept in their order inside a right-to-left sentence. */}
        <bdi dir="ltr" {...{ [referenceAttribute]: reference.id }}>
          {reference.id}
        </bdi>
        {after}
      </p>
    </section>
  );
}
