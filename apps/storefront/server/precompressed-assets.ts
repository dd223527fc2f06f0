import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { chooseEncoding } from "./choose-encoding";

const suffixes = { br: ".br", gzip: ".gz" } as const;

/**
 * Serves the fingerprinted assets in `directory`, cached for good, each as the build compressed
 * it (scripts/precompress-assets.mjs) in the encoding the browser takes, or as it is. The files are
 * listed once: the build never changes under a running server.
 */
export function servePrecompressedAssets(directory: string): RequestHandler {
  const present = new Set(readdirSync(directory));
  const files = express.static(directory, {
    immutable: true,
    maxAge: "1y",
    index: false,
    setHeaders(response, file) {
      response.setHeader("Vary", "Accept-Encoding");
      for (const [encoding, suffix] of Object.entries(suffixes)) {
        if (!file.endsWith(suffix)) continue;
        response.setHeader("Content-Encoding", encoding);
        response.type(path.extname(file.slice(0, -suffix.length)));
      }
    },
  });
  return (request, response, next) => {
    const encoding = chooseEncoding(request);
    const name = request.path.slice(1);
    if (encoding === "identity" || !present.has(name + suffixes[encoding])) {
      return files(request, response, next);
    }
    const asked = request.url;
    request.url = request.path + suffixes[encoding];
    files(request, response, (error?: unknown) => {
      request.url = asked;
      next(error);
    });
  };
}
