import type { ActionFunctionArgs } from "@remix-run/node";
import { bannersReachBodySchema, isApiError } from "@storefront/api-client";
import { isbot } from "isbot";
import { apiFor } from "../api/api-client.server";
import { requestLanguage } from "../language/request-language.server";
import { postOnly, refuseCrossOrigin } from "../http/write-prologue.server";
import { reportError } from "../errors/report-error.server";

// A page reports here the banners its customer saw (app/banners/use-banner-reach.ts), and the
// storefront passes them on to POST webapp/banners/reach. 204: counted. 202: taken and not
// counted (a crawler). 404: a banner is gone since the page was drawn, so none was counted.

/** Reach is only reported; a GET changes nothing and says so. */
export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossOrigin(request);
  const body = bannersReachBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) throw new Response(null, { status: 400, statusText: "Bad Request" });
  const userAgent = request.headers.get("User-Agent");
  if (!userAgent || isbot(userAgent)) return new Response(null, { status: 202 });
  try {
    await apiFor(requestLanguage(request.headers).language).reachBanners({ body: body.data });
  } catch (error) {
    // A banner removed since the page was drawn; the page does not mind.
    if (isApiError(error) && error.status === 404) return new Response(null, { status: 404 });
    reportError(error, "server", { what: "Reporting the reach of banners failed" });
    return new Response(null, { status: 502, statusText: "Bad Gateway" });
  }
  return new Response(null, { status: 204 });
}
