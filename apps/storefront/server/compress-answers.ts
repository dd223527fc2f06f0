import { constants } from "node:zlib";
import compression from "compression";
import type { RequestHandler, Response } from "express";

// What the compressor is handed at a time: React writes a page in many small chunks, and each one
// costs the compressor a call of its own (brotli on a menu page: a third of the storefront's CPU).
const batchBytes = 16 * 1024;

// Brotli at the middleware's quality 4 with a 256 KB window instead of 4 MB: a page is smaller
// than that, so it compresses to the same bytes (17,059 for the menu either way), and each answer's
// encoder sets up a sixteenth of the memory (5.3 ms of CPU for the menu page down to 2.9).
const brotliWindowBits = 18;

/**
 * Compresses every answer as one stream. `compression()` gives the response a `flush()`, and Remix
 * calls it after every chunk it streams, which closes a deflate block per chunk: a menu page's gzip
 * came out twice the size it compresses to, at twice the CPU. No page streams deferred data, so
 * nothing is lost by compressing an answer whole, handed over in batches; its end sends the rest.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({
    brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits } },
  });
  return (request, response, next) =>
    compress(request, response, (error?: unknown) => {
      if (error) return next(error);
      delete (response as { flush?: unknown }).flush;
      writeInBatches(response);
      next();
    });
}

/** Gathers the response's writes into batches of at least `batchBytes`, in order. */
function writeInBatches(response: Response): void {
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  let held: Buffer[] = [];
  let heldBytes = 0;
  const release = () => {
    const batch = Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    return batch;
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    // A write that asks to be told when it is done goes out as it is, after what came before.
    if (rest.some((argument) => typeof argument === "function") || !isBytes(chunk)) {
      if (heldBytes > 0) write(release());
      return write(chunk, ...rest);
    }
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, encodingOf(rest[0])) : chunk;
    held.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    heldBytes += bytes.byteLength;
    if (heldBytes >= batchBytes) write(release());
    return true;
  }) as Response["write"];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (heldBytes === 0) return end(chunk, ...rest);
    if (isBytes(chunk)) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, encodingOf(rest[0])) : chunk;
      held.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      heldBytes += bytes.byteLength;
      return end(release(), ...rest.filter((argument) => typeof argument === "function"));
    }
    return end(release(), ...(typeof chunk === "function" ? [chunk] : []));
  }) as Response["end"];
}

function isBytes(chunk: unknown): chunk is string | Uint8Array {
  return typeof chunk === "string" || chunk instanceof Uint8Array;
}

function encodingOf(argument: unknown): BufferEncoding {
  return typeof argument === "string" ? (argument as BufferEncoding) : "utf8";
}
