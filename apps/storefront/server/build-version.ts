import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";

/**
 * GET /build-version.json, the latest-build manifest the spec's pages poll hourly: the version of
 * the build this server runs, which is Remix's manifest version, the same one every page knows as
 * `window.__remixManifest.version`. Never cached, so a deploy shows at once.
 * The answer reads `{ "version": "4f1c9a2b" }`.
 */
export function serveBuildVersion(
  build: ServerBuild | (() => Promise<ServerBuild>),
): RequestHandler {
  return (_request, response, next) => {
    Promise.resolve(typeof build === "function" ? build() : build)
      .then(({ assets }) => {
        response.set("Cache-Control", "no-store");
        response.json({ version: assets.version });
      })
      .catch(next);
  };
}
