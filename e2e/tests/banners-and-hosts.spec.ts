import { apiUrl, storefrontUrl } from "./addresses";
import { expect, test, type Page } from "@playwright/test";
import { launchOptions } from "../chromium";
import { axeViolations } from "./customer-journey";

// ADR 024: the business's banners on its home and menu, the reach and visits they report, and a
// business on a host name of its own. The demo restaurant runs two banners at every branch today
// (a dish, with its picture, and the breakfast category) and owns bait-al-kuwait.localhost.

const port = new URL(storefrontUrl).port;
const ownHost = "bait-al-kuwait.localhost";
const ownSite = `http://${ownHost}:${port}`;

// The business's own host reaches this storefront (Chromium resolves names by these rules); the
// config's own arguments are kept.
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...launchOptions.args,
      `--host-resolver-rules=MAP ${ownHost} 127.0.0.1, MAP www.${ownHost} 127.0.0.1`,
    ],
  },
});

async function inLanguage(page: Page, language: "en" | "ar", url = storefrontUrl) {
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url }]);
}

test.describe("banners", () => {
  test("the home shows the day's banners, and a dish's banner opens the dish", async ({ page }) => {
    await inLanguage(page, "en");
    await page.goto("/demo");
    const strip = page.getByRole("region", { name: "Offers" });
    await expect(strip.getByRole("listitem")).toHaveCount(2);
    const dish = strip.getByRole("link", { name: /Chicken machboos, Kuwait's own dish/ });
    // The dish's picture illustrates the card the title names.
    await expect(dish.locator("img")).toHaveAttribute("alt", "");
    await expect(dish.locator("img")).toHaveAttribute(
      "src",
      /\/media\/demo\/items\/machboos-dajaj/,
    );
    await dish.click();
    await expect(page).toHaveURL(/\/demo\/[a-z_]+\/\d+\/\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Chicken Machboos" })).toBeVisible();
  });

  test("the menu shows them too; a category's banner opens the category while it is served", async ({
    page,
    request,
  }) => {
    await inLanguage(page, "en");
    await page.goto("/demo/delivery");
    const strip = page.getByRole("region", { name: "Offers" });
    const breakfast = strip
      .getByRole("listitem")
      .filter({ hasText: "Kuwaiti breakfast until 11:30" });
    await expect(breakfast).toHaveCount(1);
    // Breakfast is served in the morning only; outside it the banner stays, as news, without a link.
    const served =
      (await page.locator(".menu-section__title", { hasText: /breakfast/i }).count()) > 0;
    if (served) {
      await breakfast.getByRole("link").click();
      await expect(page).toHaveURL(/\/demo\/delivery\/\d+$/);
      await expect(page.locator("main").getByRole("heading", { level: 2 }).first()).toContainText(
        /breakfast/i,
      );
    } else {
      await expect(breakfast.getByRole("link")).toHaveCount(0);
    }
    // Every banner link opens a page.
    for (const href of await strip
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test("scroll sideways, right to left in Arabic, and work without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await inLanguage(page, "ar");
    await page.goto(`${storefrontUrl}/demo`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const list = page.locator(".banners__list");
    await expect(list).toHaveCSS("scroll-snap-type", "inline mandatory");
    await expect(list).toHaveCSS("overflow-x", "auto");
    const [first, second] = await list.getByRole("listitem").all();
    const firstBox = await first?.boundingBox();
    const secondBox = await second?.boundingBox();
    // In Arabic the first banner is on the right.
    expect(firstBox && secondBox && firstBox.x > secondBox.x).toBe(true);
    await expect(page.getByRole("region", { name: "العروض" })).toContainText("مجبوس الدجاج");
    await context.close();
  });

  test("a business without banners draws no strip", async ({ page }) => {
    await page.goto("/demo-zurich");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".banners")).toHaveCount(0);
  });

  test("a banner seen for a second is reported once, and the API counts it", async ({ page }) => {
    await inLanguage(page, "en");
    const reported = page.waitForRequest(
      (request) => request.url().endsWith("/resources/banner-reach") && request.method() === "POST",
    );
    await page.goto("/demo/delivery");
    const strip = page.locator(".banners__list");
    await strip.scrollIntoViewIfNeeded();
    const request = await reported;
    const shown = await strip
      .locator("[data-banner-id]")
      .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.bannerId)));
    const { banners } = request.postDataJSON() as { banners: number[] };
    expect(banners.length).toBeGreaterThan(0);
    expect(shown).toEqual(expect.arrayContaining(banners));
    // 204: the API answered that it counted them (the storefront passes its refusal on).
    expect((await request.response())?.status()).toBe(204);
  });

  test("the reach a crawler reports is not counted, and nothing else is taken", async ({
    request,
  }) => {
    const { restaurant } = (await (
      await request.get(`${apiUrl}/webapp/v5/restaurant/demo`)
    ).json()) as { restaurant: { branch_id: number } };
    const day = new Date().toLocaleDateString("en-GB", { timeZone: "Asia/Kuwait" });
    const banners = (
      await (
        await request.get(
          `${apiUrl}/webapp/banners/${restaurant.branch_id}?date=${day.replaceAll("/", "-")}`,
        )
      ).json()
    ).banners as { id: number }[];
    expect(banners.length).toBeGreaterThan(0);
    const ids = banners.map((banner) => banner.id);
    const post = (data: unknown, userAgent: string) =>
      request.post(`${storefrontUrl}/resources/banner-reach`, {
        data,
        headers: { "User-Agent": userAgent, Origin: storefrontUrl },
      });
    const person = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
    expect(
      (await post({ banners: ids }, "Googlebot/2.1 (+http://www.google.com/bot.html)")).status(),
    ).toBe(202);
    expect((await post({ banners: ids }, person)).status()).toBe(204);
    expect((await post({ banners: [2_000_000_000] }, person)).status()).toBe(404);
    expect((await post({ banners: [] }, person)).status()).toBe(400);
    expect((await post({ banners: ids, total: 1 }, person)).status()).toBe(400);
    const elsewhere = await request.post(`${storefrontUrl}/resources/banner-reach`, {
      data: { banners: ids },
      headers: { "User-Agent": person, Origin: "https://evil.example" },
    });
    expect(elsewhere.status()).toBe(403);
  });

  test("have no accessibility violations on the home and menu, in English and Arabic", async ({
    page,
  }) => {
    // Four pages, each checked by axe in full.
    test.slow();
    for (const language of ["en", "ar"] as const) {
      await inLanguage(page, language);
      for (const path of ["/demo", "/demo/delivery"]) {
        await page.goto(path);
        await expect(page.locator(".banner").first()).toBeVisible();
        expect(await axeViolations(page), `${path} in ${language}`).toEqual([]);
      }
    }
  });
});

test.describe("visits", () => {
  test("a person's visit is counted once a day: the first page reports it, later ones do not", async ({
    page,
  }) => {
    const visits: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/resources/visit")) visits.push(response.status());
    });
    const first = page.waitForResponse((response) => response.url().endsWith("/resources/visit"));
    await page.goto("/demo");
    expect((await first).status()).toBe(204);
    const cookies = await page.context().cookies(storefrontUrl);
    expect(cookies.find((cookie) => cookie.name === "visited_demo")).toMatchObject({
      httpOnly: true,
    });
    await page.goto("/demo/delivery");
    await page.locator("main").getByRole("heading", { level: 2 }).first().waitFor();
    // A new tab of the same browser reports again, and the storefront does not count it again.
    const again = await page.context().newPage();
    const second = again.waitForResponse((response) => response.url().endsWith("/resources/visit"));
    await again.goto(`${storefrontUrl}/demo`);
    expect((await second).status()).toBe(202);
    expect(visits).toEqual([204]);
  });
});

test.describe("a business on its own host name", () => {
  test("`/` on its host is its home, with its banners, and its pages work there", async ({
    page,
  }) => {
    await inLanguage(page, "en", ownSite);
    const response = await page.goto(`${ownSite}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bait Al Kuwait Kitchen");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ownSite}/`);
    await expect(page.getByRole("region", { name: "Offers" }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("region", { name: "Offers" }).getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`^${ownSite}/demo/[a-z_]+/\\d+/\\d+$`));
    await expect(page.getByRole("heading", { level: 2, name: "Chicken Machboos" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("its other host sends visitors to its own site, keeping the path", async ({ request }) => {
    const response = await request.get(`${storefrontUrl}/demo/delivery`, {
      headers: { Host: `www.${ownHost}:${port}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${ownSite}/demo/delivery`);
  });

  test("another business's pages are not found on its host, nor is any page of an unknown host", async ({
    request,
  }) => {
    const on = (host: string, path: string) =>
      request.get(`${storefrontUrl}${path}`, { headers: { Host: `${host}:${port}` } });
    expect((await on(ownHost, "/demo-shop")).status()).toBe(404);
    expect((await on("nobody.localhost", "/")).status()).toBe(404);
    expect((await on("nobody.localhost", "/demo")).status()).toBe(404);
    // The storefront's own hosts never ask: `/` stays its general page.
    expect((await request.get(`${storefrontUrl}/`)).status()).toBe(404);
    expect((await request.get(`${storefrontUrl}/demo`)).status()).toBe(200);
  });
});
