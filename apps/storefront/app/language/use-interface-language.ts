import { useRouteLoaderData } from "@remix-run/react";
import { fallbackLanguage } from "@storefront/domain";
import type { loader } from "../root";

/** The interface language the root loader chose for this visit. */
export function useInterfaceLanguage(): string {
  return useRouteLoaderData<typeof loader>("root")?.language ?? fallbackLanguage;
}
