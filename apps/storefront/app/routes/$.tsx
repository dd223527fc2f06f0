import type { MetaFunction } from "@remix-run/node";
import { notFoundMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { notFoundPage } from "../errors/not-found-page.server";
import { NotFoundPage } from "../errors/NotFoundPage";

// Every address no other route matches: 404, "Page not found: {path}".

export const meta: MetaFunction = notFoundMeta;

export function loader() {
  return notFoundPage();
}

export default NotFoundPage;

export const ErrorBoundary = ErrorScreen;
