import { redirect } from "@remix-run/node";
import { businessSettingsOf, type Restaurant } from "@storefront/api-client";
import { bannersLeadIntoMenu, bannerStrip, loadBanners } from "../banners/load-banners.server";
import { loadMenu } from "../menu/load-menu.server";
import { reserveTypeOf } from "../reservations/reservation-choice";
import { requestLanguage } from "../language/request-language.server";
import { businessContacts } from "./business-contacts";
import { businessHome } from "./business-home";
import { homeFeedback } from "./home-feedback";
import { homeOrderTypes, onlyOrderTypePath } from "./home-order-types";
import { ownHostOf } from "./require-business.server";

/**
 * What a business's home shows, on `/{referenceId}` and on `/` of its own host: a business with
 * one selling type opens that type's menu instead (the check-one-type guard). On its own host the
 * home's canonical address is that host's `/`.
 */
export async function businessHomePageData(request: Request, business: Restaurant) {
  const url = new URL(request.url);
  const onlyType = onlyOrderTypePath(business, url);
  if (onlyType) throw redirect(onlyType);
  const { language } = requestLanguage(request.headers);
  const orderTypes = homeOrderTypes(business, language);
  // Banners lead into the first selling type's menu, to what it shows now.
  const type = orderTypes[0]?.type ?? null;
  const found = await loadBanners(business, language);
  const menu =
    type !== null && bannersLeadIntoMenu(found)
      ? await loadMenu(business.branch_id, language)
      : null;
  const banners = bannerStrip(business, found, { language, type, menu });
  return {
    language,
    referenceId: business.reference_id,
    home: businessHome(business, language),
    orderTypes,
    // The reservation entry point, where the business takes reservations (ADR 030).
    reservationPath: businessSettingsOf(business).reservation.enabled
      ? `/${business.reference_id}/reservation/${reserveTypeOf(business.checkout.dine_in.label)}`
      : null,
    contacts: businessContacts(business),
    banners,
    canonical: ownHostOf(request) === null ? null : `${url.origin}/`,
    feedback: homeFeedback(business),
  };
}
