import { mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressAnswers } from "./compress-answers";
import { servePrecompressedAssets } from "./precompressed-assets";

const script = Buffer.from(`export const menu = ${JSON.stringify("قائمة ".repeat(500))};\n`);
let server: ReturnType<express.Express["listen"]>;
let base = "";

beforeAll(async () => {
  const directory = mkdtempSync(path.join(tmpdir(), "assets-"));
  writeFileSync(path.join(directory, "menu-abc123.js"), script);
  writeFileSync(path.join(directory, "menu-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(directory, "menu-abc123.js.gz"), gzipSync(script));
  writeFileSync(path.join(directory, "font-abc123.woff2"), Buffer.from("wOF2"));
  const app = express();
  // As the server runs: the answers' compression comes first, and must leave these alone.
  app.use(compressAnswers());
  app.use("/assets", servePrecompressedAssets(directory));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
});

afterAll(() => {
  server.close();
});

/** The answer's headers and its raw bytes, asked for with exactly `acceptEncoding`. */
function asset(file: string, acceptEncoding: string | null) {
  // undici's fetch would decode the body itself, and always sends an Accept-Encoding.
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(
        `${base}/${file}`,
        { headers: acceptEncoding === null ? {} : { "Accept-Encoding": acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
        .on("error", reject)
        .end();
    },
  );
}

describe("servePrecompressedAssets", () => {
  it("sends the build's brotli file to a browser that takes brotli, as the script it is", async () => {
    const answer = await asset("menu-abc123.js", "gzip, deflate, br");
    const plain = await asset("menu-abc123.js", null);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    // A charset's name is case-insensitive.
    expect(String(answer.headers["content-type"]).toLowerCase()).toBe(
      String(plain.headers["content-type"]).toLowerCase(),
    );
    expect(answer.headers["vary"]).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(answer.body).equals(script)).toBe(true);
  });

  it("sends the gzip file to a browser that takes only gzip", async () => {
    const answer = await asset("menu-abc123.js", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).equals(script)).toBe(true);
  });

  it("sends the file as it is to a client that asks for no encoding", async () => {
    for (const acceptEncoding of [null, "identity"]) {
      const answer = await asset("menu-abc123.js", acceptEncoding);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers["vary"]).toBe("Accept-Encoding");
      expect(answer.body.equals(script)).toBe(true);
    }
  });

  it("sends a file the build did not compress as it is, and nothing for a missing one", async () => {
    const font = await asset("font-abc123.woff2", "br");
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.body.toString()).toBe("wOF2");
    expect((await asset("nothing-here.js", "br")).status).toBe(404);
  });
});
