import { apiUrl } from "./addresses";
import { expect, type Page, test } from "@playwright/test";
import { noAxeViolations, shot, useLanguage } from "./customer-journey";

// The demo customer Fatma's past orders (issue 8, docs/decisions/033-demo-past-orders.md): signed
// in by a code from the API's development inbox, her order history lists an order in every status
// of spec 4, across delivery, dine-in and car pickup, in English and then in Arabic.

// Fatma's second verified phone: the locations journey signs in with her first, and a phone waits
// 30 s between codes.
const fatma = "+96560000001";

const texts = {
  en: {
    history: "Order history",
    older: "Older orders",
    newer: "Newer orders",
    walletOrder: "Car pickup · Received",
    lines: [
      "Delivery · On the way",
      "Delivery · Received",
      "Car pickup · Ready",
      "Dine-in · Accepted",
      "Delivery · Scheduled",
      "Car pickup · Cancelled",
      "Delivery · Rejected",
      "Car pickup · Delivered",
      "Dine-in · Delivered",
      "Delivery · Delivered",
    ],
  },
  ar: {
    history: "سجل الطلبات",
    older: "طلبات أقدم",
    newer: "طلبات أحدث",
    walletOrder: "استلام من السيارة · تم الاستلام",
    lines: [
      "توصيل · في الطريق",
      "توصيل · تم الاستلام",
      "استلام من السيارة · جاهز",
      "داخل المطعم · مقبول",
      "توصيل · مجدول",
      "استلام من السيارة · ملغى",
      "توصيل · مرفوض",
      "استلام من السيارة · تم التوصيل",
      "داخل المطعم · تم التوصيل",
      "توصيل · تم التوصيل",
    ],
  },
} as const;

/** Signs Fatma in from the login page (she has an account) and comes back to her history. */
async function signInFatma(page: Page) {
  await page.goto(`/demo/login?returnTo=${encodeURIComponent("/demo/orders/history")}`);
  await page.locator("#login-phone").fill(fatma.slice(4));
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.locator("#login-code")).toBeVisible();
  const inbox = await page.request.get(`${apiUrl}/dev/inbox?phone=${encodeURIComponent(fatma)}`);
  expect(inbox.ok()).toBe(true);
  const [message] = (await inbox.json()).messages as { text: string }[];
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  if (!code) throw new Error("No code for Fatma");
  await page.locator("#login-code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/demo\/orders\/history$/);
}

/** The type and status line of each order of the page, in the page's order, read in one go so a
 * page that is still changing after a navigation cannot leave a line half read. */
function listedLines(page: Page): Promise<string[]> {
  return page
    .locator(".cart-line")
    .evaluateAll((lines) =>
      lines.map(
        (line) => line.querySelectorAll(".cart-line__detail")[1]?.textContent?.trim() ?? "",
      ),
    );
}

test("Fatma's history lists her past orders in every status, in English and Arabic", async ({
  page,
}, testInfo) => {
  // Two languages, two pages of history and three accessibility checks: 47 s on a quiet machine.
  test.slow();
  await useLanguage(page, "en");
  await signInFatma(page);

  for (const language of ["en", "ar"] as const) {
    const say = texts[language];
    await useLanguage(page, language);
    await page.goto("/demo/orders/history");
    await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { name: say.history })).toBeVisible();
    // Newest first: the open orders of the last days, then the finished ones of the autumn.
    await expect.poll(() => listedLines(page)).toEqual(say.lines);
    // Every total is in dinars, with the three decimals of KWD.
    for (const amount of await page.locator(".cart-line__amount").allTextContents()) {
      expect(amount).toMatch(language === "en" ? /\d\.\d{3}/ : /[\d٠-٩][.٫][\d٠-٩]{3}/);
    }
    await noAxeViolations(page);
    await shot(page, testInfo, `past-orders-${language}`);

    // The older page holds the order her wallet paid part of.
    await page.getByRole("link", { name: say.older }).click();
    await expect(page).toHaveURL(/\/demo\/orders\/history\?page=2$/);
    await expect.poll(() => listedLines(page)).toEqual([say.walletOrder]);
    await expect(page.getByRole("link", { name: say.newer })).toBeVisible();
  }

  // An order of the history opens on its page, as the kitchen left it.
  await useLanguage(page, "en");
  await page.goto("/demo/orders/history");
  await page.locator(".cart-line").last().getByRole("link").click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/);
  await expect(page.getByTestId("order-status")).toContainText("Delivered");
  await noAxeViolations(page);
  await shot(page, testInfo, "past-order-delivered-en");
});
