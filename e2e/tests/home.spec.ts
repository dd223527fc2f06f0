import { storefrontUrl } from "./addresses";
import { expect, test } from "@playwright/test";
import { expectNotFound } from "./customer-journey";

// The demo business as the seed writes it; the journeys read what a customer reads.
test.describe("the demo store's home", () => {
  test("shows the business in English, left to right", async ({ page }, testInfo) => {
    await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
    const response = await page.goto("/demo");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\S/);
    await page.screenshot({ path: testInfo.outputPath("home-en.png"), fullPage: true });
  });

  test("shows the business in Arabic, right to left", async ({ page }, testInfo) => {
    await page.context().addCookies([{ name: "i18n_redirected", value: "ar", url: storefrontUrl }]);
    await page.goto("/demo");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await page.screenshot({ path: testInfo.outputPath("home-ar.png"), fullPage: true });
  });

  test("follows the browser's language on a first visit and remembers it in the i18n_redirected cookie", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ar-KW" });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/demo`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("ar");
    await context.close();
  });

  test("switches language without a language prefix in the URL", async ({ page }) => {
    await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
    await page.goto("/demo");
    await page.getByLabel("Language: English").click();
    await page.getByRole("button", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(new URL(page.url()).pathname).toBe("/demo");
  });

  test("offers all 41 interface languages, each named in itself, and reads the store in Japanese", async ({
    page,
  }) => {
    await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
    await page.goto("/demo");
    await page.getByLabel("Language: English").click();
    const choices = page.getByRole("form", { name: "Language" }).getByRole("button");
    await expect(choices).toHaveCount(41);
    await page.getByRole("button", { name: "日本語" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    // The switch now names the new language, in its own words.
    await expect(page.getByLabel("言語: 日本語")).toBeVisible();
  });
});

test.describe("routing rules", () => {
  test("an unknown business shows the not-found page", async ({ page }, testInfo) => {
    await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
    await expectNotFound(page, "/no-such-business");
    await page.screenshot({ path: testInfo.outputPath("not-found-en.png"), fullPage: true });
  });

  test("an unknown business shows the not-found page in Arabic", async ({ page }, testInfo) => {
    await page.context().addCookies([{ name: "i18n_redirected", value: "ar", url: storefrontUrl }]);
    const response = await page.goto("/no-such-business");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("/no-such-business")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.screenshot({ path: testInfo.outputPath("not-found-ar.png"), fullPage: true });
  });

  test("a trailing slash is removed by redirect", async ({ page, request }) => {
    const direct = await request.get("/demo/?from=qr", { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers()["location"]).toBe("/demo?from=qr");
    await page.goto("/demo/");
    expect(new URL(page.url()).pathname).toBe("/demo");
  });
});

test.describe("the policies page", () => {
  test("opens from the home page with the business's policies, in English and in Arabic", async ({
    page,
  }, testInfo) => {
    await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
    await page.goto("/demo");
    await page.getByRole("link", { name: "Policies" }).click();
    await expect(page).toHaveURL(/\/demo\/Policies$/);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      "Delivery",
      "Cancellations and refunds",
      "Allergies",
      "Privacy",
    ]);

    await page.context().addCookies([{ name: "i18n_redirected", value: "ar", url: storefrontUrl }]);
    await page.reload();
    await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText("التوصيل");
    await page.screenshot({ path: testInfo.outputPath("policies-ar.png"), fullPage: true });
  });
});
