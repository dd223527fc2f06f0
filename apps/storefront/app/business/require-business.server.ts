import {
  getRestaurantParamsSchema,
  getRestaurantQuerySchema,
  type Restaurant,
} from "@storefront/api-client";
import { apiFor } from "../api/api-client.server";
import { requestLanguage } from "../language/request-language.server";
import { withBusinessLanguageFirst } from "./business-language";
import { readChosenBranch, withChosenBranch } from "./chosen-branch";
import { tooManyRequests, tooManyRequestsStatus } from "../errors/too-many-requests";
import { businessLoadFailure } from "./load-failure";
import { env } from "../env.server";
import { allowedImage } from "../images/allowed-image";

/**
 * The fetch-business guard: the business a page is opened for, served by the branch the customer
 * chose (else its default), or a thrown 404 (unknown reference), 433 (too many requests) or 500
 * (the server's message, or none) that the route's error screen shows. A `?theme_id=` in the
 * page's address previews that saved theme of the business (passed to the restaurant call as it
 * is).
 */
export async function requireBusiness(
  request: Request,
  referenceId: string | undefined,
): Promise<Restaurant> {
  const params = getRestaurantParamsSchema.safeParse({ reference_id: referenceId });
  if (!params.success) throw new Response(null, { status: 404, statusText: "Not Found" });

  const api = apiFor(requestLanguage(request.headers).language);
  try {
    const { restaurant } = await api.getRestaurant(
      params.data.reference_id,
      themePreviewQuery(new URL(request.url)),
    );
    const chosen = readChosenBranch(request.headers.get("Cookie"), restaurant.reference_id);
    return withBusinessLanguageFirst(
      withChosenBranch(withAllowedBusinessImages(restaurant), chosen),
      request.headers.get("Accept-Language"),
    );
  } catch (error) {
    const failure = businessLoadFailure(error);
    if (failure.status === 404) throw new Response(null, { status: 404, statusText: "Not Found" });
    if (failure.status === tooManyRequestsStatus) throw tooManyRequests();
    console.error(`Loading the business ${params.data.reference_id} failed:`, error);
    throw new Response(failure.message, { status: 500 });
  }
}

/** The business's logo and backgrounds, each dropped unless its origin is allowed (spec 5). */
function withAllowedBusinessImages(restaurant: Restaurant): Restaurant {
  const allowed = (url: string | null | undefined) => allowedImage(url, env.MEDIA_ORIGINS);
  return {
    ...restaurant,
    logo: allowed(restaurant.logo),
    welcome_bg: allowed(restaurant.welcome_bg),
    header_bg: allowed(restaurant.header_bg),
    desktop_bg: allowed(restaurant.desktop_bg),
  };
}

/** The restaurant call's `theme_id` from the page's query, when it is a well-formed id. */
function themePreviewQuery(url: URL): { theme_id?: number } {
  const themeId = getRestaurantQuerySchema.shape.theme_id.safeParse(
    url.searchParams.get("theme_id") ?? undefined,
  );
  return themeId.success && themeId.data !== undefined ? { theme_id: themeId.data } : {};
}
