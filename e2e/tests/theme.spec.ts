import { expect, test, type Page } from "@playwright/test";
import { storefrontUrl } from "./addresses";
import { useLanguage } from "./customer-journey";

// Issue 7: the look and the frame of a business's pages, from the seeded demo businesses'
// settings (apps/api/demo/businesses.json).

/** The page's painted background colour, as the browser computed it. */
const pageBackground = (page: Page) =>
  page.locator(".page").evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe("dark mode (spec 4: dark or light from dark_mode; auto follows the system)", () => {
  test("auto follows the system's setting, in CSS, before any script runs", async ({ page }) => {
    await useLanguage(page, "en");
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/demo");
    await expect(page.locator(".page")).toHaveAttribute("data-color-scheme", "auto");
    // The business's own cream background in light…
    expect(await pageBackground(page)).toBe("rgb(253, 248, 240)");
    // …and the storefront's dark surface in dark, with no reload: the stylesheet decides.
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await pageBackground(page)).toBe("rgb(23, 20, 27)");
  });

  test("auto is dark from the first paint without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/demo`);
    expect(await pageBackground(page)).toBe("rgb(23, 20, 27)");
    await context.close();
  });

  test("on is dark whatever the system says", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/demo-salon/product_service");
    await expect(page.locator(".page")).toHaveAttribute("data-color-scheme", "dark");
    expect(await pageBackground(page)).toBe("rgb(23, 20, 27)");
  });

  test("the cake atelier is always dark, on its own dark background", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/demo-cakes/car_pickup");
    expect(await pageBackground(page)).toBe("rgb(28, 20, 18)");
  });

  test("the customer's choice wins over the business's", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.context().addCookies([{ name: "appearance", value: "light", url: storefrontUrl }]);
    await page.goto("/demo-cakes/car_pickup");
    await expect(page.locator(".page")).toHaveAttribute("data-color-scheme", "light");
    expect(await pageBackground(page)).toBe("rgb(255, 255, 255)");

    await page.context().addCookies([{ name: "appearance", value: "dark", url: storefrontUrl }]);
    await page.goto("/demo-shop");
    // The spice house turned dark mode off; the customer asked for dark.
    expect(await pageBackground(page)).toBe("rgb(23, 20, 27)");

    await page.context().addCookies([{ name: "appearance", value: "device", url: storefrontUrl }]);
    await page.goto("/demo-salon/product_service");
    expect(await pageBackground(page)).not.toBe("rgb(23, 20, 27)");
  });
});

test.describe("colours and background", () => {
  test("the spec's default colours with readable text where a business set none", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/no-such-business");
    const band = page.locator(".band");
    await expect(band).toHaveCSS("background-color", "rgb(109, 85, 124)");
    await expect(band).toHaveCSS("color", "rgb(255, 255, 255)");
  });

  test("a gradient background lies behind the café's light pages", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/demo-zurich");
    await expect(page.locator(".page")).toHaveCSS(
      "background-image",
      // On a wide screen the café's desktop picture lies over it, beside the page.
      /linear-gradient\(135deg, rgb\(247, 247, 245\), rgb\(223, 230, 238\)\)$/,
    );
  });

  test("a saved theme is previewed with ?theme_id=, and the preview is only for that page", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/demo?theme_id=1");
    // "Ramadan nights": dark, a dark gradient and Almarai.
    await expect(page.locator(".page")).toHaveAttribute("data-color-scheme", "dark");
    await expect(page.locator(".page")).toHaveCSS(
      "background-image",
      /linear-gradient\(rgb\(11, 19, 43\), rgb\(29, 53, 87\)\)$/,
    );
    await expect(page.locator(".page")).toHaveCSS("font-family", /^Almarai/);
    await page.goto("/demo");
    await expect(page.locator(".page")).toHaveCSS("font-family", /^Cairo/);
  });
});

test.describe("type faces", () => {
  test("come from the storefront itself: nothing leaves this machine, only the chosen family loads", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await useLanguage(page, "ar");
    await page.goto("/demo");
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check("16px Cairo", "مطبخ"))).toBe(true);

    await page.goto("/demo-cakes/car_pickup");
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', "كيك")),
    ).toBe(true);

    for (const url of requested) expect(new URL(url).hostname).toBe("127.0.0.1");
    const fonts = requested.filter((url) => url.endsWith(".woff2"));
    expect(fonts.some((url) => url.includes("/assets/cairo-arabic-"))).toBe(true);
    expect(fonts.some((url) => url.includes("/assets/ibm-plex-sans-arabic-arabic-"))).toBe(true);
    for (const url of fonts) expect(url).toMatch(/\/assets\/(cairo|ibm-plex-sans-arabic)-/);
  });

  for (const [language, scripts] of [
    ["en", ["latin"]],
    ["ar", ["arabic", "latin"]],
  ] as const) {
    test(`in ${language}, the first faces are fetched beside the stylesheets, each file once`, async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      });
      await useLanguage(page, language);
      await page.goto("/demo/delivery");
      await page.evaluate(() => document.fonts.ready);

      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
      // The regular and bold faces of the page's scripts, in the business's family (Cairo).
      expect(preloaded.map((path) => path.replace(/-normal-.*$/, "")).sort()).toEqual(
        scripts.flatMap((script) => [`/assets/cairo-${script}-400`, `/assets/cairo-${script}-700`]),
      );
      // The stylesheet's faces are the preloaded files themselves: none is fetched twice.
      for (const path of preloaded) expect(fonts).toContain(path);
      expect(new Set(fonts).size).toBe(fonts.length);
    });
  }

  test("a business on the device's fonts downloads none", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto("/demo-zurich");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
  });
});

test.describe("the frame", () => {
  test("demo-cakes opens straight on its one menu, car pickup (check-one-type)", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo-cakes?coupon=CAKE10");
    await expect(page).toHaveURL(/\/demo-cakes\/car_pickup\?coupon=CAKE10$/);
    await expect(page.getByRole("heading", { name: "Car pickup menu" })).toBeVisible();
  });

  test("the navigation is drawn as each business chose it", async ({ page }, testInfo) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toHaveClass(/bottom-nav--curved/);
    await expect(nav.getByRole("link")).toHaveText(["Home", "Menu", "Cart", "Account", "Settings"]);
    if (testInfo.project.name === "phone") {
      // The cart rises out of the curved bar.
      const [bar, cart] = await Promise.all([
        nav.boundingBox(),
        nav.locator(".bottom-nav__place--cart svg").boundingBox(),
      ]);
      expect(cart && bar && cart.y < bar.y).toBe(true);
    }

    await page.goto("/demo-cakes/car_pickup");
    await expect(nav).toHaveClass(/bottom-nav--menu/);
    // One selling type: its home opens its menu.
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/demo-cakes\/car_pickup$/);
    await expect(nav.getByRole("link", { name: "Menu" })).toHaveAttribute("aria-current", "page");
  });

  test("the menu button floats at the business's opacity and jumps to a category", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    const summary = page.locator(".menu-button summary");
    await expect(summary).toHaveAccessibleName("Jump to a category");
    await expect(summary).toHaveCSS("opacity", "0.6");
    // It never lies over the category links, which do the same job: it steps aside while they
    // pass under it, and comes back once they stick to the top.
    const firstChip = page.locator(".category-nav a").first();
    const coversFirstChip = async () => {
      const [chip, button] = await Promise.all([firstChip.boundingBox(), summary.boundingBox()]);
      if (!chip || !button || !(await summary.isVisible())) return false;
      return (
        chip.x < button.x + button.width &&
        button.x < chip.x + chip.width &&
        chip.y < button.y + button.height &&
        button.y < chip.y + chip.height
      );
    };
    for (const top of [0, 150, 300, 450]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect.poll(coversFirstChip).toBe(false);
    }
    await page.evaluate(() => {
      const nav = document.querySelector(".category-nav");
      if (nav) window.scrollTo(0, window.scrollY + nav.getBoundingClientRect().top + 10);
    });
    await summary.click();
    const links = page.locator(".menu-button__list a");
    const name = (await links.nth(4).textContent()) ?? "";
    await links.nth(4).click();
    await expect(page.getByRole("heading", { name, exact: true })).toBeInViewport();
    await expect(page.locator(".menu-button")).not.toHaveAttribute("open");

    // A business that set none: spec 9's 0.43.
    await page.goto("/demo-shop/delivery");
    await expect(page.locator(".menu-button summary")).toHaveCSS("opacity", "0.43");
  });

  test("the home shows the business's contacts and its own dine-in words", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/demo");
    const contacts = page.getByRole("region", { name: "Contact us" });
    await expect(contacts.getByRole("link", { name: /^Call/ })).toHaveAttribute(
      "href",
      "tel:+96522250000",
    );
    await expect(contacts.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/96560001234",
    );
    await expect(contacts.getByRole("link", { name: "Instagram" })).toBeVisible();

    await page.goto("/demo-zurich");
    await expect(page.getByRole("link", { name: "Eat in the café" })).toHaveAttribute(
      "href",
      "/demo-zurich/dinein",
    );
  });
});

test.describe("routing rules", () => {
  test("the last page visited is remembered, and the bare site goes back to it", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo");
    // A navigation in the browser (single fetch) counts as much as a document.
    await page.getByRole("link", { name: "Car pickup" }).click();
    await expect(page).toHaveURL(/\/demo\/car_pickup$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/demo\/car_pickup$/);
  });

  test("a visitor who never came sees the not-found page at the bare site", async ({ page }) => {
    await useLanguage(page, "en");
    const response = await page.goto("/");
    expect(response?.status()).toBe(404);
  });

  test("a page change scrolls to the top, a hash to its section", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery");
    const hash =
      (await page
        .getByRole("navigation", { name: "Categories" })
        .getByRole("link")
        .nth(3)
        .getAttribute("href")) ?? "";
    const item = page.locator(".menu-item__name").nth(30);
    await item.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await item.click();
    await expect(page).toHaveURL(/\/demo\/delivery\/\d+\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back on the menu at an address with a hash: the section comes into view.
    await page.goto(`/demo/delivery${hash}`);
    await expect(page.locator(hash)).toBeInViewport();
  });

  test("a slow navigation shows the loading indicator, announced to screen readers", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo");
    // The page must be running in the browser before the click, for a navigation of its own.
    await page.waitForLoadState("networkidle");
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("link", { name: "Delivery" }).click();
    const status = page.getByRole("status");
    await expect(status).toHaveText("Loading…");
    await expect(page.locator(".spinner")).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/delivery$/);
    await expect(status).toHaveText("");
  });
});

// Looked at before calling a change done (QUALITY.md): each demo business's home and menu, in
// English and Arabic, on a phone and a desktop (the two projects).
const looks = [
  { business: "demo", menu: "delivery" },
  { business: "demo-shop", menu: "delivery" },
  { business: "demo-zurich", menu: "dinein" },
  { business: "demo-salon", menu: "product_service" },
  { business: "demo-cakes", menu: "car_pickup" },
] as const;

for (const { business, menu } of looks) {
  test(`screenshots of ${business}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: "light" });
    for (const language of ["en", "ar"] as const) {
      await useLanguage(page, language);
      for (const path of [`/${business}`, `/${business}/${menu}`]) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const name = `${path.slice(1).replaceAll("/", "-")}-${language}.png`;
        await page.screenshot({ path: testInfo.outputPath(name) });
      }
    }
  });
}
