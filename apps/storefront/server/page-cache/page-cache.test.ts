import { createHash } from "node:crypto";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { noteFailedCall, type PageSharing } from "../../app/http/page-sharing.server";
import { requestLanguage } from "../../app/language/request-language.server";
import { readCookie } from "../../app/cookies/site-cookie";
import { compressAnswers } from "../compress-answers";
import { withSecurityHeaders } from "../security-headers";
import { pageCache } from "./page-cache";
import { createPageStore } from "./page-store";

// The catalogue and the clock the cache sees, moved by the tests.
let revision = 1;
let now = Date.UTC(2026, 10, 27, 9, 0, 10);
let renders = 0;

/**
 * A page as the storefront renders one: what it shows comes from the request's cookies and
 * language and the catalogue's revision (`?failing=yes`: an API call fails); it carries a
 * nonce script and sets the language cookie on a first visit.
 */
async function renderPage(request: express.Request, response: express.Response) {
  renders += 1;
  // A call to the API that failed, some time into the render.
  if (request.query.failing === "yes") await Promise.resolve().then(noteFailedCall);
  const sharing = response.locals.pageSharing as PageSharing | undefined;
  if (sharing && request.query.share !== "no") sharing.allowed = true;
  const cookies = request.get("Cookie");
  const { language, cookieToSet } = requestLanguage({ get: (name) => request.get(name) ?? null });
  if (cookieToSet) response.append("Set-Cookie", cookieToSet);
  if (request.query.cart === "new") response.append("Set-Cookie", "cart_demo=abc; Path=/");
  const nonce = String(response.locals.cspNonce);
  response
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="${language}"><body>` +
        `<p>cart ${readCookie(cookies, "cart_demo") ?? "empty"}</p>` +
        `<p>consent ${readCookie(cookies, "tracking_consent_demo") ?? "none"}</p>` +
        `<p>price at revision ${revision}, render ${renders}</p>` +
        `<script nonce="${nonce}">window.page = 1;</script>` +
        `<script type="application/ld+json" nonce="${nonce}">{"@type":"Menu"}</script>` +
        `<script nonce="${nonce}" type="module" async="">import("/assets/entry.js");</script>` +
        `</body></html>`,
    );
}

let server: ReturnType<express.Express["listen"]>;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(compressAnswers());
  app.use(withSecurityHeaders({ production: false }));
  app.use(
    pageCache({
      store: createPageStore(1024 * 1024),
      currentRevision: async () => revision,
      now: () => now,
    }),
  );
  app.get("*", renderPage);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  revision += 1;
});

interface Answer {
  cache: string | undefined;
  html: string;
  policy: string;
  cookies: string[];
  encoding: string | undefined;
}

/** One request as a browser sends it; the page decoded from whatever encoding came back. */
function load(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { "Accept-Language": "en", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const body =
          encoding === "br"
            ? brotliDecompressSync(raw)
            : encoding === "gzip"
              ? gunzipSync(raw)
              : raw;
        resolve({
          cache: response.headers["x-page-cache"] as string | undefined,
          html: body.toString("utf8"),
          policy: String(response.headers["content-security-policy"]),
          cookies: response.headers["set-cookie"] ?? [],
          encoding,
        });
      });
    }).on("error", reject);
  });
}

describe("the page cache (ADR 053)", () => {
  it("answers the second request with the same key from memory, with the same page", async () => {
    const first = await load("/demo/delivery");
    const second = await load("/demo/delivery");
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.html).toBe(first.html.replaceAll(/ nonce="[^"]+"/g, ""));
  });

  it("never shows one visitor's cart, consent or language to another", async () => {
    const cart = { Cookie: "i18n_redirected=en; cart_demo=3x24" };
    const other = { Cookie: "i18n_redirected=en; cart_demo=1x7" };
    await load("/demo/delivery", cart);
    expect((await load("/demo/delivery", cart)).cache).toBe("hit");
    const otherCart = await load("/demo/delivery", other);
    expect(otherCart.cache).toBe("miss");
    expect(otherCart.html).toContain("cart 1x7");
    const noCart = await load("/demo/delivery", { Cookie: "i18n_redirected=en" });
    expect(noCart.html).toContain("cart empty");

    const consent = await load("/demo/delivery", {
      Cookie: "i18n_redirected=en; tracking_consent_demo=granted",
    });
    expect(consent.cache).toBe("miss");
    expect(consent.html).toContain("consent granted");

    await load("/demo/delivery", { Cookie: "i18n_redirected=ar" });
    const arabic = await load("/demo/delivery", { Cookie: "i18n_redirected=ar" });
    expect(arabic.cache).toBe("hit");
    expect(arabic.html).toContain('lang="ar"');
    const english = await load("/demo/delivery", { "Accept-Language": "en" });
    expect(english.html).toContain('lang="en"');
  });

  it("gives a first visitor the language cookie of the language the page is in", async () => {
    await load("/demo/delivery", { "Accept-Language": "ar" });
    const arabic = await load("/demo/delivery", { "Accept-Language": "ar" });
    expect(arabic.cache).toBe("hit");
    expect(arabic.cookies.some((cookie) => cookie.startsWith("i18n_redirected=ar;"))).toBe(true);
  });

  it("shows a changed catalogue on the next request, and a new minute's page after the minute", async () => {
    await load("/demo/delivery");
    revision += 1;
    const changed = await load("/demo/delivery");
    expect(changed.cache).toBe("miss");
    expect(changed.html).toContain(`price at revision ${revision}`);

    expect((await load("/demo/delivery")).cache).toBe("hit");
    now += 60_000;
    expect((await load("/demo/delivery")).cache).toBe("miss");
  });

  it("never keeps a page its loader did not share, nor a signed-in customer's page", async () => {
    await load("/demo/delivery?share=no");
    expect((await load("/demo/delivery?share=no")).cache).toBe("miss");

    const signedIn = { Cookie: "i18n_redirected=en; session_demo=token" };
    await load("/demo/profile", signedIn);
    expect((await load("/demo/profile", signedIn)).cache).toBeUndefined();
  });

  it("never keeps a page built while a call to the API failed", async () => {
    await load("/demo/delivery?failing=yes");
    expect((await load("/demo/delivery?failing=yes")).cache).toBe("miss");
  });

  it("never keeps a page that sets a cookie of the visitor's own", async () => {
    await load("/demo/delivery?cart=new");
    const again = await load("/demo/delivery?cart=new");
    expect(again.cache).toBe("miss");
  });

  it("allows the shared page's inline scripts by hash, without the nonce of its first request", async () => {
    await load("/demo/delivery");
    const hit = await load("/demo/delivery");
    expect(hit.html).not.toContain("nonce=");
    const hash = (script: string) =>
      `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    const scriptSources = hit.policy.split("; ").find((rule) => rule.startsWith("script-src"));
    expect(scriptSources).toBe(
      `script-src 'self' ${hash("window.page = 1;")} ${hash('import("/assets/entry.js");')}`,
    );
  });

  it("sends the same page in brotli, gzip or as it is, as the browser asks", async () => {
    await load("/demo/delivery");
    const plain = await load("/demo/delivery", { "Accept-Encoding": "" });
    const gzip = await load("/demo/delivery", { "Accept-Encoding": "gzip" });
    const brotli = await load("/demo/delivery", { "Accept-Encoding": "gzip, deflate, br" });
    expect([plain.encoding, gzip.encoding, brotli.encoding]).toEqual([undefined, "gzip", "br"]);
    expect([plain.cache, gzip.cache, brotli.cache]).toEqual(["hit", "hit", "hit"]);
    expect(gzip.html).toBe(plain.html);
    expect(brotli.html).toBe(plain.html);
  });

  it("writes the last visited route for every visitor the shared page is sent to", async () => {
    await load("/demo/delivery");
    const hit = await load("/demo/delivery", { Cookie: "last_route=%2Fdemo" });
    expect(hit.cache).toBe("hit");
    expect(hit.cookies).toContain(
      "last_route=%2Fdemo%2Fdelivery; Max-Age=31536000; Path=/; SameSite=Lax",
    );
  });
});
