import { apiFor } from "./api-client.server";
import { pageSharingOfRequest } from "../http/page-sharing.server";
import { revisionWatch } from "./revision-watch";

/** The catalogue's revision as of a moment no earlier than the call (ADR 053), one watch per process. */
export const currentCatalogueRevision = revisionWatch(() =>
  apiFor("en")
    .getCatalogueRevision()
    .then(({ revision }) => revision),
);

/**
 * The catalogue's revision for the request being served: the one the page cache looked up for it
 * when it did (read after the request arrived), else a check of its own.
 */
export function requestCatalogueRevision(): Promise<number> {
  const known = pageSharingOfRequest()?.revision;
  return known === undefined || known === null
    ? currentCatalogueRevision()
    : Promise.resolve(known);
}
