import type { MetaFunction } from "@remix-run/node";
import { notFoundMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { notFoundPage } from "../errors/not-found-page.server";
import { NotFoundPage } from "../errors/NotFoundPage";

// `/404`: the not-found page, where a missing item leads.

export const meta: MetaFunction = notFoundMeta;

export function loader() {
  return notFoundPage();
}

export default NotFoundPage;

export const ErrorBoundary = ErrorScreen;
