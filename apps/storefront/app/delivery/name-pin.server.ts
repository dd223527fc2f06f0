import { apiFor } from "../api/api-client.server";

/**
 * The name of the place a pin stands on, by the API's reverse geocoding (`POST webapp/getAddress`
 * with flag 1, ADR 015), in the interface language; null when nothing is known there or the
 * geocoder cannot be reached, and the page shows the coordinates instead.
 */
export async function namePin(
  pin: { lat: number; lng: number },
  language: string,
): Promise<string | null> {
  try {
    const { places } = await apiFor(language).getAddress({
      body: {
        flag: 1,
        address: `${pin.lat},${pin.lng}`,
        // The session of a billed map provider; the geocoders behind the port bill none (ADR 015).
        sessionId: "storefront-pin",
      },
    });
    return places[0]?.display_name || null;
  } catch {
    return null;
  }
}
