import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { pickText } from "@storefront/domain";
import { env } from "../env.server";
import {
  deliveryStepPage,
  loadZones,
  requireDeliveryStep,
  requireDeliveryStepPost,
  saveAndGoOn,
} from "./delivery-step.server";
import { findBranchArea } from "./delivery-zones";
import { judgePin } from "./judge-pin";
import { mapArea, mapZones } from "./map-view";
import { namePin } from "./name-pin.server";
import { parsePin } from "./parse-pin";

// The pin step's loader and action (docs/decisions/017-delivery-steps.md): the branch's zones and
// the pin where the cart has it; a pin the branch delivers to is kept (spec 5), one elsewhere is
// refused with a branch that delivers there.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const step = await requireDeliveryStep(request, params);
  const { business, language, paths, loaded } = step;
  const { cart } = loaded;
  // A shipping order needs no pin; a local one needs its area first.
  if (cart.shipping_country_id !== null) throw redirect(paths.form);
  if (cart.delivery === null) throw redirect(paths.address);
  const { zones } = await loadZones(business, language);
  const area = findBranchArea(zones, business.branch_id, cart.delivery.area_id);
  // Spec 4: an area of another branch, or of a zone no longer visible, is chosen again.
  if (cart.delivery.area_id !== null && area === null) throw redirect(paths.address);
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  return {
    ...deliveryStepPage(step, "location", false),
    branchName: text(business.branch_name),
    tileUrl: env.MAP_TILE_URL,
    attribution: env.MAP_TILE_ATTRIBUTION,
    zones: mapZones(zones, business.branch_id, text),
    area: mapArea(area, text),
    areaName: area ? text(area.name) : null,
    pin: { lat: cart.delivery.lat, lng: cart.delivery.lng },
    place: await namePin({ lat: cart.delivery.lat, lng: cart.delivery.lng }, language),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const step = await requireDeliveryStepPost(request, params);
  const { business, language, paths, loaded } = step;
  const { cart } = loaded;
  if (cart.delivery === null || cart.shipping_country_id !== null) {
    throw redirect(paths.address, { status: 303 });
  }
  const form = await request.formData();
  const posted = { lat: String(form.get("lat") ?? ""), lng: String(form.get("lng") ?? "") };
  const reading = parsePin(posted);
  if (!reading.ok) return data({ posted, errors: reading.errors, outside: null }, { status: 422 });

  const { zones } = await loadZones(business, language);
  const verdict = judgePin(reading.pin, {
    zones,
    branchId: business.branch_id,
    chosenAreaId: cart.delivery.area_id,
  });
  if (!verdict.ok) {
    const text = (value: Record<string, string>) => pickText(value, language, business.locales);
    const other = business.branches.find((branch) => branch.id === verdict.otherBranchId);
    return data(
      {
        posted,
        errors: null,
        outside: {
          branch: text(business.branch_name),
          other: other ? { id: other.id, name: text(other.name) } : null,
        },
      },
      { status: 422 },
    );
  }
  const delivery = { ...cart.delivery, ...reading.pin, area_id: verdict.areaId };
  return saveAndGoOn(request, step, { ...cart, delivery }, paths.form);
}
