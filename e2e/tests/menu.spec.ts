import { expect, test } from "@playwright/test";
import { expectNotFound, sharqOnlyDish, useLanguage } from "./customer-journey";

// The seeded Kuwaiti restaurant's menu, as a customer reads it (apps/api/demo/menus/demo.json).
test.describe("the menu of a selling type", () => {
  test("opens from the home page and lists categories with priced items in KWD", async ({
    page,
  }, testInfo) => {
    await useLanguage(page, "en");
    await page.goto("/demo");
    await page.getByRole("link", { name: "Delivery" }).click();
    await expect(page).toHaveURL(/\/demo\/delivery$/);
    await expect(page.getByRole("heading", { name: "Delivery menu" })).toBeVisible();
    // Salmiya delivers until 01:00 every day (06:00 or, on Fridays, 13:00 onwards).
    await expect(page.locator(".open-state")).toHaveText(
      /^(Open|Closed) now · today (06|13):00–01:00$/,
    );

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
    // The standard menu lists it among the most ordered and again in its own category.
    await expect(page.getByText(`Chef's "Special" <Mixed> Grill & Co.`)).toHaveCount(2);
    await expect(page.getByText(`Chef's "Special" <Mixed> Grill & Co.`).first()).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("an unknown selling type is a page that does not exist", async ({ page }) => {
    await useLanguage(page, "en");
    await expectNotFound(page, "/demo/teleport");
  });
});

test.describe("the item page", () => {
  test("opens from the menu with the item's options and choices", async ({ page }, testInfo) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    await page.getByRole("link", { name: `Chef's "Special" <Mixed> Grill & Co.` }).first().click();
    await expect(page).toHaveURL(/\/demo\/delivery\/\d+\/\d+$/);
    await expect(page.locator("#item-name")).toHaveText(`Chef's "Special" <Mixed> Grill & Co.`);
    // MIN_MAX: the lowest to the highest of its two sizes, after the Grills' 10 % delivery
    // discount, the menu's prices struck through beside them.
    const price = page.locator(".item__price");
    await expect(price.locator(".price-tag__now")).toHaveText("4.455 KWD – 8.055 KWD");
    await expect(price.locator("del")).toHaveText("Original price 4.950 KWD – 8.950 KWD");
    await expect(price.locator(".price-tag__badge")).toHaveText("10 % off");
    // The options and each modifier group are choices of the order form.
    await expect(page.getByRole("group", { name: "Options" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Choose your side" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("item-en.png"), fullPage: true });

    await page.getByRole("link", { name: "Back to the Delivery menu" }).click();
    await expect(page).toHaveURL(/\/demo\/delivery$/);
  });

  test("reads right to left in Arabic", async ({ page }, testInfo) => {
    await useLanguage(page, "ar");
    await page.goto("/demo/delivery");
    await page.locator(".menu-item__name").nth(20).click();
    await expect(page).toHaveURL(/\/demo\/delivery\/\d+\/\d+$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".item__price")).toContainText("د.ك.");
    await page.screenshot({ path: testInfo.outputPath("item-ar.png"), fullPage: true });
  });

  test("an item the branch does not sell goes to /404 (spec 2: itemId is checked against the branch)", async ({
    page,
    request,
  }) => {
    // The demo's current branch is Salmiya; some dishes are sold only at Sharq.
    const sharqOnly = await sharqOnlyDish(request);
    expect(sharqOnly).toBeDefined();

    await useLanguage(page, "en");
    await page.goto(`/demo/delivery/${sharqOnly?.category_id}/${sharqOnly?.id}`);
    expect(new URL(page.url()).pathname).toBe("/404");
    await expect(page.getByText("Page not found: /404")).toBeVisible();
  });

  test("an item under the wrong category moves to its own address", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    const href = (await page.locator(".menu-item__name").first().getAttribute("href")) ?? "";
    const itemId = href.split("/").at(-1);
    await page.goto(`/demo/delivery/999999/${itemId}`);
    expect(new URL(page.url()).pathname).toBe(href);
  });
});

test.describe("the category page", () => {
  test("opens from its heading on the menu and lists that category only", async ({
    page,
  }, testInfo) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    const heading = page.locator("h2.menu-section__title a").nth(2);
    const name = (await heading.textContent()) ?? "";
    await heading.click();
    await expect(page).toHaveURL(/\/demo\/delivery\/\d+$/);
    await expect(page.locator("h2.menu__title")).toHaveText(name);
    expect(await page.locator(".menu-item").count()).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath("category-en.png") });
  });

  test("a category that does not exist is a page that does not exist", async ({ page }) => {
    await useLanguage(page, "en");
    await expectNotFound(page, "/demo/delivery/999999");
  });
});

test.describe("menu search", () => {
  test("finds dishes by a word in English or Arabic, from the menu page", async ({
    page,
  }, testInfo) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("machboos");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/demo\/delivery\/search\?q=machboos$/);
    // The results page is drawn, not the menu it came from.
    await expect(page.locator(".search-count")).toBeVisible();
    const english = await page.locator(".menu-item__name").allTextContents();
    expect(english.length).toBeGreaterThan(0);
    // A dish is found by its name or its description (ADR 009): Fridays' feast is a machboos too.
    for (const text of await page.locator(".menu-item__text").allTextContents()) {
      expect(text.toLowerCase()).toContain("machboos");
    }
    await page.screenshot({ path: testInfo.outputPath("search-en.png") });

    // The same dishes by their Arabic name, with harakat, on the English page (ranked by that name).
    await page.goto(`/demo/delivery/search?q=${encodeURIComponent("مَجْبُوس")}`);
    await expect(page.locator(".search-count")).toBeVisible();
    const arabic = await page.locator(".menu-item__name").allTextContents();
    expect(arabic.sort()).toEqual(english.sort());
  });

  test("says so when nothing matches, in Arabic", async ({ page }, testInfo) => {
    await useLanguage(page, "ar");
    await page.goto("/demo/delivery/search?q=pizza");
    await expect(page.locator(".search-count")).toHaveText("لا يوجد في القائمة ما يطابق «pizza».");
    await page.screenshot({ path: testInfo.outputPath("search-ar.png") });
  });
});
