import { Form } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { GuestLocationOffer } from "./locations.server";

/**
 * The one-click offer to keep the delivery address this device holds (entered as a guest) among
 * the customer's saved locations; it posts to the locations page (docs/decisions/031-saved-locations.md).
 */
export function SaveLocationOffer({
  offer,
  referenceId,
  returnTo,
}: {
  offer: GuestLocationOffer;
  referenceId: string;
  /** Where to come back to after saving; the locations page when absent. */
  returnTo?: string;
}) {
  const { t } = useTranslation();
  const place = [offer.areaName, offer.line].filter(Boolean).join(" · ");
  return (
    <section className="location-offer" aria-labelledby="location-offer-title">
      <h3 id="location-offer-title">{t("locations.offer.title")}</h3>
      {place && <p>{place}</p>}
      <Form method="post" action={`/${referenceId}/locations`}>
        <input type="hidden" name="intent" value="save-cart" />
        {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
        <button type="submit" className="button button--primary">
          {t("locations.offer.save")}
        </button>
      </Form>
    </section>
  );
}
