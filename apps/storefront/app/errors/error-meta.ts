import type { MetaDescriptor } from "@remix-run/node";
import { mergeMeta } from "../layout/merge-meta";
import { productName } from "../layout/product";
import { describeError, errorTitle } from "./error-screen";

type Matches = Parameters<typeof mergeMeta>[0];

/** Meta tags of the error screen for whatever a route threw; the brand is the product's unless a business is known. */
export function errorMeta(
  { error, matches }: { error: unknown; matches: Matches },
  brand = productName,
): MetaDescriptor[] {
  return mergeMeta(matches, [{ title: errorTitle(describeError(error).status, brand) }]);
}

/** Meta tags of a not-found page. */
export function notFoundMeta({ matches }: { matches: Matches }): MetaDescriptor[] {
  return mergeMeta(matches, [{ title: errorTitle(404, productName) }]);
}
