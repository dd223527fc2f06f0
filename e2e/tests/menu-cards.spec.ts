import { expect, test, type Page } from "@playwright/test";
import { useLanguage } from "./customer-journey";

// The menu's cards are HTML rendered once on the server and never hydrated (ADR 054): the page
// carries them once, and scripts make their links and add buttons the app's own.

/** Marks the window: a marked window after a click means no document was loaded. */
async function markWindow(page: Page) {
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

test("the page carries its cards once: in the page, not again in its data", async ({ page }) => {
  const html = await (await page.request.get("/demo/delivery")).text();
  const data = [...html.matchAll(/<script[^>]*>([^]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((script) => script.includes("__remixContext"))
    .join("\n");
  expect(html).toContain('class="menu-item__name"');
  expect(html).toContain("Chicken Machboos");
  expect(data).not.toContain("Chicken Machboos");
  // Search engines still read the menu as structured data.
  const structured = page.locator('script[type="application/ld+json"]');
  await page.goto("/demo/delivery");
  expect((await structured.allTextContents()).join("")).toContain("Chicken Machboos");
});

test("a card opens its item within the app, its page fetched ahead when pointed at", async ({
  page,
}) => {
  await page.goto("/demo/delivery");
  await markWindow(page);
  const card = page.getByRole("link", { name: "Chicken Machboos", exact: true }).first();
  const prefetched = page.waitForRequest((request) => request.url().includes(".data"));
  await card.hover();
  await prefetched;
  await card.click();
  await expect(page).toHaveURL(/\/demo\/delivery\/\d+\/\d+$/);
  await expect(page.getByRole("heading", { name: "Chicken Machboos" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test("reached within the app, the menu draws its cards from the navigation's data", async ({
  page,
}) => {
  await page.goto("/demo");
  await markWindow(page);
  await page.getByRole("link", { name: "Car pickup" }).first().click();
  await expect(page).toHaveURL(/\/demo\/car_pickup$/);
  await page.getByRole("link", { name: "Falafel", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Falafel" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test("a quick add posts within the app and leaves the card, and the focus, where they were", async ({
  page,
}) => {
  await page.goto("/demo/car_pickup");
  await markWindow(page);
  const add = page.getByRole("button", { name: "Add Falafel", exact: true }).first();
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-badge")).toContainText("1");
  await expect(add).toBeFocused();
  expect(await sameDocument(page)).toBe(true);
});

test("without scripts, a card is a link and its add button a form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/demo/car_pickup");
  await page.getByRole("button", { name: "Add Falafel", exact: true }).first().click();
  await expect(page).toHaveURL(/\/demo\/car_pickup#/);
  await expect(page.getByTestId("cart-badge")).toContainText("1");
  await page.getByRole("link", { name: "Falafel", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Falafel" })).toBeVisible();
  await context.close();
});

// WCAG 1.4.10 (reflow): at 320 CSS pixels nothing scrolls sideways, the longest prices included
// (the demo's mixed grill: a range under a discount, with its badge).
for (const language of ["en", "ar"]) {
  test(`in ${language}, no menu of the demo is wider than a 320-pixel phone`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 320, height: 640 });
    const menus = [
      "/demo/delivery",
      "/demo/car_pickup",
      "/demo-cakes/car_pickup",
      "/demo-shop/delivery",
      "/demo-zurich/delivery",
      "/demo-salon/product_service",
    ];
    for (const menu of menus) {
      await page.goto(menu);
      expect(await outsideTheScreen(page), menu).toEqual([]);
    }
  });
}

/**
 * The elements drawn past either edge of the screen, other than inside something that scrolls or
 * clips them (the category strip). Either edge: a right-to-left page overflows to the left.
 */
function outsideTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      return false;
    };
    return Array.from(document.body.querySelectorAll("*"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > screen + 0.5);
      })
      .filter((element) => !contained(element))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}
