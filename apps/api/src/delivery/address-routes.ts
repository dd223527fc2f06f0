import { endpoints, type GetAddressAnswer, type SetAddressAnswer } from "@storefront/api-client";
import { acceptedLanguages, fallbackLanguage } from "@storefront/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { RequestFailure } from "../failures/request-failure.js";
import { type Geocoder, GeocoderUnavailable, type Place } from "../geocoding/geocoder.js";
import { settlePlace } from "./settle-place.js";

/**
 * getAddress and setAddress (spec section 7; answers in ADR 015). getAddress
 * asks the geocoder: flag 0 searches the text, flag 1 names the point "lat,lng". setAddress takes
 * the place the customer chose and answers its area and the visible zone that delivers there.
 * The sessionId is validated and otherwise unused: no provider behind the port bills by session.
 */
export const addressRoutes: FastifyPluginAsync<{ db: Database; geocoder: Geocoder }> = async (
  app,
  { db, geocoder },
) => {
  serve(app, endpoints.getAddress, async ({ body, request }) => {
    const language = acceptedLanguages(request.headers["accept-language"])[0] ?? fallbackLanguage;
    const places = await ask(() =>
      body.flag === 0
        ? geocoder.search({ q: body.address, language })
        : geocoder.reverse({ ...body.address, language }).then((place) => (place ? [place] : [])),
    );
    const answer: GetAddressAnswer = { error: 0, message: "", places };
    return answer;
  });

  serve(app, endpoints.setAddress, async ({ body }) => {
    const place: Place = {
      place_id: body.placeId,
      display_name: body.title,
      lat: body.address.lat,
      lng: body.address.lng,
    };
    const delivery = await settlePlace(db, {
      lat: place.lat,
      lng: place.lng,
      placeId: place.place_id,
      branchId: body.branch_id,
    });
    const answer: SetAddressAnswer = { error: 0, message: "", place, ...delivery };
    return answer;
  });
};

/** A geocoder that cannot answer is a 503 the customer may retry, not a crash. */
async function ask(call: () => Promise<Place[]>): Promise<Place[]> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GeocoderUnavailable) {
      throw new RequestFailure(
        503,
        "GEOCODER_UNAVAILABLE",
        "The map service is not answering; please try again.",
      );
    }
    throw error;
  }
}
