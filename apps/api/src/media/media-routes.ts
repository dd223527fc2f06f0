import { createReadStream } from "node:fs";
import { endpoints, mediaWidths } from "@storefront/api-client";
import { serve } from "../endpoints/serve.js";
import type { FastifyPluginAsync } from "fastify";
import { sendFailure } from "../failures/send-failure.js";
import { variantFile, type MediaLibrary } from "./media-library.js";
import { parseMediaRequest } from "./parse-media-request.js";

/** A year, and never revalidated: the URL carries the picture's version (docs/decisions/022-images.md). */
const versionedCache = "public, max-age=31536000, immutable";
/** A stale or missing version still loads, but is checked again soon. */
const unversionedCache = "public, max-age=300";

/**
 * An image of the media library in the width asked
 * for (the smallest it has at least that wide, else its widest), as webp. Names are lowercase
 * words and dashes in at most four folders; anything else, `..` and encoded characters included,
 * is 404, and a width the route does not know is 400, both in the v5 failure envelope.
 */
export const mediaRoutes: FastifyPluginAsync<{ library: MediaLibrary }> = async (
  app,
  { library },
) => {
  serve(app, endpoints.media, async ({ request, reply }) => {
    const asked = parseMediaRequest(request.raw.url ?? "", mediaWidths);
    if (!asked.ok) {
      return asked.code === "BAD_REQUEST"
        ? sendFailure(
            reply,
            400,
            "BAD_REQUEST",
            `The width must be one of ${mediaWidths.join(", ")}.`,
          )
        : sendFailure(reply, 404, "NOT_FOUND", "No such image.");
    }
    const entry = library.entries.get(asked.name);
    if (!entry) return sendFailure(reply, 404, "NOT_FOUND", "No such image.");

    const widest = Math.max(...entry.widths);
    const width =
      asked.width === null ? widest : (entry.widths.find((w) => w >= asked.width!) ?? widest);
    const etag = `"${entry.version}-${width}"`;
    reply
      .header("Cache-Control", asked.version === entry.version ? versionedCache : unversionedCache)
      .header("ETag", etag)
      .header("Vary", "Accept-Encoding")
      .header("X-Content-Type-Options", "nosniff")
      // Storefronts on other origins show these images.
      .header("Cross-Origin-Resource-Policy", "cross-origin");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("image/webp").send(createReadStream(variantFile(library, asked.name, width)));
  });
};
