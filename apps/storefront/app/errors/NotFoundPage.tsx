import { useLocation } from "@remix-run/react";
import { GeneralLayout } from "../layout/GeneralLayout";
import { NotFound } from "./NotFound";

/** The not-found page of the general layout, for the address being visited. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <GeneralLayout>
      <NotFound path={pathname} />
    </GeneralLayout>
  );
}
