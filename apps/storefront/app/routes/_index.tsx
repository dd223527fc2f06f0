import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { businessHomeMeta } from "../business/business-home-meta";
import { businessHomePageData } from "../business/business-home-page.server";
import { BusinessHomeView } from "../business/BusinessHomeView";
import { requireHostBusiness } from "../business/require-business.server";
import { errorMeta, notFoundMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { notFoundPage } from "../errors/not-found-page.server";
import { NotFoundPage } from "../errors/NotFoundPage";
import { mergeMeta } from "../layout/merge-meta";
import { readLastRoute } from "../navigation/last-route";

// `/`: on a business's own host (ADR 024), that business's home, the page `/{referenceId}`
// shows; a host no business owns is a 404. The storefront's own hosts have no business here: a
// customer who was here before (say, from an icon on their home screen) goes back to the last
// page they saw; anyone else gets the spec's not-found page of the general layout.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error) return errorMeta({ error, matches });
  if (!data?.business) return notFoundMeta({ matches });
  return mergeMeta(matches, businessHomeMeta(data.business));
};

export async function loader({ request }: LoaderFunctionArgs) {
  const business = await requireHostBusiness(request);
  if (business) return { business: await businessHomePageData(request, business) };
  const lastRoute = readLastRoute(request.headers.get("Cookie"));
  if (lastRoute) throw redirect(lastRoute);
  return notFoundPage();
}

export default function SiteRoot() {
  const data = useLoaderData<typeof loader>();
  return data?.business ? <BusinessHomeView {...data.business} /> : <NotFoundPage />;
}

export const ErrorBoundary = ErrorScreen;
