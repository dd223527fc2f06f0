import { data } from "@remix-run/node";
import { type CartDto, pathIdSchema } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import type { TFunction } from "i18next";
import { handlerFor } from "../http/intents.server";
import type { Write } from "../http/write-prologue.server";
import { locationDelivery } from "../locations/location-delivery";
import { usableLocation } from "../locations/delivery-locations.server";
import { areaPoint } from "./area-point";
import {
  branchShippingCountries,
  type DeliveryStepContext,
  deliveryStepOf,
  loadZones,
  saveAndGoOn,
} from "./delivery-step.server";
import { findBranchArea } from "./delivery-zones";

// The area step's posts (docs/decisions/017-delivery-steps.md): a country to ship to, a saved
// location (ADR 031), or an area of the branch, each kept in the cart before the next step.

interface AreaStepPost {
  readonly request: Request;
  readonly t: TFunction;
  readonly step: DeliveryStepContext;
  /** The cart the step changes. */
  readonly cart: CartDto;
  readonly form: FormData;
  readonly zones: Awaited<ReturnType<typeof loadZones>>["zones"];
  readonly countries: Awaited<ReturnType<typeof loadZones>>["countries"];
  /** The branch's name, as the refusals say it. */
  readonly branch: string;
}

async function chooseCountry(post: AreaStepPost) {
  const { request, step, form, countries, branch, t, cart } = post;
  const { business, paths } = step;
  const id = pathIdSchema.safeParse(form.get("countryId"));
  const country = branchShippingCountries(business, countries).find(
    (candidate) => id.success && candidate.id === id.data,
  );
  if (!country) {
    return data({ error: t("delivery.area.unknownCountry", { branch }) }, { status: 422 });
  }
  // The same country again keeps the address already typed for it.
  const same = cart.shipping_country_id === country.id;
  return saveAndGoOn(
    request,
    step,
    { ...cart, shipping_country_id: country.id, delivery: same ? cart.delivery : null },
    paths.form,
  );
}

async function chooseSavedLocation(post: AreaStepPost) {
  const { request, step, form, zones, branch, t, cart } = post;
  const { business, language, paths } = step;
  // A saved location of the signed-in customer (ADR 031); the order is still checked by the server.
  const location = await usableLocation(request, business, language, zones, form.get("locationId"));
  if (!location) {
    return data({ error: t("locations.errors.notHere", { branch }) }, { status: 422 });
  }
  return saveAndGoOn(
    request,
    step,
    { ...cart, delivery: locationDelivery(location.saved), shipping_country_id: null },
    location.complete ? paths.checkout : paths.form,
  );
}

async function chooseArea(post: AreaStepPost) {
  const { request, step, form, zones, branch, t, cart } = post;
  const { business, paths } = step;
  const id = pathIdSchema.safeParse(form.get("areaId"));
  const area = id.success ? findBranchArea(zones, business.branch_id, id.data) : null;
  if (!area) return data({ error: t("delivery.area.unknown", { branch }) }, { status: 422 });
  // The same area again keeps the pin and the address already given for it.
  const same = cart.shipping_country_id === null && cart.delivery?.area_id === area.id;
  const delivery =
    same && cart.delivery
      ? cart.delivery
      : { area_id: area.id, ...areaPoint(area.shape), type: 1 as const };
  const next = business.checkout.delivery.drop_pin ? paths.map : paths.form;
  return saveAndGoOn(request, step, { ...cart, delivery, shipping_country_id: null }, next);
}

const areaStepIntents = { country: chooseCountry, "saved-location": chooseSavedLocation };

/** The area step's post, by its intent; without one it chooses an area. */
export async function areaStepAction(write: Write, typeParam: string | undefined, form: FormData) {
  const { request } = write;
  const step = await deliveryStepOf(request, write.business, write.language, typeParam);
  const { business, language } = step;
  const branch = pickText(business.branch_name, language, business.locales);
  const { zones, countries } = await loadZones(business, language);
  const post = {
    request,
    t: write.t,
    step,
    cart: step.loaded.cart,
    form,
    zones,
    countries,
    branch,
  };
  return (handlerFor(areaStepIntents, form) ?? chooseArea)(post);
}
