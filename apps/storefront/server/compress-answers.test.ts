import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { describe, expect, it } from "vitest";
import { compressAnswers } from "./compress-answers";

/** A page as Remix streams it: many small chunks of menu cards. */
function streamedPage(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let card = 0;
  return new ReadableStream({
    pull(controller) {
      if (card === 400) return controller.close();
      controller.enqueue(
        encoder.encode(`<li class="card"><a href="/demo/delivery/1/${card}">Dish ${card}</a></li>`),
      );
      card += 1;
    },
  });
}

/**
 * The bytes a browser receives for the page through `middleware`, asking for gzip, and the page a
 * client asking for no encoding reads.
 */
async function gzipBytes(
  middleware: RequestHandler,
): Promise<{ bytes: number; text: string; plain: string }> {
  const app = express();
  app.use(middleware);
  app.get("/", (_request, response) => {
    response.type("html");
    void writeReadableStreamToWritable(streamedPage(), response);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<Buffer>((resolve, reject) =>
      get(`http://127.0.0.1:${port}/`, { headers: { "Accept-Encoding": "gzip" } }, (answer) => {
        expect(answer.headers["content-encoding"]).toBe("gzip");
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject),
    );
    const bytes = body.length;
    const text = gunzipSync(body).toString("utf8");
    const plain = await new Promise<string>((resolve, reject) =>
      get(`http://127.0.0.1:${port}/`, (answer) => {
        expect(answer.headers["content-encoding"]).toBeUndefined();
        let received = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (received += chunk));
        answer.on("end", () => resolve(received));
      }).on("error", reject),
    );
    return { bytes, text, plain };
  } finally {
    server.close();
  }
}

describe("compressAnswers", () => {
  it("sends a streamed page whole, in any encoding, and at less than half the size of one flushed per chunk", async () => {
    const flushed = await gzipBytes(compression());
    const whole = await gzipBytes(compressAnswers());
    expect(whole.text).toBe(flushed.text);
    expect(whole.plain).toBe(whole.text);
    expect(whole.text.match(/<li class="card">/g)).toHaveLength(400);
    expect(whole.bytes * 2).toBeLessThan(flushed.bytes);
  });
});
