import type { CartDto, Restaurant, SavedLocation, ZoneDto } from "@storefront/api-client";
import { signedInCustomer } from "../account/guards.server";
import { customerApiFor } from "../api/api-client.server";
import { findBranchArea } from "../delivery/delivery-zones";
import { validateAddress } from "../delivery/validate-address";
import { isSavedDelivery } from "./location-delivery";
import {
  type GuestLocationOffer,
  type LocationSummary,
  guestLocationOffer,
  summarizeLocations,
} from "./locations.server";
import { reportError } from "../errors/report-error.server";

/** A signed-in customer's locations as the area sheet offers them. */
export interface DeliveryLocations {
  /** The ones this branch delivers to, the default first. */
  locations: LocationSummary[];
  /** The one in the cart, else the default (spec: preselected when choosing delivery). */
  chosenId: number | null;
  offer: GuestLocationOffer | null;
}

async function customerLocations(
  request: Request,
  business: Restaurant,
  language: string,
): Promise<SavedLocation[] | null> {
  const session = signedInCustomer(request, business);
  if (!session) return null;
  try {
    const answer = await customerApiFor(language, session.token).getLocations({
      params: { referenceId: business.reference_id },
    });
    return answer.locations;
  } catch (error) {
    // The delivery steps go on without them: the area sheet still works.
    reportError(error, "server", { what: "Loading the saved locations failed" });
    return null;
  }
}

/**
 * The saved locations the area sheet offers a signed-in customer, or null for a guest (whose
 * address stays in this device's cart alone, ADR 031).
 */
export async function savedLocationsOf(
  request: Request,
  business: Restaurant,
  language: string,
  zones: readonly ZoneDto[],
  cart: CartDto,
): Promise<DeliveryLocations | null> {
  const locations = await customerLocations(request, business, language);
  if (locations === null) return null;
  const usable = summarizeLocations(locations, business, zones, language).filter(
    (location) => location.deliverable,
  );
  const inCart =
    cart.shipping_country_id === null && cart.delivery !== null
      ? usable.find((summary) => {
          const location = locations.find(({ id }) => id === summary.id);
          return location && cart.delivery && isSavedDelivery(cart.delivery, [location]);
        })
      : undefined;
  const chosen = inCart ?? usable.find((location) => location.isDefault) ?? usable[0];
  return {
    locations: usable,
    chosenId: chosen?.id ?? null,
    offer: await guestLocationOffer(request, business, language, locations, zones),
  };
}

/**
 * The saved location a form chose, when it is the customer's and this branch delivers there;
 * `complete` when its address passes the business's form rules (else the form asks for the rest).
 */
export async function usableLocation(
  request: Request,
  business: Restaurant,
  language: string,
  zones: readonly ZoneDto[],
  posted: FormDataEntryValue | null,
): Promise<{ saved: SavedLocation; complete: boolean } | null> {
  const locations = await customerLocations(request, business, language);
  const saved = locations?.find((location) => String(location.id) === posted);
  if (!saved || !findBranchArea(zones, business.branch_id, saved.area_id)) return null;
  const { area_id: _area, lat: _lat, lng: _lng, id: _id, ...address } = saved;
  const complete = validateAddress(
    { ...address, type: String(saved.type) },
    business.checkout.delivery.fields,
  ).ok;
  return { saved, complete };
}
