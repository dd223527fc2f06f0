import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formatMoney, money, pickText } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { areaSheet } from "../delivery/area-sheet";
import { AreaSheet } from "../delivery/AreaSheet";
import { loadZones, requireDeliveryStep } from "../delivery/delivery-step.server";
import { deliverySteps } from "../delivery/delivery-steps";
import { DeliveryStepList } from "../delivery/DeliveryStepList";
import { shippingCountries } from "../delivery/shipping-choices";
import { ShippingCountryList } from "../delivery/ShippingCountryList";
import { ErrorScreen } from "../errors/ErrorScreen";
import { isolatedMessage } from "../language/isolated-names";
import { translate } from "../language/translate";
import { pageMeta } from "../layout/page-meta";
import { savedLocationsOf } from "../locations/delivery-locations.server";
import { SavedLocationPicker } from "../locations/SavedLocationPicker";
import { SaveLocationOffer } from "../locations/SaveLocationOffer";
import { writePrologue } from "../http/write-prologue.server";
import { areaStepAction } from "../delivery/area-step-posts.server";

// `/{referenceId}/{type}/address`: the area sheet (spec 2), the first delivery step. Choosing an
// area starts the pin at its point and goes on to the map; choosing a country to ship to goes
// straight to the address form (docs/decisions/017-delivery-steps.md).

export const meta: MetaFunction<typeof loader> = pageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, paths, loaded } = await requireDeliveryStep(request, params);
  const t = translate(language);
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const format = (amount: number) => formatMoney(money(amount, business.currency), language);
  const { zones, countries } = await loadZones(business, language);
  const { cart } = loaded;
  const shipping = business.checkout.delivery.shipping;
  const home = businessHome(business, language);
  const saved = await savedLocationsOf(request, business, language, zones, cart);
  return {
    language,
    home,
    title: t("delivery.area.title"),
    branchName: text(business.branch_name),
    paths,
    steps: deliverySteps("area", { shipping: false, dropPin: business.checkout.delivery.drop_pin }),
    groups: areaSheet(zones, business.branch_id, text, language),
    countries: shipping
      ? shippingCountries(countries ?? [], {
          shipping,
          branchId: business.branch_id,
          businessCountry: business.country,
        }).map((country) => ({
          id: country.id,
          name: text(country.country),
          icon: country.icon,
          perKg: format(country.fees_per_kg),
          fixed: format(country.fixed_fees),
        }))
      : [],
    chosenAreaId: cart.shipping_country_id === null ? (cart.delivery?.area_id ?? null) : null,
    chosenCountryId: cart.shipping_country_id,
    saved,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const write = await writePrologue(request, params.referenceId);
  return areaStepAction(write, params.type, await request.formData());
}

export default function AreaPage() {
  const {
    home,
    title,
    branchName,
    paths,
    steps,
    groups,
    countries,
    chosenAreaId,
    chosenCountryId,
    saved,
  } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: paths.cart, label: t("delivery.backToCart") }}>
      <DeliveryStepList steps={steps} paths={paths} shipping={false} />
      <h2 className="menu__title">{title}</h2>
      {failed?.error && (
        <p role="alert" className="delivery-alert">
          {failed.error}
        </p>
      )}
      {saved?.offer && (
        <SaveLocationOffer
          offer={saved.offer}
          referenceId={home.referenceId}
          returnTo={paths.address}
        />
      )}
      {saved && saved.locations.length > 0 && (
        <SavedLocationPicker
          locations={saved.locations}
          chosenId={saved.chosenId}
          manageTo={`/${home.referenceId}/locations`}
        />
      )}
      {groups.length > 0 ? (
        <>
          <p className="delivery-hint">
            {isolatedMessage(t, "delivery.area.intro", { branch: branchName })}
          </p>
          <AreaSheet groups={groups} chosenAreaId={chosenAreaId} />
        </>
      ) : (
        <p className="delivery-note">
          {isolatedMessage(t, "delivery.area.none", { branch: branchName })}
        </p>
      )}
      {countries.length > 0 && (
        <ShippingCountryList countries={countries} chosenCountryId={chosenCountryId} />
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
