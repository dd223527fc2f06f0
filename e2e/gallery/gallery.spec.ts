import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { businessUrl, storefrontUrl } from "../tests/addresses";
import { demoStaff, signInStaff } from "../tests/business-staff";
import { signInWithCode } from "../tests/customer-journey";

// Every page of both apps at a phone's and a desktop's width, left to right (English) and right to
// left (Arabic), light and dark, written to e2e/gallery/out/ with an index.html that shows them
// side by side, so a person can review the whole product at a glance.

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "out");
const widths = [
  { name: "phone", viewport: { width: 412, height: 915 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;
const languages = ["en", "ar"] as const;
const schemes = ["light", "dark"] as const;

interface Shot {
  readonly app: string;
  readonly page: string;
  readonly file: string;
  readonly variant: string;
}
const shots: Shot[] = [];

/** Photographs one page in every variant; `language` sets the app's own language cookie. */
async function photograph(
  page: Page,
  app: "storefront" | "business",
  name: string,
  url: string,
): Promise<void> {
  const cookie = app === "storefront" ? "i18n_redirected" : "business_language";
  const origin = app === "storefront" ? storefrontUrl : businessUrl;
  for (const language of languages) {
    await page.context().addCookies([{ name: cookie, value: language, url: origin }]);
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const { name: width, viewport } of widths) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => document.fonts.ready);
        const variant = `${width} · ${language} · ${scheme}`;
        const file = `${app}-${name}-${width}-${language}-${scheme}.png`;
        await page.screenshot({ path: path.join(out, file), fullPage: true });
        shots.push({ app, page: name, file, variant });
      }
    }
  }
}

/** The path of the first dish the demo's delivery menu links to. */
async function firstDishPath(page: Page): Promise<string> {
  await page.goto(`${storefrontUrl}/demo/delivery`);
  const href = await page.locator('a[href^="/demo/delivery/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  return href ?? "";
}

test.beforeAll(async () => {
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
});

test("the storefront, page by page", async ({ page }) => {
  const site = (route: string) => `${storefrontUrl}${route}`;
  const dish = await firstDishPath(page);
  const guestPages: [string, string][] = [
    ["businesses", "/"],
    ["home", "/demo"],
    ["menu", "/demo/delivery"],
    ["dish", dish],
    ["search", "/demo/delivery/search?q=soup"],
    ["cart", "/demo/delivery/cart"],
    ["branches", "/demo/Branches"],
    ["policies", "/demo/Policies"],
    ["login", "/demo/login"],
    ["shop-menu", "/demo-shop/delivery"],
    ["cafe-menu", "/demo-zurich/delivery"],
    ["salon-home", "/demo-salon"],
    ["cakes-menu", "/demo-cakes/car_pickup"],
    ["not-found", "/no-such-business"],
  ];
  for (const [name, route] of guestPages) await photograph(page, "storefront", name, site(route));

  await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
  await page.goto(site("/demo/login"));
  await signInWithCode(page, "50000001", "en");
  const customerPages: [string, string][] = [
    ["checkout", "/demo/delivery/checkout"],
    ["profile", "/demo/profile"],
    ["settings", "/demo/settings"],
    ["locations", "/demo/locations"],
    ["orders", "/demo/orders/history"],
    ["reservations", "/demo/reservation/history"],
    ["reserve-table", "/demo/reservation/1"],
    ["wallet", "/demo/wallet/home"],
    ["wallet-history", "/demo/wallet/history"],
    ["wallet-packages", "/demo/wallet/walletPackage"],
    ["feedback", "/demo/Feedback"],
  ];
  for (const [name, route] of customerPages) {
    await photograph(page, "storefront", name, site(route));
  }
});

test("the business app, page by page", async ({ page }) => {
  await photograph(page, "business", "sign-in", `${businessUrl}/sign-in?business=demo`);
  await page.context().addCookies([{ name: "business_language", value: "en", url: businessUrl }]);
  await signInStaff(page, demoStaff.owner);
  const order = await page.locator("[data-order-id]").first().getAttribute("data-order-id");
  const pages: [string, string][] = [
    ["board", "/"],
    ["board-done", "/?view=done"],
    ...(order ? ([["order", `/orders/${order}`]] as [string, string][]) : []),
    ["reservations", "/reservations"],
    ["menu", "/menu"],
    ["pause", "/pause"],
    ["staff", "/staff"],
    ["integrations", "/integrations"],
  ];
  for (const [name, route] of pages)
    await photograph(page, "business", name, `${businessUrl}${route}`);
});

test.afterAll(async () => {
  const byPage = new Map<string, Shot[]>();
  for (const shot of shots) {
    const key = `${shot.app} · ${shot.page}`;
    byPage.set(key, [...(byPage.get(key) ?? []), shot]);
  }
  const sections = [...byPage]
    .map(
      ([title, list]) =>
        `<section><h2 id="${list[0]?.app}-${list[0]?.page}">${title}</h2><div class="row">${list
          .map(
            (shot) =>
              `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${title}, ${shot.variant}"></a><figcaption>${shot.variant}</figcaption></figure>`,
          )
          .join("")}</div></section>`,
    )
    .join("\n");
  const contents = [...byPage.keys()]
    .map((title) => {
      const [app, name] = title.split(" · ");
      return `<li><a href="#${app}-${name}">${title}</a></li>`;
    })
    .join("");
  await writeFile(
    path.join(out, "index.html"),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Gallery: every page</title>
<style>body{font:14px system-ui;margin:1rem}ul{columns:4}.row{display:flex;gap:.75rem;overflow-x:auto;align-items:flex-start}figure{margin:0}img{width:180px;border:1px solid #ccc}figcaption{font-size:12px;color:#555}</style>
<h1>Every page, ${shots.length} pictures, ${new Date().toISOString().slice(0, 16)} UTC</h1><ul>${contents}</ul>
${sections}</html>\n`,
  );
});
