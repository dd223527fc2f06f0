import type { DeliveryAddress } from "@storefront/api-client";
import {
  appliesShipping,
  type Area,
  checkDeliveryLocation,
  type DeliveryFeeRule,
  zoneDeliveryTerms,
} from "@storefront/domain";
import { toDeliveryZone } from "../delivery/to-delivery-zone.js";
import type { OrderContext } from "./load-order-context.js";
import { problem, type OrderProblem } from "./order-failure.js";
import type { OrderRows } from "./read-order-rows.js";

/** How a delivery is made: its fee rule, its minimum order and how long it takes. */
export interface DeliveryTerms {
  readonly rule: DeliveryFeeRule;
  readonly minimumOrder: number;
  readonly zone: { id: number; delivery_time: number; unit: "minute" | "hour" | "day" } | null;
}

/**
 * The fee rule of a delivery order (spec 5): a shipping order to a country the branch ships to, or a
 * location inside the selected area's polygon or a visible zone of the branch. A problem otherwise.
 */
export function deliveryTerms(
  rows: OrderRows,
  context: OrderContext,
  request: { delivery?: DeliveryAddress | null; shipping_country_id?: number | null },
): DeliveryTerms | OrderProblem {
  if (request.shipping_country_id != null) {
    const country = rows.shippingCountry;
    const shipping =
      country &&
      appliesShipping({
        shippingEnabled: context.settings.delivery.shipping,
        country: {
          ...country,
          country: "",
          country_iso: country.countryIso,
          fees_per_kg: country.feesPerKg,
          fixed_fees: country.fixedFees,
          min_order: country.minOrder,
          branch_id: country.branchId,
        },
        businessCountry: context.country,
      });
    if (!country || !shipping) {
      return problem(422, "COUNTRY_NOT_SHIPPED", "This branch does not ship to that country");
    }
    return {
      rule: {
        kind: "shipping",
        countryId: country.id,
        feesPerKg: country.feesPerKg,
        fixedFees: country.fixedFees,
      },
      minimumOrder: country.minOrder || context.settings.delivery.min_order,
      zone: null,
    };
  }
  const location = request.delivery;
  if (!location) return problem(422, "LOCATION_REQUIRED", "Choose where to deliver the order");

  const branchZones = rows.zones.map(toDeliveryZone);
  let selectedArea: Area | null = null;
  if (location.area_id !== null) {
    const { area } = rows;
    if (area) {
      selectedArea = {
        id: area.id,
        name: "",
        shape: area.shape,
        zone_id: area.zoneId,
        branch: area.branchId,
      };
    }
  }
  const check = checkDeliveryLocation({
    point: [location.lng, location.lat],
    selectedArea,
    zones: branchZones,
  });
  if (!check.ok) {
    return problem(422, "OUTSIDE_DELIVERY_ZONES", "This branch does not deliver to that location");
  }
  const terms = zoneDeliveryTerms(check.zone);
  return {
    rule: { kind: "zone", zoneId: terms.zoneId, fee: terms.fee },
    minimumOrder: check.zone.min_order || context.settings.delivery.min_order,
    zone: { id: terms.zoneId, delivery_time: terms.deliveryTime, unit: terms.unit },
  };
}
