import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load } from "./load.mjs";

// A page of Arabic text: the kind of body the load must count without decoding.
const page = Buffer.from(`<p>${"قائمة الطعام ".repeat(2000)}</p>`);
let server;
let base;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/broken") {
      response.writeHead(500).end("broken");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("load", () => {
  it("answers every request it sends and counts each answer's bytes, headers included", async () => {
    const result = await load({ url: `${base}/menu`, connections: 3, seconds: 0.3 });
    expect(result.answered).toBeGreaterThan(0);
    expect(result.answered).toBe(result.sent);
    expect(result.failures).toBe(0);
    expect(result.bytesPerAnswer).toBeGreaterThan(page.length);
    expect(result.bytesPerAnswer).toBeLessThan(page.length + 400);
  });

  it("counts answers that are not 2xx as failures", async () => {
    const result = await load({ url: `${base}/broken`, connections: 2, seconds: 0.2 });
    expect(result.failures).toBe(result.answered);
  });

  it("sends no more than the rate allows over the run, spread over the connections", async () => {
    const result = await load({ url: `${base}/menu`, connections: 4, seconds: 0.5, rate: 20 });
    // 20 a second for half a second: 10 slots, the first at the start.
    expect(result.sent).toBeLessThanOrEqual(10);
    expect(result.sent).toBeGreaterThan(0);
  });
});
