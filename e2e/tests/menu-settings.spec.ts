import { expect, test } from "@playwright/test";
import { useLanguage } from "./customer-journey";

// The business's menu-content settings as a customer sees them on the demo businesses
// (docs/decisions/021-menu-content-settings.md; apps/api/demo/businesses.json).
const money = /\d+\.\d{2,3}|KWD|د\.ك\./;

test.describe("hide_price: the cake atelier shows no prices", () => {
  test("not on its menu, nor in its structured data, and its cards open the item page", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo-cakes/car_pickup");
    await expect(page.locator(".menu-item").first()).toBeVisible();
    await expect(page.locator(".menu-item__price")).toHaveCount(0);
    await expect(page.locator(".quick-add")).toHaveCount(0);
    expect(await page.locator("main").textContent()).not.toMatch(money);
    // A shop's page has no menu structured data; whatever structured data there is has no offers.
    for (const data of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      expect(data).not.toContain("offers");
    }
  });

  test("not on an item page: no price line, none by the options, none on the add button", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo-cakes/car_pickup");
    await page.getByRole("link", { name: "Pistachio and Rose Cake" }).click();
    await expect(page.getByRole("heading", { name: "Pistachio and Rose Cake" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Serves 8" })).toBeVisible();
    expect(await page.locator("main").textContent()).not.toMatch(money);
    await expect(page.getByRole("button", { name: "Add to cart", exact: true })).toBeVisible();
  });
});

test.describe("calories and preparation time", () => {
  test("are shown where the business shows them and hidden where it does not", async ({ page }) => {
    await useLanguage(page, "en");
    // The atelier knows the cake's calories but hides them; it shows preparation times.
    await page.goto("/demo-cakes/car_pickup");
    await page.getByRole("link", { name: "Pistachio and Rose Cake" }).click();
    // Long times read in hours, and a shop's note is for the shop, not a kitchen.
    await expect(page.locator(".item__facts")).toHaveText("Ready in about 4 hours");
    await expect(page.getByLabel("Note for the shop")).toBeVisible();
    expect(await page.locator("main").textContent()).not.toContain("kcal");

    // A salon's service takes its time, and its note is for the appointment.
    await page.goto("/demo-salon/product_service/30/235");
    await expect(page.locator(".item__facts")).toHaveText("Takes about 6 hours");
    await expect(page.getByLabel("Note for your appointment")).toBeVisible();

    // The café names its note itself (kitchen_label).
    await page.goto("/demo-zurich/delivery/22/183");
    await expect(page.getByLabel("Wishes for the kitchen")).toBeVisible();

    // The spice house grinds its bzar to order but shows no preparation time.
    await page.goto("/demo-shop/delivery");
    await page.getByRole("link", { name: "Emirati Bzar" }).click();
    await expect(page.getByRole("heading", { name: "Emirati Bzar" })).toBeVisible();
    expect(await page.locator("main").textContent()).not.toContain("Ready in about");

    // The restaurant shows both.
    await page.goto("/demo/delivery");
    await page.getByRole("link", { name: "Chicken Machboos", exact: true }).first().click();
    await expect(page.locator(".item__facts")).toContainText("kcal");
    await expect(page.locator(".item__facts")).toContainText("Ready in about");
  });
});

test.describe("the standard menu", () => {
  test("merges the smart categories in at the top, highlights a category and shows stickers", async ({
    page,
  }, testInfo) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    const sections = page.locator("main h2.menu-section__title");
    await expect(sections.nth(0)).toHaveText("Most ordered");
    await expect(sections.nth(1)).toHaveText("Light and green");
    // The highlighted category leads the category links and is marked on the page.
    const firstLink = page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link")
      .first();
    await expect(firstLink).toHaveText(/Machboos & Kuwaiti Classics/);
    await expect(page.locator(".menu-section--highlighted .menu-section__badge")).toHaveText(
      "Featured",
    );
    await expect(page.locator(".menu-section--highlighted h2")).toContainText(
      "Machboos & Kuwaiti Classics",
    );
    const popular = page.locator(".menu-item", {
      has: page.locator(".sticker", { hasText: "Popular" }),
    });
    expect(await popular.count()).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath("standard-menu.png") });
  });

  test("words the stickers in Arabic", async ({ page }) => {
    await useLanguage(page, "ar");
    await page.goto("/demo/delivery");
    await expect(page.locator(".sticker", { hasText: "اختيار الشيف" }).first()).toBeVisible();
  });
});

test.describe("menu_layout", () => {
  test("the spice house lists its goods in a grid, the café in compact rows without pictures", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo-shop/delivery");
    const grid = page.locator("ul.menu-items--grid").first();
    await expect(grid).toBeVisible();
    const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns);
    expect(columns.split(" ").length).toBeGreaterThanOrEqual(2);

    await page.goto("/demo-zurich/delivery");
    await expect(page.locator("ul.menu-items--compact").first()).toBeVisible();
    await expect(page.locator(".menu-items img")).toHaveCount(0);
    await expect(page.locator("ul.menu-items--list")).toHaveCount(0);
  });
});

test.describe("the tag filter, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps only the dishes with the chosen tag, across its links, and says when none match", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    await page.getByText("Filter", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Spicy" }).check();
    await page.getByRole("button", { name: "Show items" }).click();
    await expect(page).toHaveURL(/\/demo\/delivery\?tag=spicy$/);
    // Without JavaScript the filtered menu is a new document: read it once it has all arrived.
    await page.waitForLoadState();
    await expect(page.getByRole("checkbox", { name: "Spicy" })).toBeChecked();
    const names = await page.locator(".menu-item__name").allTextContents();
    expect(names).toContain("Muhammara");
    expect(names).not.toContain("Hummus");
    // Every dish shown carries the tag: the spicy ones of the demo menu are few.
    expect(names.length).toBeLessThanOrEqual(8);

    // Two tags mean both: nothing on the demo menu is spicy seafood.
    await page.getByRole("checkbox", { name: "Seafood" }).check();
    await page.getByRole("button", { name: "Show items" }).click();
    await expect(page.getByText("Nothing matches the chosen filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/demo\/delivery$/);
    // The whole menu again (what is on it depends on the hour: breakfast, lunch…): more dishes
    // than the filter kept, waited for, as the page loads anew without JavaScript.
    await expect(page.locator(".menu-item__name").nth(names.length)).toBeAttached();
  });
});

test.describe("suggested items", () => {
  test("an item page offers what goes well with it, each a link to its page", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    await page.getByRole("link", { name: "Chicken Machboos", exact: true }).first().click();
    const suggestions = page.getByRole("region", { name: "Goes well with" });
    await expect(suggestions).toBeVisible();
    await expect(suggestions.locator(".menu-item__name")).toHaveText([
      "Arabic Salad",
      "Chilled Laban",
      "Lugaimat",
    ]);
    await suggestions.getByRole("link", { name: "Arabic Salad" }).click();
    await expect(page.getByRole("heading", { name: "Arabic Salad" })).toBeVisible();
  });

  test("a business that turns suggestions off shows none", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/demo-salon/dine_in");
    await page.locator(".menu-item__name").first().click();
    await expect(page.locator(".item__name")).toBeVisible();
    await expect(page.locator(".suggestions")).toHaveCount(0);
  });
});
