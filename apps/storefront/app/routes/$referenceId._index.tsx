import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { businessHomeMeta } from "../business/business-home-meta";
import { businessHomePageData } from "../business/business-home-page.server";
import { BusinessHomeView } from "../business/BusinessHomeView";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { mergeMeta } from "../layout/merge-meta";

// `/{referenceId}`: the home of a business, in its look; a business with one selling type opens
// that type's menu instead (the check-one-type guard). On the business's own host, `/` shows the
// same page (routes/_index.tsx).

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  return mergeMeta(matches, businessHomeMeta(data));
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  return businessHomePageData(request, business);
}

export default function BusinessHomePage() {
  const data = useLoaderData<typeof loader>();
  return <BusinessHomeView {...data} />;
}

export const ErrorBoundary = ErrorScreen;
