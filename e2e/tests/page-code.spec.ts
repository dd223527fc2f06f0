import { expect, type Page, test } from "@playwright/test";

// ADR 075: what the root and the menu load comes in two shared files, `framework` and `page-kit`,
// beside the client's entry, the root's file and the page's own: on a phone's connection each
// file is a round trip before the page is drawn.

/** The paths of the scripts a page asks for, as it asks. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The scripts the server's page names, before any of them ran. */
function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
}

test("the menu's code comes in five files, each fetched once, and it runs", async ({ page }) => {
  const scripts = scriptsOf(page);
  const response = await page.goto("/demo/delivery");
  // Remix's browser router exists only once every module of the page ran.
  await page.waitForFunction(() => "__remixRouter" in window);

  const preloaded = modulePreloads((await response?.text()) ?? "");
  expect(preloaded.map((path) => path.replace(/-[\w-]{8}\.js$/, "")).sort()).toEqual([
    "/assets/_referenceId._type._index",
    "/assets/entry.client",
    "/assets/framework",
    "/assets/page-kit",
    "/assets/root",
  ]);
  for (const path of preloaded) expect(scripts).toContain(path);
  expect(new Set(scripts).size).toBe(scripts.length);
});

test("a page opened from the menu fetches only code of its own", async ({ page }) => {
  const response = await page.goto("/demo/delivery");
  await page.waitForFunction(() => "__remixRouter" in window);
  const shared = modulePreloads((await response?.text()) ?? "").filter((path) =>
    /\/(entry\.client|framework|page-kit|root)-/.test(path),
  );
  const scripts = scriptsOf(page);
  await page.evaluate(() => Object.assign(window, { menuDocument: true }));

  await page.locator(".menu-item__name").first().click();
  await expect(page).toHaveURL(/\/demo\/delivery\/\d+\/\d+$/);
  await expect(page.locator("#item-name")).toBeVisible();
  // A page the router drew in the menu's document, whose files it still has.
  expect(await page.evaluate(() => "menuDocument" in window)).toBe(true);
  expect(shared).toHaveLength(4);
  for (const path of shared) expect(scripts).not.toContain(path);
  expect(scripts.some((path) => path.includes("._itemId-"))).toBe(true);
});
