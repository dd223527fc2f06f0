import { apiFor } from "./api-client.server";
import { oncePerRequest } from "./request-revision.server";
import { revisionWatch } from "./revision-watch";

/**
 * The catalogue's revision as of a moment no earlier than the request (ADR 053): read once per
 * request, by the page cache or by the first answer its loaders keep, from one watch per bundle.
 */
export const currentCatalogueRevision = oncePerRequest(
  revisionWatch(() =>
    apiFor("en")
      .getCatalogueRevision()
      .then(({ revision }) => revision),
  ),
);
