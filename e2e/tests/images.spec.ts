import { expect, test, type Page } from "@playwright/test";
import { apiUrl, storefrontUrl } from "./addresses";
import { axeViolations } from "./customer-journey";

// Dish pictures, the logo and their failure (docs/decisions/022-images.md), on the seeded
// Kuwaiti restaurant whose images the API serves under /media.

async function useEnglish(page: Page) {
  await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
}

/** Every request the page makes, so a journey can say where they went. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test.describe("dish pictures", () => {
  test("load from the API's origin in the width the slot needs, named by the dish", async ({
    page,
  }, testInfo) => {
    await useEnglish(page);
    const requests = recordRequests(page);
    await page.goto("/demo/delivery");
    // Hummus is in the smart category "Light and green" and in its own. On Fridays the day's feast
    // comes first, so its card may start below the fold, where pictures wait to be scrolled to.
    const hummus = page.getByRole("img", { name: "Hummus", exact: true }).first();
    await hummus.scrollIntoViewIfNeeded();
    await expect(hummus).toBeVisible();
    await expect
      .poll(() => hummus.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const chosen = await hummus.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(chosen).origin).toBe(apiUrl);
    // A 6.5rem card slot: 160 at density 1 (desktop's 8rem = 128 px), 320 at the phone's 2.625.
    const width = Number(new URL(chosen).searchParams.get("w"));
    expect(width).toBe(testInfo.project.name === "phone" ? 320 : 160);
    // Nothing leaves this machine.
    for (const url of requests) expect(new URL(url).hostname).toBe("127.0.0.1");
    await page.screenshot({ path: testInfo.outputPath("menu-pictures.png") });
  });

  test("below the fold they wait; the item page's picture is fetched first and fills its slot", async ({
    page,
  }, testInfo) => {
    await useEnglish(page);
    await page.goto("/demo/delivery");
    const lazy = await page.locator(".menu-item img[loading=lazy]").count();
    const eager = await page.locator(".menu-item img[loading=eager]").count();
    expect(eager).toBe(2);
    expect(lazy).toBeGreaterThan(100);
    expect(await page.locator("img[fetchpriority=high]").count()).toBe(0);

    await page.getByRole("link", { name: "Hummus", exact: true }).first().click();
    await expect(page).toHaveURL(/\/demo\/delivery\/\d+\/\d+$/);
    // The item's own article: the menu's two Hummus cards may still be on screen for a moment.
    const picture = page
      .getByRole("article", { name: "Hummus" })
      .getByRole("img", { name: "Hummus", exact: true });
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const width = Number(
      new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).searchParams.get(
        "w",
      ),
    );
    // 40rem at density 1 on the desktop; the phone's full width at 2.625.
    expect(width).toBe(testInfo.project.name === "phone" ? 1024 : 640);
    await page.screenshot({ path: testInfo.outputPath("item-picture.png") });
  });

  test("a picture that fails keeps its frame's size and shows no broken image", async ({
    page,
  }) => {
    await useEnglish(page);
    await page.goto("/demo/delivery");
    const card = page.locator("#item-1, .menu-item").filter({ hasText: "Hummus" }).first();
    const frame = card.locator(".image-frame");
    await expect(card.getByRole("img")).toBeVisible();
    const loaded = await frame.boundingBox();
    const loadedCard = await card.boundingBox();

    await page.route(`${apiUrl}/media/**`, (route) => route.abort());
    await page.reload();
    // A picture below the fold waits until it is scrolled to, and only then fails.
    await card.scrollIntoViewIfNeeded();
    await expect(frame).toBeVisible();
    // The picture is gone (no broken-image icon, no alt text), the frame keeps its place and size.
    // (The frame, not the card: the card's text lines wrap as the fonts of the moment allow.)
    await expect(card.getByRole("img")).toHaveCount(0);
    const failed = await frame.boundingBox();
    expect(failed?.width).toBeCloseTo(loaded?.width ?? 0, 0);
    expect(failed?.height).toBeCloseTo(loaded?.height ?? 0, 0);
    expect(failed?.width).toBeGreaterThan(90);
    expect(failed?.height).toBeGreaterThan(60);
    expect((await card.boundingBox())?.width).toBeCloseTo(loadedCard?.width ?? 0, 0);
  });

  test("the header shows the business's logo, and the pages stay free of axe violations", async ({
    page,
  }) => {
    // Three axe runs: more than the default 30 s on a loaded machine.
    test.slow();
    await useEnglish(page);
    await page.goto("/demo");
    const logo = page.locator(".business-logo img");
    await expect(logo).toHaveAttribute("alt", "");
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    for (const path of ["/demo", "/demo/delivery", "/demo/delivery/2/10"]) {
      await page.goto(path);
      expect((await axeViolations(page)).map((violation) => `${path}: ${violation}`)).toEqual([]);
    }
  });
});

test("the Content-Security-Policy loads images from this origin, the API and the map tiles only", async ({
  request,
}) => {
  const response = await request.get("/demo");
  const policy = response.headers()["content-security-policy"] ?? "";
  const images = policy.split("; ").find((rule) => rule.startsWith("img-src"));
  expect(images).toBe(`img-src 'self' data: ${apiUrl} https://tile.openstreetmap.org`);
});
