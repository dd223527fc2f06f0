import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A rendered page made fit to be sent to other visitors: no nonce, its scripts named by hash. */
export interface SharedPage {
  /** The `script-src` sources that allow exactly the page's inline scripts. */
  scriptHashes: string;
  /** Headers of the answer that belong to the page (its type, a language cookie it sets). */
  headers: readonly (readonly [string, string])[];
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  bytes: number;
}

// An inline script: no src attribute. JSON-LD is data, not run, so CSP does not govern it.
const inlineScript = /<script((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/g;

/**
 * The page without the nonce it was rendered with, and the hashes of its inline scripts: the
 * same bytes can then go to anyone, with a Content-Security-Policy that allows these scripts and
 * no others (ADR 053). Compressed once here, never per request, and at once: the next request
 * with the key finds it (a few milliseconds, once per key and minute).
 */
export function sharePage(
  html: string,
  nonce: string,
  headers: readonly (readonly [string, string])[],
): SharedPage {
  const page = html.split(` nonce="${nonce}"`).join("");
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of page.matchAll(inlineScript)) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  const identity = Buffer.from(page);
  const gzipBody = gzipSync(identity);
  const brBody = brotliCompressSync(identity, {
    params: {
      // Quality 5 compresses a menu page about as well as 11 at a fraction of the time.
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  return {
    scriptHashes: [...hashes].join(" "),
    headers,
    bodies: { identity, gzip: gzipBody, br: brBody },
    bytes: identity.length + gzipBody.length + brBody.length,
  };
}
