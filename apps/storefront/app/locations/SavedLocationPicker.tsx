import { Form, Link } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { LocationSummary } from "./locations.server";

/**
 * A signed-in customer's saved locations on the area sheet (docs/decisions/031-saved-locations.md):
 * the one in the cart, else the default, is chosen already; "Deliver here" puts it in the cart.
 */
export function SavedLocationPicker({
  locations,
  chosenId,
  manageTo,
}: {
  locations: readonly LocationSummary[];
  chosenId: number | null;
  manageTo: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="saved-locations" aria-labelledby="saved-locations-title">
      <h3 id="saved-locations-title">{t("locations.picker.title")}</h3>
      <Form method="post">
        <input type="hidden" name="intent" value="saved-location" />
        <fieldset>
          <legend className="visually-hidden">{t("locations.picker.title")}</legend>
          {locations.map((location) => (
            <div key={location.id} className="saved-location">
              <input
                id={`saved-location-${location.id}`}
                type="radio"
                name="locationId"
                value={location.id}
                defaultChecked={location.id === chosenId}
                required
              />
              <label htmlFor={`saved-location-${location.id}`} className="saved-location__text">
                <strong>
                  {location.title}
                  {location.isDefault && ` · ${t("locations.default")}`}
                </strong>
                <span>{[location.areaName, location.line].filter(Boolean).join(" · ")}</span>
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="delivery-button delivery-button--primary">
          {t("locations.picker.use")}
        </button>
      </Form>
      <p>
        <Link to={manageTo}>{t("locations.picker.manage")}</Link>
      </p>
      <p className="delivery-hint">{t("locations.picker.or")}</p>
    </section>
  );
}
