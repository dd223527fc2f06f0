import { apiFor } from "./api-client.server";
import { revisionWatch } from "./revision-watch";

/**
 * The catalogue's revision as of a moment no earlier than the call (ADR 053), one watch per
 * bundle. Each kept answer reads it when it is asked for, so what a page shows is never older
 * than the revision its key was read at (ADR 053 tells why loaders are not handed that one).
 */
export const currentCatalogueRevision = revisionWatch(() =>
  apiFor("en")
    .getCatalogueRevision()
    .then(({ revision }) => revision),
);
