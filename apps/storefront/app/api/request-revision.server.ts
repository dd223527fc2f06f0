import type { NextFunction, Request, Response } from "express";
import { requestStorage } from "../http/one-per-process.server";

const revisionOfRequest = requestStorage<{ revision?: Promise<number> }>("catalogueRevision");

/** Serves a request with room for the one catalogue revision it is shown at (ADR 053). */
export function withRequestRevision(_request: Request, _response: Response, next: NextFunction) {
  revisionOfRequest.run({}, next);
}

/**
 * `read`, asked at most once per request: the page cache's key and every answer a request's
 * loaders keep read the same revision. `read` answers with a check that started after it was
 * called, so that revision is never older than a write committed before the request arrived;
 * a request asking three times in turn would wait three round trips for nothing newer it must
 * show. Outside a request, each call reads.
 */
export function oncePerRequest(read: () => Promise<number>): () => Promise<number> {
  return () => {
    const request = revisionOfRequest.getStore();
    if (!request) return read();
    request.revision ??= read();
    return request.revision;
  };
}
