import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import {
  type AddressFieldName,
  addressFieldOrderOf,
  addressFieldsOf,
  type CartDto,
  type DeliveryAddress,
  type Restaurant,
} from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { addressFieldOrder, readAddressType } from "./address-field-rules";
import type { DeliveryPaths } from "./delivery-paths";
import {
  branchShippingCountries,
  deliveryStepPage,
  loadZones,
  requireDeliveryStep,
  requireDeliveryStepPost,
  saveAndGoOn,
} from "./delivery-step.server";
import { findBranchArea } from "./delivery-zones";
import { namePin } from "./name-pin.server";
import { formatDegrees } from "./parse-pin";
import { postedAddress, validateAddress } from "./validate-address";

// The address form step's loader and action (spec 3 and 5; docs/decisions/017-delivery-steps.md):
// the fields of the destination's country, filled from the cart's delivery; the posted address
// checked again here and kept beside the area and pin, then on to the checkout.

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
    const country = branchShippingCountries(business, countries).find(
      (candidate) => candidate.id === cart.shipping_country_id,
    );
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
  const step = await requireDeliveryStep(request, params);
  const { business, language, paths, loaded } = step;
  const destination = await requireDestination(business, loaded.cart, language, paths);
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const saved = destination.delivery;
  const values: Partial<Record<AddressFieldName, string>> = {};
  for (const name of addressFieldOrder) {
    const value = saved?.[name];
    if (value) values[name] = value;
  }
  return {
    ...deliveryStepPage(step, "address", destination.kind === "shipping"),
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
