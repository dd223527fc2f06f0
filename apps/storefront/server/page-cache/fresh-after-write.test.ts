import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { fc, test } from "@fast-check/vitest";
import express from "express";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { keptAnswers } from "../../app/api/kept-answers";
import { oncePerRequest, withRequestRevision } from "../../app/api/request-revision.server";
import { revisionWatch } from "../../app/api/revision-watch";
import type { PageSharing } from "../../app/http/page-sharing.server";
import { pageCache } from "./page-cache";
import { createPageStore } from "./page-store";

// ADR 023's rule through every cache a menu page passes (ADR 053): the page cache, the revision
// read once per request, and the answers kept per revision, with a watch per bundle as in production.
// Whatever the interleaving of writes, checks and renders, a page asked for after a write has
// committed shows that write or a later one.

/** The API as the storefront sees it: a catalogue whose revision rises with each write. */
const catalogue = { revision: 1, menuVersion: 1 };
let pause: () => number = () => 0;
const after = () => new Promise((resolve) => setTimeout(resolve, pause()));

/** `GET catalogue-revision`: the value at some moment while the call is on its way. */
async function readRevision(): Promise<number> {
  await after();
  const revision = catalogue.revision;
  await after();
  return revision;
}

/** `GET menu`: the menu as it stood at some moment while the call was on its way. */
async function readMenu(): Promise<number> {
  await after();
  const version = catalogue.menuVersion;
  await after();
  return version;
}

/** A write to the menu, committed at once: the trigger raises the revision in its transaction. */
function write(): void {
  catalogue.revision += 1;
  catalogue.menuVersion += 1;
}

let server: ReturnType<express.Express["listen"]>;
let base = "";

beforeAll(async () => {
  const keptAnswer = keptAnswers({
    currentRevision: oncePerRequest(revisionWatch(readRevision)),
    maximumEntries: 10,
  });
  const app = express();
  app.use(withRequestRevision);
  app.use(
    pageCache({
      store: createPageStore(1024 * 1024),
      currentRevision: oncePerRequest(revisionWatch(readRevision)),
    }),
  );
  app.get("*", async (request, response) => {
    const sharing = response.locals.pageSharing as PageSharing | undefined;
    if (sharing) sharing.allowed = true;
    // A page's loaders keep answers one after the other, as the business comes before its menu.
    await keptAnswer("business", "revision", readMenu);
    const version = await keptAnswer("menu", "revision", readMenu);
    response.type("html").send(`<!DOCTYPE html><p>menu ${version}</p>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

/** The menu version a page shows, asked for with `cookie` (which visitors share a page). */
function menuShown(cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${base}/demo/delivery`, { headers: { Cookie: cookie } }, (response) => {
      let html = "";
      response.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
      response.on("end", () => resolve(Number(/menu (\d+)/.exec(html)?.[1])));
    }).on("error", reject);
  });
}

const step = fc.oneof(
  fc.record({ kind: fc.constant("write" as const), wait: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant("visit" as const),
    wait: fc.integer({ min: 0, max: 2 }),
    visitor: fc.constantFrom("cart_demo=a", "cart_demo=b"),
  }),
);

describe("a page asked for after a write", () => {
  test.prop(
    [
      fc.array(step, { minLength: 4, maxLength: 24 }),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 16 }),
    ],
    { numRuns: 60 },
  )(
    "shows that write, whatever the interleaving of checks, renders and kept answers",
    async (steps, pauses) => {
      // Each call of the fake API takes 0 to 3 ms, in an order the run draws.
      let turn = 0;
      pause = () => pauses[turn++ % pauses.length] ?? 0;
      const visits: Promise<{ committed: number; shown: number }>[] = [];
      for (const next of steps) {
        await new Promise((resolve) => setTimeout(resolve, next.wait));
        if (next.kind === "write") write();
        else {
          const committed = catalogue.menuVersion;
          visits.push(menuShown(next.visitor).then((shown) => ({ committed, shown })));
        }
      }
      for (const { committed, shown } of await Promise.all(visits)) {
        expect(shown).toBeGreaterThanOrEqual(committed);
      }
    },
  );
});
