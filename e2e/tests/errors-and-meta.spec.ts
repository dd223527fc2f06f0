import { storefrontUrl } from "./addresses";
import { scriptBreakingName, startFailingStorefront, type FailingStorefront } from "./failing-api";
import { expect, test as base, type Page } from "@playwright/test";
import { axeViolations } from "./customer-journey";

// Spec 8's error catalogue on browse pages, and what every browse page tells a search engine:
// its own title and description, and on the menu page schema.org Restaurant and Menu data.
const test = base.extend<object, { failing: FailingStorefront }>({
  failing: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const storefront = await startFailingStorefront();
      await use(storefront);
      await storefront.stop();
    },
    { scope: "worker" },
  ],
});

async function inLanguage(page: Page, language: "en" | "ar", url = storefrontUrl) {
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url }]);
}

const description = (page: Page) => page.locator('meta[name="description"]');

/** What axe finds wrong on the page, light and dark (QUALITY.md: none, in every language). */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await axeViolations(page)).map((violation) => `${colorScheme} ${violation}`));
  }
  return found;
}

test.describe("titles and descriptions", () => {
  const business = "Bait Al Kuwait Kitchen";
  const pages = [
    { name: "home", path: "/demo", title: business, text: `Order online from ${business}.` },
    {
      name: "menu",
      path: "/demo/delivery",
      title: `Delivery menu · ${business}`,
      text: `Delivery menu of ${business}: prices and online ordering.`,
    },
    {
      name: "category",
      path: "/demo/delivery/3",
      title: `Cold Mezze · ${business}`,
      text: `Cold Mezze from the Delivery menu of ${business}. Order online.`,
    },
    {
      name: "search",
      path: "/demo/delivery/search?q=machboos",
      title: `Search the menu · ${business}`,
      text: `Search the Delivery menu of ${business}.`,
    },
    {
      name: "branches",
      path: "/demo/Branches",
      title: `Our branches · ${business}`,
      text: `The branches of ${business} and today's delivery hours of each.`,
    },
    {
      name: "policies",
      path: "/demo/Policies",
      title: `Policies · ${business}`,
      text: `The policies of ${business} for orders placed online.`,
    },
    {
      name: "not-found",
      path: "/no-such-business",
      title: "Storefront | 404",
      text: "There is no page at this address.",
    },
    {
      name: "404",
      path: "/404",
      title: "Storefront | 404",
      text: "There is no page at this address.",
    },
  ];

  for (const target of pages) {
    test(`the ${target.name} page has its own title and description`, async ({ page }) => {
      await inLanguage(page, "en");
      await page.goto(target.path);
      await expect(page).toHaveTitle(target.title);
      await expect(description(page)).toHaveCount(1);
      await expect(description(page)).toHaveAttribute("content", target.text);
    });
  }

  test("the item page is described by the item's own words", async ({ page }) => {
    await inLanguage(page, "en");
    await page.goto("/demo/delivery");
    // Hummus is in the smart category "Light and green" too: both cards open its one page.
    await page.getByRole("link", { name: "Hummus", exact: true }).first().click();
    await expect(page).toHaveTitle(`Hummus · ${business}`);
    await expect(description(page)).toHaveAttribute(
      "content",
      "Chickpea purée with tahini and olive oil",
    );
  });

  test("titles and descriptions follow the interface language", async ({ page }) => {
    await inLanguage(page, "ar");
    await page.goto("/demo/delivery");
    await expect(page).toHaveTitle("قائمة توصيل · مطبخ بيت الكويت");
    await expect(description(page)).toHaveAttribute(
      "content",
      "قائمة توصيل من مطبخ بيت الكويت: الأسعار والطلب عبر الإنترنت.",
    );
  });
});

/** The page's structured data, parsed; fails the test when it is not valid JSON. */
async function structuredData(page: Page) {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? "") as {
    "@type": string;
    name: string;
    hasMenu: { "@type": string; hasMenuSection: Section[] };
  };
}

interface Section {
  name: string;
  hasMenuItem?: { name: string; offers?: unknown }[];
  hasMenuSection?: Section[];
}

const itemsOf = (sections: Section[]): NonNullable<Section["hasMenuItem"]> =>
  sections.flatMap((section) => [
    ...(section.hasMenuItem ?? []),
    ...itemsOf(section.hasMenuSection ?? []),
  ]);

test.describe("the menu's structured data", () => {
  test("is a Restaurant with its Menu, prices in major units as the cards show them", async ({
    page,
  }) => {
    await inLanguage(page, "en");
    const response = await page.goto("/demo/delivery");
    const data = await structuredData(page);
    expect(data["@type"]).toBe("Restaurant");
    expect(data.name).toBe("Bait Al Kuwait Kitchen");
    expect(data.hasMenu["@type"]).toBe("Menu");
    const items = itemsOf(data.hasMenu.hasMenuSection);
    const offersOf = (name: string) => items.find((item) => item.name === name)?.offers;
    expect(offersOf("Falafel")).toEqual({
      "@type": "Offer",
      price: "0.900",
      priceCurrency: "KWD",
    });
    expect(offersOf("Hummus")).toEqual([
      { "@type": "Offer", name: "Regular", price: "0.850", priceCurrency: "KWD" },
      { "@type": "Offer", name: "Large", price: "1.350", priceCurrency: "KWD" },
    ]);
    // The same amounts the customer reads on the cards.
    const falafel = page.locator(".menu-item").filter({ hasText: "Falafel" }).first();
    await expect(falafel).toContainText("0.900");
    // Structured data is not run, so CSP does not govern it: it stands in a page rendered for
    // this request (with its nonce) as in a shared one (ADR 053).
    expect(response?.ok()).toBe(true);
    const written = await (await page.request.get("/demo/delivery")).text();
    expect(written).toMatch(/<script type="application\/ld\+json"( nonce="[A-Za-z0-9+/=]+")?>/);
  });

  test("keeps an item named to break out of its script as text, and stays valid JSON", async ({
    page,
    failing,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await inLanguage(page, "en", failing.url);
    await page.goto(`${failing.url}/evil/delivery`);
    const data = await structuredData(page);
    expect(itemsOf(data.hasMenu.hasMenuSection).map((item) => item.name)).toContain(
      scriptBreakingName,
    );
    const html = await (await page.request.get(`${failing.url}/evil/delivery`)).text();
    const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    expect(script?.[1]).not.toMatch(/[<>]/);
    await expect(page.getByText(scriptBreakingName).first()).toBeVisible();
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(dialogs).toEqual([]);
  });
});

test.describe("the error catalogue (spec 8) on browse pages", () => {
  test("an unmatched page is a 404: Page not found: {path}", async ({ page }, testInfo) => {
    await inLanguage(page, "en");
    const response = await page.goto("/demo/delivery/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Page not found: /demo/delivery/999999",
    );
    await page.screenshot({ path: testInfo.outputPath("404-en.png") });
    await inLanguage(page, "ar");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "الصفحة غير موجودة: /demo/delivery/999999",
    );
    await page.screenshot({ path: testInfo.outputPath("404-ar.png") });
  });

  test("too many requests is the 433 view, with a way to try again", async ({
    page,
    failing,
  }, testInfo) => {
    await inLanguage(page, "en", failing.url);
    const response = await page.goto(`${failing.url}/busy/delivery`);
    expect(response?.status()).toBe(433);
    await expect(page).toHaveTitle("Storefront | 433");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many requests");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/busy/delivery",
    );
    await page.screenshot({ path: testInfo.outputPath("433-en.png") });
    expect(await accessibilityViolations(page)).toEqual([]);
    await inLanguage(page, "ar", failing.url);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("طلبات كثيرة جداً");
    await page.screenshot({ path: testInfo.outputPath("433-ar.png") });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a failed business load shows the server's message, or Something Went Wrong", async ({
    page,
    failing,
  }, testInfo) => {
    await inLanguage(page, "en", failing.url);
    const down = await page.goto(`${failing.url}/down`);
    expect(down?.status()).toBe(500);
    await expect(page).toHaveTitle("Storefront | 500");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Down for maintenance until 6 pm",
    );

    await page.goto(`${failing.url}/broken`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something Went Wrong");
    await page.screenshot({ path: testInfo.outputPath("500-en.png") });
    await inLanguage(page, "ar", failing.url);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("حدث خطأ ما");
    await page.screenshot({ path: testInfo.outputPath("500-ar.png") });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a server error shows a reference: the request's id, sent on to the API and reported with it", async ({
    page,
    failing,
  }, testInfo) => {
    await inLanguage(page, "en", failing.url);
    const broken = await page.goto(`${failing.url}/broken`);
    const id = broken?.headers()["x-request-id"] ?? "";
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // Still the server's reference once the page's scripts have run.
    await page.waitForFunction(() => "__remixRouter" in window);
    await expect(page.getByText(`Reference: ${id}`, { exact: true })).toBeVisible();
    expect(failing.apiSaw(id)).toBe(true);
    await expect
      .poll(() => failing.reports().find((report) => report.requestId === id))
      .toMatchObject({ where: "server", what: "Loading the business broken failed" });
    await page.screenshot({ path: testInfo.outputPath("500-reference-en.png") });

    await inLanguage(page, "ar", failing.url);
    const again = await page.reload();
    const arabicId = again?.headers()["x-request-id"] ?? "";
    expect(arabicId).not.toBe(id);
    await expect(page.getByText(`رقم المرجع: ${arabicId}`, { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("500-reference-ar.png") });
  });

  test("a failed menu fetch says Fail to fetch menu, please try later, on the menu page", async ({
    page,
    failing,
  }) => {
    await inLanguage(page, "en", failing.url);
    const response = await page.goto(`${failing.url}/nomenu/delivery`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveText("Fail to fetch menu, please try later");
    // The business itself still shows: only the menu failed.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bait Al Kuwait Kitchen");
  });

  test("a page that showed a failed menu fetch is not kept: once the menu answers, the next visit shows it", async ({
    page,
    failing,
  }) => {
    await inLanguage(page, "en", failing.url);
    await page.goto(`${failing.url}/mending/delivery`);
    await expect(page.getByRole("alert")).toHaveText("Fail to fetch menu, please try later");
    failing.mendMenu();
    await page.reload();
    await expect(page.getByRole("link", { name: "Hummus", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
