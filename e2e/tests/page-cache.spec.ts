import { expect, type Page, test } from "@playwright/test";
import { addToCart, registerNewCustomer, shot, useLanguage } from "./customer-journey";

// ADR 053: the menu page is kept and shared, and what one visitor sees never reaches another.

const menu = "/demo/delivery";
const badge = (page: Page) => page.getByTestId("cart-badge");
const consentBanner = (page: Page) => page.locator(".consent");

/**
 * Opens the menu again, as a customer coming back to it does, and answers the last load: a
 * shared page lives until the minute ends, so a load falling on a new minute is a miss and one
 * more load shows whether the page is shared.
 */
async function openAgain(page: Page, path = menu) {
  await page.goto(path);
  let again = await page.goto(path);
  if (again?.headers()["x-page-cache"] === "miss") again = await page.goto(path);
  await page.waitForFunction(() => "__remixRouter" in window);
  return again;
}

const openMenuTwice = async (page: Page) => (await openAgain(page))?.headers()["x-page-cache"];

/** The first dish the menu links to (`/demo/delivery/{category}/{item}`). */
async function firstDishPath(page: Page): Promise<string> {
  await page.goto(menu);
  const hrefs = await page
    .locator(`a[href^="${menu}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const dish = hrefs.find((href) => /^\/demo\/delivery\/\d+\/\d+$/.test(href));
  if (!dish) throw new Error("the demo menu links to no dish");
  return dish;
}

test.describe("the shared menu page", () => {
  test("never shows one visitor's cart, language or consent to another", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    // One customer in Arabic, with a dish in the cart, who answered the advertising cookies.
    await useLanguage(page, "ar");
    await addToCart(page, `${menu}/4/24`); // falafel
    await page.goto("/demo");
    await consentBanner(page).locator(`button[value="decline"]`).click();
    await expect(consentBanner(page)).toHaveCount(0);
    expect(await openMenuTwice(page)).toBe("hit");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(badge(page)).toBeVisible();
    await expect(consentBanner(page)).toHaveCount(0);

    // Another customer, in English, with nothing: served from the cache too, but their own page.
    const otherContext = await browser.newContext({ ...testInfo.project.use });
    const other = await otherContext.newPage();
    await useLanguage(other, "en");
    expect(await openMenuTwice(other)).toBe("hit");
    await expect(other.locator("html")).toHaveAttribute("lang", "en");
    await expect(badge(other)).toHaveCount(0);
    await expect(consentBanner(other)).toBeVisible();
    await shot(other, testInfo, "menu-shared-en");

    // And the first customer still gets theirs.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(badge(page)).toBeVisible();
    await shot(page, testInfo, "menu-shared-ar");
    await otherContext.close();
  });

  test("runs its scripts under a policy that names them by hash, and works as an app", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await useLanguage(page, "en");
    const shared = await openAgain(page);
    expect(shared?.headers()["x-page-cache"]).toBe("hit");
    const policy = shared?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(policy).not.toContain("'nonce-");

    // A dish opens in the app, without loading a new document.
    const href = await firstDishPath(page);
    await page.goto(menu);
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

    // The dish's own page is shared too, and runs the same way.
    expect((await openAgain(page, href))?.headers()["x-page-cache"]).toBe("hit");
    expect(violations).toEqual([]);
  });

  test("is never shared with or from a signed-in customer", async ({ page }) => {
    test.slow();
    await useLanguage(page, "en");
    await page.goto("/demo/login");
    await registerNewCustomer(page, "en", "Noura Cache");
    await expect(page).toHaveURL(/\/demo\/profile$/);
    expect(await openMenuTwice(page)).toBeUndefined();
  });
});
