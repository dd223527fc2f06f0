import type { MetaFunction } from "@remix-run/node";
import { notFoundMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { notFoundPage } from "../errors/not-found-page.server";
import { NotFoundPage } from "../errors/NotFoundPage";

// `/`: the bare site has no business; the spec gives it the not-found page of the general layout.

export const meta: MetaFunction = notFoundMeta;

export function loader() {
  return notFoundPage();
}

export default NotFoundPage;

export const ErrorBoundary = ErrorScreen;
