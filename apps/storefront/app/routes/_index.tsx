import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { notFoundMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { notFoundPage } from "../errors/not-found-page.server";
import { NotFoundPage } from "../errors/NotFoundPage";
import { readLastRoute } from "../navigation/last-route";

// `/`: the bare site has no business. A customer who was here before (say, from an icon on their
// home screen) goes back to the last page they saw; anyone else gets the spec's not-found page of
// the general layout.

export const meta: MetaFunction = notFoundMeta;

export function loader({ request }: LoaderFunctionArgs) {
  const lastRoute = readLastRoute(request.headers.get("Cookie"));
  if (lastRoute) throw redirect(lastRoute);
  return notFoundPage();
}

export default NotFoundPage;

export const ErrorBoundary = ErrorScreen;
