import type { LocalizedText, Restaurant, SavedLocation, ZoneDto } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { type SignedIn, withSignIn } from "../account/guards.server";
import { loadCart } from "../cart/cart-store.server";
import { addressLine } from "../delivery/address-line";
import { findBranchArea } from "../delivery/delivery-zones";
import { translate } from "../language/translate";
import { isSavedDelivery } from "./location-delivery";

/** The signed-in customer's saved locations, the default first; a dead token goes to sign in. */
export async function loadLocations(
  request: Request,
  referenceId: string,
  signedIn: SignedIn,
): Promise<SavedLocation[]> {
  const answer = await withSignIn(request, referenceId, () =>
    signedIn.api.getLocations({ params: { referenceId } }),
  );
  return answer.locations;
}

/** A saved location as a list shows it. */
export interface LocationSummary {
  id: number;
  title: string;
  /** Its area's name, when this branch delivers there. */
  areaName: string | null;
  line: string;
  isDefault: boolean;
  /** Whether the branch the customer orders from delivers there. */
  deliverable: boolean;
}

/** The locations as a list shows them, in the interface language. */
export function summarizeLocations(
  locations: readonly SavedLocation[],
  business: Restaurant,
  zones: readonly ZoneDto[],
  language: string,
): LocationSummary[] {
  const t = translate(language);
  const text = (value: LocalizedText) => pickText(value, language, business.locales);
  return locations.map((location) => {
    const area = findBranchArea(zones, business.branch_id, location.area_id);
    return {
      id: location.id,
      title: location.title,
      areaName: area ? text(area.name) : null,
      line: addressLine(location, t),
      isDefault: location.is_default,
      deliverable: area !== null,
    };
  });
}

/** The offer to save the address a guest entered on this device before signing in. */
export interface GuestLocationOffer {
  areaName: string | null;
  line: string;
}

/**
 * The offer to keep the delivery address in this device's cart (entered as a guest, or on the
 * delivery steps) among the customer's locations: made when the cart has a local delivery that no
 * saved location has the point of (docs/decisions/031-saved-locations.md).
 */
export async function guestLocationOffer(
  request: Request,
  business: Restaurant,
  language: string,
  locations: readonly SavedLocation[],
  zones: readonly ZoneDto[],
): Promise<GuestLocationOffer | null> {
  const { cart } = await loadCart(request, business, language);
  const delivery = cart.delivery;
  if (cart.shipping_country_id !== null || delivery === null || delivery.area_id === null) {
    return null;
  }
  if (isSavedDelivery(delivery, locations)) return null;
  const area = findBranchArea(zones, business.branch_id, delivery.area_id);
  const text = (value: LocalizedText) => pickText(value, language, business.locales);
  return {
    areaName: area ? text(area.name) : null,
    line: addressLine(delivery, translate(language)),
  };
}
