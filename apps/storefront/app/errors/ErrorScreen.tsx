import { useLocation, useRouteError } from "@remix-run/react";
import { GeneralLayout } from "../layout/GeneralLayout";
import { describeError, errorView } from "./error-screen";
import { ErrorMessage } from "./ErrorMessage";
import { NotFound } from "./NotFound";
import { ServerError } from "./ServerError";
import { TooManyRequests } from "./TooManyRequests";

/** The spec's error screen, in the general layout: every route's ErrorBoundary. */
export function ErrorScreen() {
  const error = describeError(useRouteError());
  const { pathname } = useLocation();
  const view = errorView(error.status);
  return (
    <GeneralLayout>
      {view === "too-many-requests" && <TooManyRequests />}
      {view === "not-found" && <NotFound path={pathname} />}
      {view === "server-error" && <ServerError error={error} />}
      {view === "message" && <ErrorMessage message={error.message} />}
    </GeneralLayout>
  );
}
