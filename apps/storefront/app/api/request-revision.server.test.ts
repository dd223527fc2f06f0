import { describe, expect, it } from "vitest";
import { oncePerRequest, withRequestRevision } from "./request-revision.server";

/** Runs `work` as the server runs a request: inside `withRequestRevision`. */
function inRequest<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    withRequestRevision({} as never, {} as never, () => {
      work().then(resolve, reject);
    });
  });
}

/** A revision source that counts its reads and answers each with the count. */
function countingSource() {
  let reads = 0;
  return {
    read: () => Promise.resolve(++reads),
    get reads() {
      return reads;
    },
  };
}

describe("oncePerRequest", () => {
  it("reads once for every caller of one request, even after an await", async () => {
    const source = countingSource();
    const current = oncePerRequest(source.read);
    const seen = await inRequest(async () => {
      const first = await current();
      await new Promise((resolve) => setTimeout(resolve, 1));
      const [second, third] = await Promise.all([current(), current()]);
      return [first, second, third];
    });
    expect(seen).toEqual([1, 1, 1]);
    expect(source.reads).toBe(1);
  });

  it("reads again for the next request, so a later write is seen", async () => {
    const source = countingSource();
    const current = oncePerRequest(source.read);
    const [first, second] = await Promise.all([inRequest(current), inRequest(current)]);
    expect(first).not.toBe(second);
    expect(await inRequest(current)).toBe(3);
  });

  it("reads on every call made outside a request", async () => {
    const source = countingSource();
    const current = oncePerRequest(source.read);
    expect([await current(), await current()]).toEqual([1, 2]);
  });

  it("shares one request's revision among watches of both bundles", async () => {
    const server = countingSource();
    const remix = countingSource();
    const [pageCache, loader] = [oncePerRequest(server.read), oncePerRequest(remix.read)];
    await inRequest(async () => {
      await pageCache();
      await loader();
    });
    expect(remix.reads).toBe(0);
  });
});
