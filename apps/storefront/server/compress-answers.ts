import compression from "compression";
import type { RequestHandler } from "express";

/**
 * Compresses every answer as one stream. `compression()` gives the response a `flush()`, and Remix
 * calls it after every chunk it streams, which closes a deflate block per chunk: a menu page's gzip
 * came out twice the size it compresses to, at twice the CPU. No page streams deferred data, so
 * nothing is lost by compressing an answer whole; its end still flushes everything.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression();
  return (request, response, next) =>
    compress(request, response, (error?: unknown) => {
      if (error) return next(error);
      delete (response as { flush?: unknown }).flush;
      next();
    });
}
