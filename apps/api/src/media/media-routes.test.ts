import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { failureSchema, getMenuAnswerSchema } from "@storefront/api-client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../test/test-api.js";
import { buildApp } from "../app.js";
import { branches } from "../db/schema/index.js";
import { manifestName, openMediaLibrary } from "./media-library.js";
import { renderVariants } from "./render-variants.js";

const database = testDatabase();
let app: FastifyInstance;
let directory: string;

const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10" fill="#8a1c2b"/></svg>`;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "media-"));
  await renderVariants(square, 10, [96, 160], path.join(directory, "demo", "logo"), {
    quality: 70,
  });
  await renderVariants(square, 10, [160, 320], path.join(directory, "demo", "items", "hummus"), {
    quality: 70,
  });
  await writeFile(
    path.join(directory, manifestName),
    JSON.stringify({
      "demo/logo": { version: "abc123", widths: [96, 160] },
      "demo/items/hummus": { version: "def456", widths: [160, 320] },
    }),
  );
  app = buildApp({
    db: database.db,
    logger: false,
    media: { publicUrl: "http://127.0.0.1:4100/", library: openMediaLibrary(directory) },
  });
});

afterAll(async () => {
  await app?.close();
  await rm(directory, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

async function widthOf(body: Buffer): Promise<number> {
  const { default: sharp } = await import("sharp");
  return (await sharp(body).metadata()).width ?? 0;
}

describe("GET /media/{name}.webp", () => {
  it("answers webp in the width asked for, cached for good when the version matches", async () => {
    const response = await get("/media/demo/logo.webp?w=160&v=abc123");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(await widthOf(response.rawPayload)).toBe(160);
  });

  it("answers the smallest width at least as wide as asked, else the widest, and the widest without w", async () => {
    expect(await widthOf((await get("/media/demo/items/hummus.webp?w=96")).rawPayload)).toBe(160);
    expect(await widthOf((await get("/media/demo/items/hummus.webp?w=1024")).rawPayload)).toBe(320);
    expect(await widthOf((await get("/media/demo/items/hummus.webp")).rawPayload)).toBe(320);
  });

  it("caches a missing or stale version briefly, and answers 304 to its ETag", async () => {
    const first = await get("/media/demo/logo.webp?w=96&v=0ld");
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    const again = await get("/media/demo/logo.webp?w=96", {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    "/media/demo/missing.webp",
    "/media/demo/logo.png",
    "/media/../../apps/api/package.json",
    "/media/demo/%2e%2e/%2e%2e/package.json",
    "/media/demo/.%2e/logo.webp",
    "/media/demo%2Flogo.webp",
    "/media/demo%5clogo.webp",
    "/media/..%2F..%2Fpackage.json",
    "/media/Demo/logo.webp",
    "/media/manifest.json",
  ])("answers %s 404 in the v5 envelope", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(failureSchema.parse(response.json())).toMatchObject({ error: 1, code: "NOT_FOUND" });
  });

  it.each(["w=100", "w=abc", "w=-160", "w=160.5", "w=0"])(
    "answers a width it does not know (%s) 400",
    async (query) => {
      const response = await get(`/media/demo/logo.webp?${query}`);
      expect(response.statusCode).toBe(400);
      expect(failureSchema.parse(response.json())).toMatchObject({ error: 1, code: "BAD_REQUEST" });
    },
  );
});

describe("images in the answers", () => {
  it("answers the demo menu's dish pictures on the API's public URL with their version", async () => {
    const [branch] = await database.db.select({ id: branches.id }).from(branches).limit(1);
    const answer = getMenuAnswerSchema.parse((await get(`/webapp/v5/menu/${branch!.id}`)).json());
    const hummus = answer.menu.items.find((item) => item.name.en === "Hummus");
    expect(hummus?.image).toBe("http://127.0.0.1:4100/media/demo/items/hummus.webp?v=def456");
    // Every dish of the demo restaurant has a picture.
    expect(answer.menu.items.filter((item) => !item.image)).toEqual([]);
  });
});
