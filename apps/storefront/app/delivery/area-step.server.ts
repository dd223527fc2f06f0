import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatMoney, money, pickText } from "@storefront/domain";
import { writePrologue } from "../http/write-prologue.server";
import { savedLocationsOf } from "../locations/delivery-locations.server";
import { areaSheet } from "./area-sheet";
import { areaStepAction } from "./area-step-posts.server";
import {
  branchShippingCountries,
  deliveryStepPage,
  loadZones,
  requireDeliveryStep,
} from "./delivery-step.server";

// The area step's loader and action (spec 2; docs/decisions/017-delivery-steps.md): the branch's
// areas by governorate, the countries it ships to with their fees, and the customer's saved
// locations; the posts are in area-step-posts.server.ts.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const step = await requireDeliveryStep(request, params);
  const { business, language, loaded } = step;
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const format = (amount: number) => formatMoney(money(amount, business.currency), language);
  const { zones, countries } = await loadZones(business, language);
  const { cart } = loaded;
  const saved = await savedLocationsOf(request, business, language, zones, cart);
  return {
    ...deliveryStepPage(step, "area", false),
    branchName: text(business.branch_name),
    groups: areaSheet(zones, business.branch_id, text, language),
    countries: branchShippingCountries(business, countries).map((country) => ({
      id: country.id,
      name: text(country.country),
      icon: country.icon,
      perKg: format(country.fees_per_kg),
      fixed: format(country.fixed_fees),
    })),
    chosenAreaId: cart.shipping_country_id === null ? (cart.delivery?.area_id ?? null) : null,
    chosenCountryId: cart.shipping_country_id,
    saved,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const write = await writePrologue(request, params.referenceId);
  return areaStepAction(write, params.type, await request.formData());
}
