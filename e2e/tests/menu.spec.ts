import { expect, test, type Page } from "@playwright/test";

// The seeded Kuwaiti restaurant's menu, as a customer reads it (apps/api/src/db/demo-menus).
async function useLanguage(page: Page, language: "en" | "ar") {
  await page
    .context()
    .addCookies([{ name: "i18n_redirected", value: language, url: "http://127.0.0.1:3100" }]);
}

test.describe("the menu of a selling type", () => {
  test("opens from the home page and lists categories with priced items in KWD", async ({
    page,
  }, testInfo) => {
    await useLanguage(page, "en");
    await page.goto("/demo");
    await page.getByRole("link", { name: "Delivery" }).click();
    await expect(page).toHaveURL(/\/demo\/delivery$/);
    await expect(page.getByRole("heading", { name: "Delivery menu" })).toBeVisible();

    const categories = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
    expect(await categories.count()).toBeGreaterThan(5);
    // KWD has 3 decimals: every price shows fils.
    const prices = await page.locator(".menu-item__price").allTextContents();
    expect(prices.length).toBeGreaterThan(50);
    for (const price of prices) expect(price).toMatch(/\d+\.\d{3} KWD|Price on selection/);
    await page.screenshot({ path: testInfo.outputPath("menu-en.png"), fullPage: false });
  });

  test("reads right to left in Arabic, prices in Latin digits with the Arabic currency", async ({
    page,
  }, testInfo) => {
    await useLanguage(page, "ar");
    await page.goto("/demo/delivery");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "قائمة توصيل" })).toBeVisible();
    await expect(page.locator(".menu-item__price").first()).toContainText("د.ك.");
    await page.screenshot({ path: testInfo.outputPath("menu-ar.png"), fullPage: false });
  });

  test("a category link jumps to its section", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    const link = page.getByRole("navigation", { name: "Categories" }).getByRole("link").nth(3);
    const name = (await link.textContent()) ?? "";
    await link.click();
    await expect(page.getByRole("heading", { name, exact: true })).toBeInViewport();
  });

  test("shows reservation set menus only on the reservation menu (spec 5)", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    const deliveryText = await page.locator("main").textContent();
    await page.goto("/demo/reservation");
    const items = page.locator(".menu-item__name");
    expect(await items.count()).toBeGreaterThan(0);
    for (const name of await items.allTextContents()) expect(deliveryText).not.toContain(name);
  });

  test("an item named with markup renders as text", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    await expect(page.getByText(`Chef's "Special" <Mixed> Grill & Co.`)).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("an unknown selling type is a page that does not exist", async ({ page }) => {
    await useLanguage(page, "en");
    const response = await page.goto("/demo/teleport");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page not found: /demo/teleport")).toBeVisible();
  });
});
