import { storefrontUrl } from "./addresses";
import { expect, test, type Page } from "@playwright/test";

// Spec 4 and 9, build updates: the page asks for the latest build every hour, and a chunk that
// fails to load after an update reloads the page, once.
const reloadedForKey = "storefront:reloaded-for-build";

/** Answers the latest-build check with `version`, or with the server's own when it is null. */
async function serverRuns(page: Page, version: string | null) {
  await page.route("**/build-version.json", async (route) => {
    if (version === null) return route.continue();
    return route.fulfill({ json: { version }, headers: { "Cache-Control": "no-store" } });
  });
}

async function openHydrated(page: Page, path: string) {
  await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
  await page.goto(path);
  await page.waitForFunction(() => "__remixRouter" in window);
}

/** A chunk of the app that the server no longer has, imported the way a lazy part of a page is. */
async function importGoneChunk(page: Page) {
  // Not awaited, as an app's lazy import is not: its failure is the page's own.
  await page.evaluate(`void import("/assets/gone-after-update-${Date.now()}.js")`);
}

test.describe("build updates", () => {
  test("a chunk that fails to load after an update reloads the page once, and never loops", async ({
    page,
  }) => {
    await serverRuns(page, "next-build");
    await openHydrated(page, "/demo");

    const reload = page.waitForEvent("framenavigated");
    await importGoneChunk(page);
    await reload;
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), reloadedForKey)).toBe(
      "next-build",
    );

    // The same build again (a deploy whose files are still missing): the page stays.
    let navigations = 0;
    page.on("framenavigated", () => navigations++);
    const asked = page.waitForResponse("**/build-version.json");
    await importGoneChunk(page);
    await asked;
    await page.waitForTimeout(500);
    expect(navigations).toBe(0);
  });

  test("a chunk that fails to load without an update does not reload the page", async ({
    page,
  }) => {
    await serverRuns(page, null);
    await openHydrated(page, "/demo");
    let navigations = 0;
    page.on("framenavigated", () => navigations++);
    const asked = page.waitForResponse("**/build-version.json");
    await importGoneChunk(page);
    expect((await asked).status()).toBe(200);
    await page.waitForTimeout(500);
    expect(navigations).toBe(0);
  });

  test("the hourly check finds a newer build, and the next link loads a whole page", async ({
    page,
  }) => {
    await page.clock.install();
    await serverRuns(page, "next-build");
    await openHydrated(page, "/demo");

    const asked = page.waitForResponse("**/build-version.json");
    await page.clock.fastForward("59:00");
    await page.clock.fastForward("02:00");
    await (await asked).finished();
    // The page reads the answer a moment after it arrives.
    await page.waitForTimeout(200);

    const document = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() && new URL(request.url()).pathname === "/demo/delivery",
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Menu" })
      .click();
    await document;
    await expect(page).toHaveURL(/\/demo\/delivery$/);
  });

  test("without a newer build, links stay within the app", async ({ page }) => {
    await page.clock.install();
    await serverRuns(page, null);
    await openHydrated(page, "/demo");
    const asked = page.waitForResponse("**/build-version.json");
    await page.clock.fastForward("01:01:00");
    await asked;

    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Menu" })
      .click();
    await expect(page).toHaveURL(/\/demo\/delivery$/);
    await expect(page.locator("h2.menu__title")).toBeVisible();
    expect(documents).toEqual([]);
  });
});
