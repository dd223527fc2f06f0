import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { PlaceChoice } from "./PlaceChoice";

/** A country the branch ships to, its fees already formatted. */
export interface ShippingChoice {
  id: number;
  name: string;
  icon: string | null;
  perKg: string;
  fixed: string;
}

/**
 * "Ship to another country": each country with its fee per kilogram and its fixed fee (spec 9:
 * the sum of weight times the per-kg fee, plus the fixed fee), a button that posts the choice.
 */
export function ShippingCountryList({
  countries,
  chosenCountryId,
}: {
  countries: readonly ShippingChoice[];
  chosenCountryId: number | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="shipping-countries" aria-labelledby="shipping-countries-title">
      <h3 id="shipping-countries-title" className="area-group__title">
        {t("delivery.area.shipTitle")}
      </h3>
      <p className="delivery-hint">{t("delivery.area.shipIntro")}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="country" />
        <ul className="area-list area-list--wide">
          {countries.map((country) => (
            <PlaceChoice
              key={country.id}
              name="countryId"
              value={country.id}
              chosen={country.id === chosenCountryId}
              busy={busy}
            >
              <span>
                {country.icon && !/^https?:/.test(country.icon) && (
                  <span aria-hidden="true">{country.icon} </span>
                )}
                {country.name}
              </span>
              <span className="area-choice__detail">
                {t("delivery.area.shipRate", { perKg: country.perKg, fixed: country.fixed })}
              </span>
            </PlaceChoice>
          ))}
        </ul>
      </Form>
    </section>
  );
}
