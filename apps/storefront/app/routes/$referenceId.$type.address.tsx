import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pathIdSchema } from "@storefront/api-client";
import { formatMoney, money, pickText } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { saveCart } from "../cart/cart-store.server";
import { areaPoint } from "../delivery/area-point";
import { areaSheet } from "../delivery/area-sheet";
import { AreaSheet } from "../delivery/AreaSheet";
import { deliveryStepOf, loadZones, requireDeliveryStep } from "../delivery/delivery-step.server";
import { deliverySteps } from "../delivery/delivery-steps";
import { DeliveryStepList } from "../delivery/DeliveryStepList";
import { findBranchArea } from "../delivery/delivery-zones";
import { shippingCountries } from "../delivery/shipping-choices";
import { ShippingCountryList } from "../delivery/ShippingCountryList";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { isolatedMessage } from "../language/isolated-names";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { locationDelivery } from "../locations/location-delivery";
import { savedLocationsOf, usableLocation } from "../locations/delivery-locations.server";
import { SavedLocationPicker } from "../locations/SavedLocationPicker";
import { SaveLocationOffer } from "../locations/SaveLocationOffer";
import { writePrologue } from "../http/write-prologue.server";

// `/{referenceId}/{type}/address`: the area sheet (spec 2), the first delivery step. Choosing an
// area starts the pin at its point and goes on to the map; choosing a country to ship to goes
// straight to the address form (docs/decisions/017-delivery-steps.md).

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  return mergeMeta(matches, [{ title: `${data.title} · ${data.home.name}` }]);
};

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
  const { business, language, paths, loaded } = await deliveryStepOf(
    request,
    write.business,
    write.language,
    params.type,
  );
  const { t } = write;
  const branch = pickText(business.branch_name, language, business.locales);
  const form = await request.formData();
  const { zones, countries } = await loadZones(business, language);
  const { cart } = loaded;

  if (form.get("intent") === "country") {
    const id = pathIdSchema.safeParse(form.get("countryId"));
    const country = shippingCountries(countries ?? [], {
      shipping: business.checkout.delivery.shipping,
      branchId: business.branch_id,
      businessCountry: business.country,
    }).find((candidate) => id.success && candidate.id === id.data);
    if (!country) {
      return data({ error: t("delivery.area.unknownCountry", { branch }) }, { status: 422 });
    }
    // The same country again keeps the address already typed for it.
    const same = cart.shipping_country_id === country.id;
    const headers = await saveCart(
      request,
      loaded,
      { ...cart, shipping_country_id: country.id, delivery: same ? cart.delivery : null },
      language,
    );
    return redirect(paths.form, { status: 303, headers });
  }

  if (form.get("intent") === "saved-location") {
    // A saved location of the signed-in customer (ADR 031); the order is still checked by the server.
    const location = await usableLocation(
      request,
      business,
      language,
      zones,
      form.get("locationId"),
    );
    if (!location) {
      return data({ error: t("locations.errors.notHere", { branch }) }, { status: 422 });
    }
    const headers = await saveCart(
      request,
      loaded,
      { ...cart, delivery: locationDelivery(location.saved), shipping_country_id: null },
      language,
    );
    return redirect(location.complete ? paths.checkout : paths.form, { status: 303, headers });
  }

  const id = pathIdSchema.safeParse(form.get("areaId"));
  const area = id.success ? findBranchArea(zones, business.branch_id, id.data) : null;
  if (!area) return data({ error: t("delivery.area.unknown", { branch }) }, { status: 422 });
  // The same area again keeps the pin and the address already given for it.
  const same = cart.shipping_country_id === null && cart.delivery?.area_id === area.id;
  const delivery =
    same && cart.delivery
      ? cart.delivery
      : { area_id: area.id, ...areaPoint(area.shape), type: 1 as const };
  const headers = await saveCart(
    request,
    loaded,
    { ...cart, delivery, shipping_country_id: null },
    language,
  );
  const next = business.checkout.delivery.drop_pin ? paths.map : paths.form;
  return redirect(next, { status: 303, headers });
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
