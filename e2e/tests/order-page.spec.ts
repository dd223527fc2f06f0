import { expect as baseExpect, type Page, test } from "@playwright/test";
import { apiUrl } from "./addresses";
import {
  chooseNowOrFirstSlot,
  noAxeViolations,
  shot,
  storedOrder,
  typePin,
  useLanguage,
} from "./customer-journey";

// The order page as a customer of a good ordering app expects it: each line with what was chosen,
// the way as a progress bar with the time expected, calling or messaging the business, the
// device's list with dates; addresses in their country's form, the pin named, a café order for
// later (docs/decisions/044-addresses-by-country.md, 045-digits.md).

// Pages are rendered by the server at each step; a loaded machine may take a while to answer.
const expect = baseExpect.configure({ timeout: 20_000 });

// Each journey takes two orders through every step; a loaded machine may take minutes.
test.describe.configure({ timeout: 300_000 });

// No tile server in the tests: every map tile fails at once, and the map must work without them.
test.beforeEach(async ({ page }) => {
  await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
});

const otherDigits = /[\u0660-\u0669\u06f0-\u06f9]/;

/** Phone and desktop screenshots of the page as it is. */
async function shots(page: Page, testInfo: Parameters<typeof shot>[1], name: string) {
  await shot(page, testInfo, `${name}-phone`);
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, testInfo, `${name}-desktop`);
  if (phone) await page.setViewportSize(phone);
}

test("the café: a Swiss address with the pin named, a delivery for later, and its order page", async ({
  page,
}, testInfo) => {
  await useLanguage(page, "en");
  // Five espressos: above the café's 20.00 CHF minimum for delivery.
  await page.goto("/demo-zurich/delivery/search?q=Espresso");
  await page
    .getByRole("link", { name: /^Espresso/ })
    .first()
    .click();
  await page.getByLabel("Quantity").fill("5");
  await page.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(page).toHaveURL(/added=1/);

  await page.goto("/demo-zurich/delivery/address");
  await page.getByRole("button", { name: "Niederdorf", exact: true }).click();
  await expect(page).toHaveURL(/\/demo-zurich\/delivery\/map$/);
  await typePin(page, { lat: "47.3735", lng: "8.544" });
  await page.getByRole("button", { name: "Deliver here" }).click();

  // A Swiss form: street and number, postcode and town; no block, avenue or PACI number.
  await expect(page).toHaveURL(/\/demo-zurich\/delivery\/form$/);
  await expect(page.getByTestId("pin-place")).toHaveText("Pin at Niederdorf, Zurich");
  await expect(page.getByRole("textbox", { name: "Block" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "PACI number" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Street" }).fill("Niederdorfstrasse");
  await page.getByRole("textbox", { name: "House number" }).fill("42");
  await page.getByRole("textbox", { name: "Postcode" }).fill("8001");
  await page.getByRole("textbox", { name: "City" }).fill("Zürich");
  await noAxeViolations(page);
  await shots(page, testInfo, "form-swiss-en");
  await page.getByRole("button", { name: "Continue to checkout" }).click();

  // Scheduled for later: the café now takes deliveries ahead.
  await expect(page).toHaveURL(/\/demo-zurich\/delivery\/checkout$/);
  await page.locator("#name").fill("Lukas Meier");
  await page.locator("#phone").fill("791234567");
  await page.locator('input[name="when"][value="later"]').check();
  await page.locator("#slot").selectOption({ index: 1 });
  const slot = (await page.locator("#slot option:checked").textContent())?.trim() ?? "";
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("button", { name: /Place order/ }).click();

  await expect(page).toHaveURL(/\/demo-zurich\/order\/\d+/);
  const order = await storedOrder(page, "demo-zurich");
  expect(order.status_name).toBe("scheduled");
  await expect(page.getByTestId("order-total")).toContainText((order.total / 100).toFixed(2));
  await expect(page.getByTestId("order-status")).toHaveText("Scheduled");
  await expect(page.getByTestId("order-slot")).toContainText("Scheduled for");
  expect(slot.length).toBeGreaterThan(0);
  const progress = page.getByRole("list", { name: "Progress of your order" });
  await expect(progress.getByRole("listitem")).toHaveText([
    /^Scheduled/,
    "Accepted",
    "Ready",
    "On the way",
    "Delivered",
  ]);
  await expect(progress.locator('[aria-current="step"]')).toContainText("Scheduled");
  await expect(page.getByText("5 × Espresso")).toBeVisible();
  await expect(page.getByText("Deliver to: Niederdorfstrasse 42, 8001 Zürich")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call +41442520000" })).toHaveAttribute(
    "href",
    "tel:+41442520000",
  );
  await noAxeViolations(page);
  await shots(page, testInfo, "order-scheduled-en");

  // The device's list says when each order was placed.
  await page.goto("/demo-zurich/orders/status");
  const line = page.locator(".cart-line", {
    has: page.getByRole("link", { name: `Open order ${order.id}` }),
  });
  await expect(line.locator("time")).toHaveText(/\d{4}/);
  await shots(page, testInfo, "orders-status-en");
});

test("in Arabic: the Machboos with its rice, extra and note, the steps with the time expected, calling or messaging", async ({
  page,
}, testInfo) => {
  await useLanguage(page, "ar");
  await page.goto("/demo/delivery/6/43");
  // The consent banner parts its Arabic "and" from a Latin name.
  await expect(page.locator(".consent")).toContainText("و Google Analytics");
  await page.getByRole("radio", { name: /عيش مجبوس/ }).check();
  await page.getByRole("checkbox", { name: /هشو إضافي/ }).check();
  await page.locator("textarea").first().fill("بدون بصل");
  await page.getByRole("button", { name: /^أضف إلى السلة/ }).click();
  await expect(page).toHaveURL(/added=1/);

  await page.goto("/demo/delivery/address");
  await page.getByRole("button", { name: "السالمية", exact: true }).click();
  await typePin(
    page,
    { lat: "29.3375", lng: "48.0755" },
    { latitude: "خط العرض", longitude: "خط الطول" },
  );
  await page.getByRole("button", { name: "التوصيل إلى هنا" }).click();
  await expect(page).toHaveURL(/\/demo\/delivery\/form$/);
  await expect(page.getByTestId("pin-place")).toHaveText("الدبوس عند السالمية، محافظة حولي");
  await page.getByRole("textbox", { name: "القطعة" }).fill("3");
  await page.getByRole("textbox", { name: "الشارع" }).fill("شارع سالم المبارك");
  await page.getByRole("textbox", { name: "رقم المنزل" }).fill("12");
  await shots(page, testInfo, "form-kuwait-ar");
  await page.getByRole("button", { name: "متابعة إلى إتمام الطلب" }).click();

  await expect(page).toHaveURL(/\/demo\/delivery\/checkout$/);
  await page.locator("#name").fill("فاطمة الصباح");
  await page.locator("#phone").fill("51234567");
  await chooseNowOrFirstSlot(page);
  await page.getByRole("radio", { name: "نقداً" }).check();
  await page.getByRole("button", { name: /تأكيد الطلب|إرسال الطلب|اطلب/ }).click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+/);
  const order = await storedOrder(page, "demo");

  // The kitchen accepts it: the bar moves and the time expected shows.
  const accepted = await page.request.post(`${apiUrl}/dev/order/${order.id}/status`, {
    data: { status: 1 },
  });
  expect(accepted.ok()).toBe(true);
  await page.goto(`/demo/order/${order.id}`);
  await expect(page.getByText("مجبوس دجاج")).toBeVisible();
  await expect(page.getByText("اختر العيش: عيش مجبوس")).toBeVisible();
  await expect(page.getByText("إضافات: هشو إضافي")).toBeVisible();
  await expect(page.getByText("بدون بصل")).toBeVisible();
  await expect(page.getByText(/^التوصيل إلى: قطعة 3، شارع سالم المبارك 12$/)).toBeVisible();
  const progress = page.getByRole("list", { name: "مراحل طلبك" });
  await expect(progress.locator('[aria-current="step"]')).toContainText("مقبول");
  // For now, the time the zone delivers in after acceptance; for later, the slot, said once.
  if (order.status_name === "scheduled") {
    await expect(page.getByTestId("order-slot")).toContainText("مجدول في");
    await expect(page.getByTestId("order-expected")).toHaveCount(0);
  } else await expect(page.getByTestId("order-expected")).toContainText("الموعد المتوقع");
  await expect(page.getByRole("link", { name: /^اتصل/ })).toHaveAttribute(
    "href",
    "tel:+96522250000",
  );
  await expect(page.getByRole("link", { name: /^واتساب/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/96560001234\\?text=`),
  );
  expect(await page.locator(".order").textContent()).not.toMatch(otherDigits);
  await noAxeViolations(page);
  await shots(page, testInfo, "order-accepted-ar");

  await page.goto("/demo/orders/status");
  const line = page.locator(".cart-line", {
    has: page.getByRole("link", { name: `عرض الطلب ${order.id}` }),
  });
  await expect(line.locator("time")).toHaveText(/\d{4}/);
  expect(await page.locator("main").textContent()).not.toMatch(otherDigits);
  await shots(page, testInfo, "orders-status-ar");
});
