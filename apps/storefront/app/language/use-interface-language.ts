import { useRouteLoaderData } from "@remix-run/react";
import { fallbackLanguage } from "@storefront/domain";
import type { RootData } from "../root-data";

/** The interface language the root loader chose for this visit. */
export function useInterfaceLanguage(): string {
  return useRouteLoaderData<RootData>("root")?.language ?? fallbackLanguage;
}
