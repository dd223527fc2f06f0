import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { BrowserPixel } from "./browser-pixels";
import { consentAction } from "./consent-form";
import { useConsentState } from "./use-consent-state";

/**
 * The footer line of a business with pixels, once the customer answered: what they chose, and a
 * button that asks them again.
 */
export function TrackingChoice({
  referenceId,
  pixels,
}: {
  referenceId: string;
  pixels: readonly BrowserPixel[];
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const state = useConsentState(pixels);
  if (state !== "granted" && state !== "denied") return null;
  return (
    <footer className="site-footer">
      <Form method="post" action={consentAction} reloadDocument className="site-footer__inner">
        <input type="hidden" name="referenceId" value={referenceId} />
        <input type="hidden" name="returnTo" value={pathname + search} />
        <span>{t(state === "granted" ? "consent.on" : "consent.off")}</span>{" "}
        <button type="submit" name="choice" value="review" className="link-button">
          {t("consent.change")}
        </button>
      </Form>
    </footer>
  );
}
