import {
  getRestaurantParamsSchema,
  getRestaurantQuerySchema,
  isApiError,
  type GetRestaurantAnswer,
  type MenuDiscountsDto,
  type Restaurant,
} from "@storefront/api-client";
import { redirect } from "@remix-run/node";
import { apiFor } from "../api/api-client.server";
import { catalogueAnswer } from "../api/catalogue-answers.server";
import { requestLanguage } from "../language/request-language.server";
import { withBusinessLanguageFirst } from "./business-language";
import { readChosenBranch, withChosenBranch } from "./chosen-branch";
import { tooManyRequests, tooManyRequestsStatus } from "../errors/too-many-requests";
import { businessLoadFailure } from "./load-failure";
import { env } from "../env.server";
import { allowedImage } from "../images/allowed-image";
import { businessHostOf, redirectTarget } from "./business-host";
import { reportError } from "../errors/report-error.server";

/**
 * The fetch-business guard: the business a page is opened for, served by the branch the customer
 * chose (else its default), or a thrown 404 (unknown reference), 433 (too many requests) or 500
 * (the server's message, or none) that the route's error screen shows. A `?theme_id=` in the
 * page's address previews that saved theme of the business (passed to the restaurant call as it
 * is).
 *
 * On a business's own host (ADR 024) the host names the business: its pages answer there, any
 * other business's are a 404, and so is every page of a host no business owns. A business whose
 * answer names a `redirect` (another of its hosts, or the shared storefront of a business that
 * asks for it) sends page loads there.
 */
export async function requireBusiness(
  request: Request,
  referenceId: string | undefined,
): Promise<Business> {
  const params = getRestaurantParamsSchema.safeParse({ reference_id: referenceId });
  if (!params.success) throw notFound();
  return loadBusiness(request, params.data.reference_id);
}

/**
 * The business whose own host the request came on (its `/` is that business's home), or null on
 * the storefront's own hosts. A host no business owns is a thrown 404.
 */
export async function requireHostBusiness(request: Request): Promise<Business | null> {
  if (ownHostOf(request) === null) return null;
  return loadBusiness(request, null);
}

/** The business host a request came on, or null on the storefront's own hosts. */
export function ownHostOf(request: Request): string | null {
  return businessHostOf(new URL(request.url).host, env.STOREFRONT_HOSTS);
}

/** A business with its menu discounts per selling type (spec 3), which its prices are shown after. */
export type Business = Restaurant & { readonly discounts: MenuDiscountsDto };

async function loadBusiness(request: Request, referenceId: string | null): Promise<Business> {
  const host = ownHostOf(request);
  const language = requestLanguage(request.headers).language;
  const api = apiFor(language);
  const query = themePreviewQuery(new URL(request.url));
  let answer: GetRestaurantAnswer;
  try {
    // Its rating counts reviews, which the revision does not: the answer holds for the minute.
    answer = await catalogueAnswer(
      `restaurant ${host === null ? `reference ${referenceId}` : `host ${host}`} ${language} ${query.theme_id ?? ""}`,
      "minute",
      () =>
        host === null
          ? api.getRestaurant({ params: { reference_id: referenceId ?? "" }, query })
          : api.getRestaurantByDomain({ params: { domain: host }, query }),
    );
  } catch (error) {
    // A host the API cannot even read is one no business owns.
    if (host !== null && isApiError(error) && error.status === 400) throw notFound();
    const failure = businessLoadFailure(error);
    if (failure.status === 404) throw notFound();
    if (failure.status === tooManyRequestsStatus) throw tooManyRequests();
    reportError(error, "server", { what: `Loading the business ${host ?? referenceId} failed` });
    throw new Response(failure.message, { status: 500 });
  }
  const { restaurant } = answer;
  if (referenceId !== null && restaurant.reference_id !== referenceId) throw notFound();
  if (answer.redirect && (request.method === "GET" || request.method === "HEAD")) {
    const target = redirectTarget(request.url, answer.redirect, restaurant.reference_id);
    if (new URL(target).host !== new URL(request.url).host) throw redirect(target, 301);
  }
  const chosen = readChosenBranch(request.headers.get("Cookie"), restaurant.reference_id);
  return {
    ...withBusinessLanguageFirst(
      withChosenBranch(withAllowedBusinessImages(restaurant), chosen),
      request.headers.get("Accept-Language"),
    ),
    discounts: answer.discounts,
  };
}

function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
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
