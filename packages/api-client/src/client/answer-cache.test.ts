import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAnswerCache } from "./answer-cache.js";
import { request } from "./request.js";

const answer = z.object({ error: z.literal(0), message: z.string(), price: z.number() });

/** A server that tags its answer and says 304 to a caller naming the tag. */
function taggingServer(body: object, etag: string) {
  const seen: (string | undefined)[] = [];
  const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
    const ifNoneMatch = (init?.headers as Record<string, string>)["If-None-Match"];
    seen.push(ifNoneMatch);
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
    return new Response(JSON.stringify(body), { status: 200, headers: { ETag: etag } });
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

describe("conditional requests with an answer cache", () => {
  const call = { method: "GET", path: "webapp/v5/menu/1", answer } as const;

  it("asks again with If-None-Match and reuses the checked answer on 304", async () => {
    const server = taggingServer({ error: 0, message: "", price: 1250 }, 'W/"menu-1-r3"');
    const options = {
      baseUrl: "http://api.test/",
      locale: "en",
      fetch: server.fetch,
      answerCache: createAnswerCache(),
    };
    const first = await request(options, call);
    const second = await request(options, call);
    expect(server.seen).toEqual([undefined, 'W/"menu-1-r3"']);
    expect(second).toBe(first);
    expect(second.price).toBe(1250);
  });

  it("keeps answers apart by language", async () => {
    const server = taggingServer({ error: 0, message: "", price: 1 }, '"t"');
    const answerCache = createAnswerCache();
    const base = { baseUrl: "http://api.test/", fetch: server.fetch, answerCache };
    await request({ ...base, locale: "en" }, call);
    await request({ ...base, locale: "ar" }, call);
    expect(server.seen).toEqual([undefined, undefined]);
  });

  it("never keeps a signed-in customer's answers", async () => {
    const server = taggingServer({ error: 0, message: "", price: 1 }, '"t"');
    const options = {
      baseUrl: "http://api.test/",
      locale: "en",
      token: "secret",
      fetch: server.fetch,
      answerCache: createAnswerCache(),
    };
    await request(options, call);
    await request(options, call);
    expect(server.seen).toEqual([undefined, undefined]);
  });

  it("forgets the least recently used answer when full", () => {
    const cache = createAnswerCache(1);
    cache.set("a", { etag: "1", answer: 1 });
    cache.set("b", { etag: "2", answer: 2 });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.answer).toBe(2);
  });
});
