import { Form } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { BrowserPixel } from "./browser-pixels";
import { consentAction } from "./consent-form";
import { useConsentState } from "./use-consent-state";

/**
 * The settings page's say over the business's pixels: the answer given, and the button that
 * turns it around (or both buttons before any answer). Nothing for a business without pixels.
 */
export function TrackingSettings({
  referenceId,
  pixels,
  returnTo,
}: {
  referenceId: string;
  pixels: readonly BrowserPixel[];
  returnTo: string;
}) {
  const { t } = useTranslation();
  const state = useConsentState(pixels);
  if (state === "none") return null;
  return (
    <Form method="post" action={consentAction} reloadDocument className="consent__choices">
      <input type="hidden" name="referenceId" value={referenceId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {state !== "ask" && <p>{t(state === "granted" ? "consent.on" : "consent.off")}</p>}
      {state !== "granted" && (
        <button type="submit" name="choice" value="accept">
          {t("consent.accept")}
        </button>
      )}
      {state !== "denied" && (
        <button type="submit" name="choice" value="decline">
          {t("consent.decline")}
        </button>
      )}
    </Form>
  );
}
