import { endpoints, type GetZonesAnswer } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import { checkoutSettingsOf } from "../checkout/checkout-settings.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { sendFailure } from "../failures/send-failure.js";
import { findShippingCountries } from "./find-shipping-countries.js";
import { findDeliveryBusiness, findZones } from "./find-zones.js";

/**
 * The business's delivery zones with their areas (spec section 7);
 * with `?shipping=true` also the countries it ships to (none while shipping is off) and its
 * delivery form. `businessId` is the business's reference (ADR 015).
 */
export const zonesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, endpoints.getZones, async ({ params: { businessId }, query: { shipping }, reply }) => {
    const business = await findDeliveryBusiness(db, businessId);
    if (!business) {
      return sendFailure(reply, 404, "NOT_FOUND", `No business has the reference ${businessId}`);
    }
    const answer: GetZonesAnswer = {
      error: 0,
      message: "",
      zones: await findZones(db, business.id),
    };
    if (shipping === "true") {
      const { delivery } = checkoutSettingsOf(business.checkout);
      answer.countries = delivery.shipping ? await findShippingCountries(db, business.id) : [];
      answer.shipping_form = { type: delivery.form_type, fields: delivery.fields };
    }
    return answer;
  });
};
