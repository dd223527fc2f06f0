import { requestStorage } from "../http/one-per-process.server";
import { apiFor } from "./api-client.server";
import { pageSharingOfRequest } from "../http/page-sharing.server";
import { revisionWatch } from "./revision-watch";

/** The catalogue's revision as of a moment no earlier than the call (ADR 053), one watch per process. */
export const currentCatalogueRevision = revisionWatch(() =>
  apiFor("en")
    .getCatalogueRevision()
    .then(({ revision }) => revision),
);

const revisionOfRequest = requestStorage<{ check?: Promise<number> }>("catalogueRevision");

/** Serves a request with one revision check of its own, made when a loader first needs it. */
export function withRequestRevision(serve: () => void): void {
  revisionOfRequest.run({}, serve);
}

/**
 * The catalogue's revision for the request being served: the one the page cache looked up for it
 * when it did (read after the request arrived), else one check for the whole request, so a page
 * shows one revision however many answers it keeps.
 */
export function requestCatalogueRevision(): Promise<number> {
  const known = pageSharingOfRequest()?.revision;
  if (known !== undefined && known !== null) return Promise.resolve(known);
  const request = revisionOfRequest.getStore();
  if (!request) return currentCatalogueRevision();
  request.check ??= currentCatalogueRevision();
  return request.check;
}
