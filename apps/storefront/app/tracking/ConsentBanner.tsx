import { Form, useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "../language/use-translation";
import { isolatedList, isolatedMessage } from "../language/isolated-names";
import { providersOf, type BrowserPixel } from "./browser-pixels";
import { consentAction } from "./consent-form";
import { providerNames } from "./provider-sources";

/** Who asks for consent, and for which of its pixels. */
export interface ConsentAsked {
  referenceId: string;
  businessName: string;
  pixels: readonly BrowserPixel[];
}

/**
 * The banner that asks before any pixel loads: which services would measure the business's
 * advertising, and two equal buttons. It sits in the page's flow (nothing is covered), and the
 * form reloads the document, so the page that follows is allowed exactly what was accepted.
 */
export function ConsentBanner({ referenceId, businessName, pixels }: ConsentAsked) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const providers = isolatedList(
    providersOf(pixels).map((provider) => providerNames[provider]),
    i18n.language,
  );
  return (
    <section className="consent" aria-labelledby={titleId}>
      <div className="consent__inner">
        <h2 id={titleId} className="consent__title">
          {t("consent.title")}
        </h2>
        <p>{isolatedMessage(t, "consent.text", { name: businessName, providers })}</p>
        <Form method="post" action={consentAction} reloadDocument className="consent__choices">
          <input type="hidden" name="referenceId" value={referenceId} />
          <input type="hidden" name="returnTo" value={pathname + search} />
          <button type="submit" name="choice" value="accept">
            {t("consent.accept")}
          </button>
          <button type="submit" name="choice" value="decline">
            {t("consent.decline")}
          </button>
        </Form>
      </div>
    </section>
  );
}
