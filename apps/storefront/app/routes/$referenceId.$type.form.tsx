import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  type AddressFieldName,
  addressFieldOrderOf,
  addressFieldsOf,
  type CartDto,
  type DeliveryAddress,
  type Restaurant,
} from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { addressFieldOrder, readAddressType } from "../delivery/address-field-rules";
import { AddressForm } from "../delivery/AddressForm";
import type { DeliveryPaths } from "../delivery/delivery-paths";
import {
  loadZones,
  requireDeliveryStep,
  requireDeliveryStepPost,
  saveAndGoOn,
} from "../delivery/delivery-step.server";
import { deliverySteps } from "../delivery/delivery-steps";
import { DeliveryStepList } from "../delivery/DeliveryStepList";
import { findBranchArea } from "../delivery/delivery-zones";
import { namePin } from "../delivery/name-pin.server";
import { formatDegrees } from "../delivery/parse-pin";
import { shippingCountries } from "../delivery/shipping-choices";
import { postedAddress, validateAddress } from "../delivery/validate-address";
import { ErrorScreen } from "../errors/ErrorScreen";
import { isolatedMessage } from "../language/isolated-names";
import { translate } from "../language/translate";
import { pageMeta } from "../layout/page-meta";

// `/{referenceId}/{type}/form`: the address form (spec 3 and 5), the last delivery step. The fields
// the business switched on for the chosen address type, checked by `validateAddress` in the
// browser and again here; saved into the cart's delivery beside its area and pin, then on to the
// checkout (docs/decisions/017-delivery-steps.md).

export const meta: MetaFunction<typeof loader> = pageMeta;

/**
 * Where the address goes: a country to ship to, or an area and pin of this branch; back to the area
 * sheet when the choice is missing or stale (spec 4).
 */
async function requireDestination(
  business: Restaurant,
  cart: CartDto,
  language: string,
  paths: DeliveryPaths,
) {
  const { zones, countries } = await loadZones(business, language);
  if (cart.shipping_country_id !== null) {
    const country = shippingCountries(countries ?? [], {
      shipping: business.checkout.delivery.shipping,
      branchId: business.branch_id,
      businessCountry: business.country,
    }).find((candidate) => candidate.id === cart.shipping_country_id);
    if (!country) throw redirect(paths.address);
    return { kind: "shipping" as const, country, delivery: cart.delivery };
  }
  if (cart.delivery === null) throw redirect(paths.address);
  const area = findBranchArea(zones, business.branch_id, cart.delivery.area_id);
  if (cart.delivery.area_id !== null && area === null) throw redirect(paths.address);
  return { kind: "local" as const, area, delivery: cart.delivery };
}

/**
 * The form of the destination's country (ADR 044): the business's own fields for a delivery at
 * home, the destination country's for a shipment abroad.
 */
function addressFormOf(
  business: Restaurant,
  destination: Awaited<ReturnType<typeof requireDestination>>,
) {
  return destination.kind === "shipping"
    ? {
        fields: addressFieldsOf(destination.country.country_iso),
        order: addressFieldOrderOf(destination.country.country_iso),
      }
    : { fields: business.checkout.delivery.fields, order: addressFieldOrderOf(business.country) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, paths, loaded } = await requireDeliveryStep(request, params);
  const destination = await requireDestination(business, loaded.cart, language, paths);
  const t = translate(language);
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const saved = destination.delivery;
  const values: Partial<Record<AddressFieldName, string>> = {};
  for (const name of addressFieldOrder) {
    const value = saved?.[name];
    if (value) values[name] = value;
  }
  return {
    language,
    home: businessHome(business, language),
    title: t("delivery.form.title"),
    paths,
    steps: deliverySteps("address", {
      shipping: destination.kind === "shipping",
      dropPin: business.checkout.delivery.drop_pin,
    }),
    shippingTo: destination.kind === "shipping" ? text(destination.country.country) : null,
    areaName: destination.kind === "local" && destination.area ? text(destination.area.name) : null,
    pin:
      destination.kind === "local"
        ? {
            lat: formatDegrees(destination.delivery.lat),
            lng: formatDegrees(destination.delivery.lng),
          }
        : null,
    place: destination.kind === "local" ? await namePin(destination.delivery, language) : null,
    ...addressFormOf(business, destination),
    // Spec 3: "Residency defaults to house".
    type: readAddressType(saved?.type) ?? 1,
    values,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const step = await requireDeliveryStepPost(request, params);
  const { business, language, paths, loaded } = step;
  const posted = postedAddress(await request.formData());
  const destination = await requireDestination(business, loaded.cart, language, paths);
  const result = validateAddress(posted, addressFormOf(business, destination).fields);
  if (!result.ok) return data({ errors: result.errors, posted }, { status: 422 });
  // A shipping address has no pin: the contract still wants a point, and no one reads it (ADR 017).
  const delivery: DeliveryAddress =
    destination.kind === "shipping"
      ? { area_id: null, lat: 0, lng: 0, ...result.address }
      : {
          area_id: destination.delivery.area_id,
          lat: destination.delivery.lat,
          lng: destination.delivery.lng,
          ...result.address,
        };
  return saveAndGoOn(request, step, { ...loaded.cart, delivery }, paths.checkout);
}

export default function AddressFormPage() {
  const {
    home,
    title,
    paths,
    steps,
    shippingTo,
    areaName,
    pin,
    place,
    fields,
    order,
    type,
    values,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const initialType = (answer && readAddressType(answer.posted.type)) ?? type;
  return (
    <BusinessPage
      home={home}
      back={
        steps.some((step) => step.name === "location")
          ? { to: paths.map, label: t("delivery.form.backToMap") }
          : { to: paths.address, label: t("delivery.map.back") }
      }
    >
      <DeliveryStepList steps={steps} paths={paths} shipping={shippingTo !== null} />
      <h2 className="menu__title">{title}</h2>
      <div className="delivery-destination">
        {shippingTo ? (
          <p>{isolatedMessage(t, "delivery.form.shippingTo", { country: shippingTo })}</p>
        ) : (
          <>
            {areaName && (
              <p>{isolatedMessage(t, "delivery.form.deliveringTo", { area: areaName })}</p>
            )}
            {pin && (
              <p className="delivery-hint" data-testid="pin-place">
                {t("delivery.form.pinAt")}{" "}
                {place ? <bdi>{place}</bdi> : <bdi dir="ltr">{`${pin.lat}, ${pin.lng}`}</bdi>}
              </p>
            )}
          </>
        )}
        <Link to={paths.address}>{t("delivery.form.change")}</Link>
      </div>
      <AddressForm
        key={answer ? JSON.stringify(answer.errors) : "saved"}
        fields={fields}
        order={order}
        initialType={initialType}
        initialValues={answer ? pickPosted(answer.posted) : values}
        serverErrors={answer?.errors ?? null}
      />
    </BusinessPage>
  );
}

function pickPosted(
  posted: Partial<Record<string, string>>,
): Partial<Record<AddressFieldName, string>> {
  const values: Partial<Record<AddressFieldName, string>> = {};
  for (const name of addressFieldOrder) {
    const value = posted[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

export const ErrorBoundary = ErrorScreen;
