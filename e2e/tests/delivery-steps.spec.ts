import { storefrontUrl } from "./addresses";
import { expect, type Locator, test, type Page, type TestInfo } from "@playwright/test";
import { holdScripts, noAxeViolations, typePin } from "./customer-journey";

// The delivery steps of checkout (docs/decisions/017-delivery-steps.md): the area sheet, the pin on
// the map, the address form, then the checkout's address. The seeded Bait Al Kuwait is served by
// its Salmiya branch, which delivers to Salmiya, Hawalli with Jabriya, and Rumaithiya; its Sharq
// branch delivers to Kuwait City and Sharq (apps/api/demo/businesses.json).

const storefront = storefrontUrl;

/** Points on the map. */
const places = {
  /** Inside the Salmiya area, near the Salmiya branch. */
  salmiya: { lat: "29.3375", lng: "48.0755" },
  /** The Arabian Gulf, off Ras Salmiya. */
  sea: { lat: "29.4", lng: "48.1" },
  /** Sharq, delivered to by the other branch. */
  sharq: { lat: "29.375", lng: "47.992" },
};

/** What the customer reads, in each language. */
const words = {
  en: {
    addToCart: /^Add to cart/,
    salmiya: "Salmiya",
    search: "Search areas",
    latitude: "Latitude",
    longitude: "Longitude",
    deliverHere: "Deliver here",
    locate: "Use my location",
    house: "House",
    apartment: "Apartment",
    block: "Block",
    street: "Street",
    houseNumber: "House number",
    building: "Building",
    paci: "PACI number",
    continue: "Continue to checkout",
    steps: "Delivery steps",
    outside: "We do not deliver to this location from Salmiya.",
    required: "Please fill this in.",
    tilesFailed: /map pictures could not be loaded/,
  },
  ar: {
    addToCart: /^أضف إلى السلة/,
    salmiya: "السالمية",
    search: "ابحث عن منطقة",
    latitude: "خط العرض",
    longitude: "خط الطول",
    deliverHere: "التوصيل إلى هنا",
    locate: "استخدم موقعي",
    house: "منزل",
    apartment: "شقة",
    block: "القطعة",
    street: "الشارع",
    houseNumber: "رقم المنزل",
    building: "المبنى",
    paci: "الرقم الآلي للعنوان",
    continue: "متابعة إلى إتمام الطلب",
    steps: "خطوات التوصيل",
    outside: "لا نوصّل إلى هذا الموقع من فرع السالمية.",
    required: "يرجى تعبئة هذا الحقل.",
    tilesFailed: /تعذّر تحميل صور الخريطة/,
  },
} as const;

type Language = keyof typeof words;

async function useLanguage(page: Page, language: Language) {
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url: storefront }]);
}

/**
 * Puts one item in the cart the way a customer does: the item page's form, of a dish without a
 * required choice (falafel; the menu opens on smart categories whose first dish needs one).
 */
async function addAnItem(page: Page, language: Language) {
  await page.goto("/demo/delivery/4/24");
  await page.getByRole("button", { name: words[language].addToCart }).click();
  await expect(page).toHaveURL(/added=1/);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function chooseSalmiya(page: Page, language: Language) {
  await page.goto("/demo/delivery/address");
  await page.getByRole("button", { name: words[language].salmiya, exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/delivery\/map$/);
}

async function submitPin(page: Page, language: Language, pin: { lat: string; lng: string }) {
  await typePin(page, pin, words[language]);
  await page.getByRole("button", { name: words[language].deliverHere }).click();
}

/** The pin is drawn on the map, not thrown off it. */
async function expectPinInside(map: Locator) {
  const marker = map.locator(".pin-marker");
  await expect(marker).toBeVisible();
  const [pin, area] = await Promise.all([marker.boundingBox(), map.boundingBox()]);
  if (!pin || !area) throw new Error("the map or its pin has no box");
  expect(pin.x).toBeGreaterThanOrEqual(area.x);
  expect(pin.y).toBeGreaterThanOrEqual(area.y);
  expect(pin.x + pin.width).toBeLessThanOrEqual(area.x + area.width);
  expect(pin.y + pin.height).toBeLessThanOrEqual(area.y + area.height);
}

/** The checkout may still be in the making: reaching its address is the journey's end. */
async function expectCheckout(page: Page) {
  await expect(page).toHaveURL(/\/demo\/delivery\/checkout$/);
}

for (const language of ["en", "ar"] as const) {
  const w = words[language];

  test.describe(`the delivery steps in ${language}, with JavaScript`, () => {
    test.beforeEach(async ({ page }) => {
      // No tile server in the test: every tile fails, and the map must work without them.
      await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
      await useLanguage(page, language);
    });

    test("the areas stay where they are when the search field arrives with the scripts", async ({
      page,
    }) => {
      await addAnItem(page, language);
      const release = await holdScripts(page);
      await page.goto("/demo/delivery/address", { waitUntil: "domcontentloaded" });
      const salmiya = page.getByRole("button", { name: w.salmiya, exact: true });
      await expect(page.getByLabel(w.search)).toHaveCount(0);
      const before = await salmiya.boundingBox();
      release();
      await expect(page.getByLabel(w.search)).toBeVisible();
      const after = await salmiya.boundingBox();
      expect(after?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
    });

    test("area, pin, address, then the checkout", async ({ page }, testInfo) => {
      // The whole way with its screenshots and two accessibility checks.
      test.slow();
      await addAnItem(page, language);
      await page.goto("/demo/delivery/checkout");
      // The checkout sends a delivery without a location to the area sheet.
      await expect(page).toHaveURL(/\/demo\/delivery\/address$/);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      const steps = page.getByRole("navigation", { name: w.steps });
      await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
      await shoot(page, testInfo, `1-area-${language}`);
      await noAxeViolations(page);

      // The search narrows the list as the customer types.
      const areas = page.locator(".area-choice");
      const all = await areas.count();
      await page.getByLabel(w.search).fill(language === "ar" ? "سالمي" : "salm");
      await expect(areas).toHaveCount(2);
      expect(all).toBeGreaterThan(2);
      await shoot(page, testInfo, `1-area-search-${language}`);
      await page.getByRole("button", { name: w.salmiya, exact: true }).click();

      // The map: the zones drawn, the pin at the area, the tiles failed and said so.
      await expect(page).toHaveURL(/\/demo\/delivery\/map$/);
      const map = page.getByTestId("pin-map");
      await expect(map).toBeVisible();
      // The branch's three visible zones and the chosen area's outline.
      await expect(map.locator(".leaflet-overlay-pane path")).toHaveCount(4);
      await expectPinInside(map);
      await expect(page.getByText(w.tilesFailed)).toBeVisible();
      // The place is named, in words; the coordinates are folded away with the map to drag.
      await expect(page.locator(".pin-place")).toContainText(w.salmiya);
      await expect(page.getByLabel(w.latitude)).toBeHidden();
      const latitude = page.getByLabel(w.latitude);
      const before = await latitude.inputValue();
      expect(Number(before)).toBeCloseTo(29.337, 2);
      // A tap on the map moves the pin, and the fields follow it.
      const box = await map.boundingBox();
      if (!box) throw new Error("the map has no box");
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6);
      await expect(latitude).not.toHaveValue(before);
      await expectPinInside(map);
      // The moved pin's place is named in its turn.
      await expect(page.locator(".pin-place")).toHaveText(/\S/);
      await shoot(page, testInfo, `2-map-${language}`);
      await noAxeViolations(page);
      await submitPin(page, language, places.salmiya);

      // The address form: the address type changes the fields.
      await expect(page).toHaveURL(/\/demo\/delivery\/form$/);
      await expect(page.getByRole("radio", { name: w.house, exact: true })).toBeChecked();
      await expect(page.getByRole("textbox", { name: w.houseNumber })).toBeVisible();
      await page.getByRole("radio", { name: w.apartment, exact: true }).check();
      await expect(page.getByRole("textbox", { name: w.houseNumber })).toBeHidden();
      await expect(page.getByRole("textbox", { name: w.building })).toBeVisible();
      await page.getByRole("radio", { name: w.house, exact: true }).check();

      // Checked in the browser before it posts, each refusal beside its field.
      await page.getByRole("button", { name: w.continue }).click();
      await expect(page).toHaveURL(/\/demo\/delivery\/form$/);
      const block = page.getByRole("textbox", { name: w.block });
      await expect(block).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await block.getAttribute("aria-describedby")}`)).toHaveText(
        w.required,
      );
      await expect(block).toBeFocused();
      await shoot(page, testInfo, `3-form-errors-${language}`);

      await block.fill("3");
      await page.getByRole("textbox", { name: w.street }).fill("Salem Al Mubarak St");
      await page.getByRole("textbox", { name: w.houseNumber }).fill("12");
      // A digits-only field drops what is not a digit as it is typed; Arabic-Indic digits count.
      const paci = page.getByRole("textbox", { name: w.paci });
      await paci.pressSequentially("12ab٣");
      await expect(paci).toHaveValue("123");
      await expect(block).not.toHaveAttribute("aria-invalid", "true");
      await shoot(page, testInfo, `3-form-${language}`);
      await noAxeViolations(page);
      await page.getByRole("button", { name: w.continue }).click();
      await expectCheckout(page);

      // Back on the form, the address is kept.
      await page.goto("/demo/delivery/form");
      await expect(page.getByRole("textbox", { name: w.street })).toHaveValue(
        "Salem Al Mubarak St",
      );
    });

    test("a pin in the sea is refused, in words", async ({ page }, testInfo) => {
      await addAnItem(page, language);
      await chooseSalmiya(page, language);
      // About the page with its JavaScript: a pin sent before it arrives tests the page without it.
      await page.waitForFunction(() => "__remixRouter" in window);
      await submitPin(page, language, places.sea);
      await expect(page).toHaveURL(/\/demo\/delivery\/map$/);
      await expect(page.getByRole("alert")).toContainText(w.outside);
      await shoot(page, testInfo, `2-map-outside-${language}`);
    });
  });
}

test.describe("the map step, with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
    await useLanguage(page, "en");
    await addAnItem(page, "en");
    await chooseSalmiya(page, "en");
    // These journeys are about the page with its JavaScript: on a busy machine it may arrive
    // after the map step's HTML, and a pin sent before it would test the page without it.
    await page.waitForFunction(() => "__remixRouter" in window);
  });

  test("a point another branch delivers to suggests that branch", async ({ page }) => {
    await submitPin(page, "en", places.sharq);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("We do not deliver to this location from Salmiya.");
    await expect(alert).toContainText("Our Kuwait City - Sharq branch delivers there.");
    await alert.getByRole("button", { name: "Order from Kuwait City - Sharq instead" }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByText("Kuwait City - Sharq").first()).toBeVisible();
  });

  test("a point typed before the page's JavaScript arrives is the point kept and judged", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    await page.getByLabel("Latitude").fill(places.sharq.lat);
    await page.getByLabel("Longitude").fill(places.sharq.lng);
    release();
    await page.waitForFunction(() => "__remixRouter" in window);
    await expect(page.getByTestId("pin-map")).toBeVisible();
    await expect(page.getByLabel("Latitude")).toHaveValue(places.sharq.lat);
    await expect(page.getByLabel("Longitude")).toHaveValue(places.sharq.lng);
    await page.getByRole("button", { name: "Deliver here" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Our Kuwait City - Sharq branch delivers there.",
    );
  });

  test('"Use my location" moves the pin where the browser says the customer is', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"], { origin: storefront });
    await context.setGeolocation({ latitude: 29.3401, longitude: 48.0822 });
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByLabel("Latitude")).toHaveValue("29.3401");
    await expect(page.getByLabel("Longitude")).toHaveValue("48.0822");
    await expect(page.getByRole("status").filter({ hasText: "your location" })).toBeVisible();
    await page.getByRole("button", { name: "Deliver here" }).click();
    await expect(page).toHaveURL(/\/demo\/delivery\/form$/);
  });

  test('a refused "Use my location" is told, and the pin can still be typed', async ({
    page,
    context,
  }, testInfo) => {
    await context.clearPermissions();
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("alert")).toContainText("You did not allow this site");
    await shoot(page, testInfo, "2-map-locate-refused-en");
    await submitPin(page, "en", places.salmiya);
    await expect(page).toHaveURL(/\/demo\/delivery\/form$/);
  });
});

test.describe("the delivery steps without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ["en", "ar"] as const) {
    const w = words[language];

    test(`area, typed pin, address, then the checkout, in ${language}`, async ({
      page,
    }, testInfo) => {
      await useLanguage(page, language);
      await addAnItem(page, language);
      await page.goto("/demo/delivery/address");
      // No search without JavaScript: the whole list.
      await expect(page.getByLabel(w.search)).toHaveCount(0);
      await shoot(page, testInfo, `1-area-nojs-${language}`);
      await page.getByRole("button", { name: w.salmiya, exact: true }).click();

      await expect(page).toHaveURL(/\/demo\/delivery\/map$/);
      await expect(page.getByTestId("pin-map")).toHaveCount(0);
      await expect(page.getByRole("button", { name: w.locate })).toHaveCount(0);
      // The fields start at the area's point.
      expect(Number(await page.getByLabel(w.latitude).inputValue())).toBeCloseTo(29.337, 2);
      await shoot(page, testInfo, `2-map-nojs-${language}`);
      await submitPin(page, language, places.sea);
      await expect(page.getByRole("alert")).toContainText(w.outside);
      await shoot(page, testInfo, `2-map-outside-nojs-${language}`);
      await submitPin(page, language, places.salmiya);

      await expect(page).toHaveURL(/\/demo\/delivery\/form$/);
      // Choosing an apartment hides the house number with CSS alone.
      await page.getByRole("radio", { name: w.apartment, exact: true }).check();
      await expect(page.getByRole("textbox", { name: w.houseNumber })).toBeHidden();
      await page.getByRole("radio", { name: w.house, exact: true }).check();
      // The server checks: a blank required field and letters in the PACI number come back.
      await page.getByRole("textbox", { name: w.street }).fill("Salem Al Mubarak St");
      await page.getByRole("textbox", { name: w.paci }).fill("12ab");
      await page.getByRole("button", { name: w.continue }).click();
      await expect(page).toHaveURL(/\/demo\/delivery\/form$/);
      const block = page.getByRole("textbox", { name: w.block });
      await expect(block).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("textbox", { name: w.paci })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      // What was typed is kept.
      await expect(page.getByRole("textbox", { name: w.street })).toHaveValue(
        "Salem Al Mubarak St",
      );
      await shoot(page, testInfo, `3-form-errors-nojs-${language}`);

      await block.fill("3");
      await page.getByRole("textbox", { name: w.houseNumber }).fill("12");
      await page.getByRole("textbox", { name: w.paci }).fill("123");
      await page.getByRole("button", { name: w.continue }).click();
      await expectCheckout(page);
    });
  }
});

test.describe("the delivery steps' guards", () => {
  test("an empty cart goes back to the cart; another selling type to its checkout", async ({
    page,
  }) => {
    await useLanguage(page, "en");
    await page.goto("/demo/delivery/map");
    await expect(page).toHaveURL(/\/demo\/delivery\/cart$/);
    await addAnItem(page, "en");
    // No area chosen yet: the map and the form send the customer to the area sheet.
    await page.goto("/demo/delivery/form");
    await expect(page).toHaveURL(/\/demo\/delivery\/address$/);
    const response = await page.request.get("/demo/dinein/address", { maxRedirects: 0 });
    expect(response.headers()["location"]).toBe("/demo/dinein/checkout");
  });
});
