import { expect, test, type Page } from "@playwright/test";
import { axeViolations, useLanguage } from "./customer-journey";

// Spec 9's marketing pixels (ADR 019): nothing of a provider loads before the customer accepts,
// or ever after they decline; the answer is kept per business, and can be changed. The machine
// has no outside network: every provider address is answered here, and every request counted.
const providerHosts = [
  "connect.facebook.net",
  "www.googletagmanager.com",
  "sc-static.net",
  "analytics.tiktok.com",
  "www.facebook.com",
];

/**
 * Answers the providers' addresses with a stand-in script that notes whether the page had already
 * hydrated when it ran, and lists every request made to them.
 */
async function interceptProviders(page: Page): Promise<string[]> {
  const requests: string[] = [];
  for (const host of providerHosts) {
    await page.route(`https://${host}/**`, async (route) => {
      requests.push(route.request().url());
      await route.fulfill({
        contentType: "text/javascript",
        body: `(window.__pixelRuns ||= []).push({ src: ${JSON.stringify(route.request().url())}, hydrated: "__remixRouter" in window });`,
      });
    });
  }
  return requests;
}

async function openIn(page: Page, path: string, language: "en" | "ar" = "en") {
  await useLanguage(page, language);
  const response = await page.goto(path);
  await page.waitForFunction(() => "__remixRouter" in window);
  return response;
}

const banner = (page: Page) => page.getByRole("region", { name: "Advertising cookies" });
const consentCookie = async (page: Page, referenceId: string) =>
  (await page.context().cookies()).find(
    (cookie) => cookie.name === `tracking_consent_${referenceId}`,
  )?.value;

test.describe("marketing pixels", () => {
  test("ask first and load nothing before an answer, not even in the CSP", async ({ page }) => {
    const requests = await interceptProviders(page);
    const response = await openIn(page, "/demo");
    await expect(banner(page)).toContainText("Meta Pixel and Google Analytics");
    await expect(banner(page).getByRole("button", { name: "Accept" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Reject" })).toBeVisible();

    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).not.toContain("facebook");
    expect(policy).not.toContain("googletagmanager");
    // Even a script added by hand is refused: this page allows no provider.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.src = "https://connect.facebook.net/en_US/fbevents.js";
      document.head.append(script);
    });
    await page.getByRole("link", { name: "Menu" }).first().click();
    await expect(page.locator("h2.menu__title")).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // The steps of an order keep the customer's attention: no banner there.
    await page.getByRole("link", { name: "Cart" }).first().click();
    await expect(page).toHaveURL(/\/demo\/delivery\/cart$/);
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("load after the customer accepts, once the page has hydrated, and are remembered", async ({
    page,
  }, testInfo) => {
    const requests = await interceptProviders(page);
    await openIn(page, "/demo/delivery");
    await page.screenshot({ path: testInfo.outputPath("consent-banner-en.png") });
    expect(requests).toEqual([]);

    const meta = page.waitForRequest("https://connect.facebook.net/en_US/fbevents.js");
    const google = page.waitForRequest("https://www.googletagmanager.com/gtag/js?id=G-BAK2026DEMO");
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await Promise.all([meta, google]);
    // Back on the page the customer was on, without the banner.
    await expect(page).toHaveURL(/\/demo\/delivery$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(page, "demo")).toBe("granted.1.2");

    // A script is asked for before it runs: both have run once the page has executed them.
    const pixelRuns = () =>
      page.evaluate(() => (window as { __pixelRuns?: { hydrated: boolean }[] }).__pixelRuns ?? []);
    await expect.poll(async () => (await pixelRuns()).length).toBe(2);
    expect((await pixelRuns()).every((run) => run.hydrated)).toBe(true);
    // Loaded by the page, async, never written into the server's HTML.
    const html = await (await page.request.get("/demo/delivery")).text();
    expect(html).not.toContain("fbevents");
    expect(
      await page
        .locator('script[src*="fbevents"]')
        .evaluate((script) => (script as HTMLScriptElement).async),
    ).toBe(true);
    await expect(page.getByText("Advertising cookies are on.")).toBeVisible();

    // Remembered: a new visit loads them without asking.
    const again = await page.context().newPage();
    const againRequests = await interceptProviders(again);
    await openIn(again, "/demo");
    await expect(banner(again)).toHaveCount(0);
    await expect.poll(() => againRequests.length).toBe(2);
  });

  test("never load after the customer rejects them, and the choice can be changed", async ({
    page,
  }) => {
    const requests = await interceptProviders(page);
    await openIn(page, "/demo");
    await banner(page).getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("Advertising cookies are off.")).toBeVisible();
    expect(await consentCookie(page, "demo")).toBe("denied");

    const response = await openIn(page, "/demo/delivery");
    expect(response?.headers()["content-security-policy"]).not.toContain("facebook");
    await page.getByRole("link", { name: "Menu" }).first().click();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);

    // The footer asks again, and accepting then loads them.
    await page.getByRole("button", { name: "Change this choice" }).click();
    await expect(banner(page)).toBeVisible();
    expect(await consentCookie(page, "demo")).toBeUndefined();
    expect(requests).toEqual([]);
    const meta = page.waitForRequest("https://connect.facebook.net/en_US/fbevents.js");
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await meta;
  });

  test("can be turned on and off from the settings page", async ({ page }, testInfo) => {
    const requests = await interceptProviders(page);
    await openIn(page, "/demo/settings");
    const privacy = page.getByRole("region", { name: "Privacy and cookies" });
    await privacy.getByRole("button", { name: "Reject" }).click();
    await expect(page).toHaveURL(/\/demo\/settings#privacy$/);
    await expect(privacy).toContainText("Advertising cookies are off.");
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);

    const meta = page.waitForRequest("https://connect.facebook.net/en_US/fbevents.js");
    await privacy.getByRole("button", { name: "Accept" }).click();
    await meta;
    await expect(privacy).toContainText("Advertising cookies are on.");
    await expect(privacy.getByRole("button", { name: "Reject" })).toBeVisible();
    await privacy.screenshot({ path: testInfo.outputPath("settings-privacy-en.png") });
  });

  test("are asked for per business: one business's answer says nothing of another's", async ({
    page,
  }) => {
    const requests = await interceptProviders(page);
    await openIn(page, "/demo-shop");
    await expect(banner(page)).toContainText("TikTok Pixel");
    const tiktok = page.waitForRequest(
      "https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C9SPICEHOUSEDEMO&lib=ttq",
    );
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await tiktok;

    await openIn(page, "/demo-salon");
    await expect(banner(page)).toContainText("Snap Pixel");
    expect(requests.some((url) => url.includes("sc-static.net"))).toBe(false);
    const snap = page.waitForRequest("https://sc-static.net/scevent.min.js");
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await snap;
    expect(requests.filter((url) => url.includes("facebook"))).toEqual([]);
  });

  test("are not asked about by a business with only server-side conversion APIs", async ({
    page,
  }) => {
    const requests = await interceptProviders(page);
    const response = await openIn(page, "/demo-zurich");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(response?.headers()["content-security-policy"]).not.toMatch(/facebook|tiktok|snap/);
    expect(requests).toEqual([]);
  });

  test("show the banner in Arabic, right to left", async ({ page }, testInfo) => {
    await interceptProviders(page);
    await openIn(page, "/demo/delivery", "ar");
    const arabic = page.getByRole("region", { name: "ملفات تعريف الارتباط الإعلانية" });
    await expect(arabic).toContainText("Meta Pixel");
    await expect(arabic.getByRole("button", { name: "موافق" })).toBeVisible();
    await expect(arabic.getByRole("button", { name: "رفض" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("consent-banner-ar.png") });
  });

  for (const language of ["en", "ar"] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`the banner and its footer have no accessibility violations in ${language}, ${colorScheme}`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme });
        await interceptProviders(page);
        await openIn(page, "/demo", language);
        await expect(page.locator(".consent")).toBeVisible();
        const scan = () => axeViolations(page);
        expect(await scan()).toEqual([]);
        await page.locator(".consent button").last().click();
        await expect(page.locator(".site-footer")).toBeVisible();
        expect(await scan()).toEqual([]);
      });
    }
  }
});
