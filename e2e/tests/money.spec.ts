import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiUrl } from "./addresses";
import {
  addToCart,
  chooseNowOrFirstSlot,
  deliverToSalmiya,
  noAxeViolations,
  shot,
  storedOrder,
  useLanguage,
} from "./customer-journey";

// The money a customer sees (ADR 039, ADR 040): every amount on the checkout is the stored
// order's for the payment method chosen; a receipt's rows add up as written; menu discounts show
// on the menu, the item page and the cart; an option's VAT inside its price is never added.

/** The path of an item of a business's menu, found by its English name through the API. */
async function itemPath(page: Page, reference: string, type: string, name: string) {
  const business = await (
    await page.request.get(`${apiUrl}/webapp/v5/restaurant/${reference}`)
  ).json();
  const menu = await (
    await page.request.get(`${apiUrl}/webapp/v5/menu/${business.restaurant.branch_id}`)
  ).json();
  const item = (
    menu.menu.items as { id: number; category_id: number; name: { en: string } }[]
  ).find((candidate) => candidate.name.en === name);
  if (!item) throw new Error(`No ${name} at ${reference}`);
  return `/${reference}/${type}/${item.category_id}/${item.id}`;
}

/** An amount on screen in minor units: "4.37 CHF" is 437, "−0.02 CHF" is −2, "4.455 د.ك." 4455. */
function minorUnits(text: string, digits: number): number {
  const match = /([−+-]?)\s*(\d+)\.(\d+)/.exec(text.replace(/[\u2066-\u2069]/g, ""));
  if (!match) throw new Error(`No amount in "${text}"`);
  const value = Number(match[2]) * 10 ** digits + Number(match[3]);
  return match[1] === "−" || match[1] === "-" ? -value : value;
}

/** The visible breakdown rows (key and amount in minor units) and the visible total. */
async function shownBreakdown(page: Page, digits: number) {
  // Read in one go, so a breakdown that changes meanwhile cannot be read half old, half new.
  const shown = await page.locator(".breakdown__row:visible[data-row]").evaluateAll((rows) =>
    rows.map((row) => ({
      key: row.getAttribute("data-row") ?? "",
      text: row.querySelector("dd")?.textContent ?? "",
    })),
  );
  // A fee waived by a coupon is written in words: nothing to add.
  const rows = shown.map(({ key, text }) => ({
    key,
    amount: /\d/.test(text) ? minorUnits(text, digits) : 0,
  }));
  const total = minorUnits((await visibleTotal(page).textContent()) ?? "", digits);
  return { rows, total };
}

function visibleTotal(page: Page): Locator {
  return page.getByTestId("order-total").locator("visible=true");
}

/** The rows add up to the total on screen, as a receipt does. */
function expectAddsUp(shown: { rows: { amount: number }[]; total: number }) {
  expect(shown.rows.reduce((sum, row) => sum + row.amount, 0)).toBe(shown.total);
}

/** The café's dine-in checkout: a table, a name and a Swiss phone, now or at its next time. */
async function fillCafeCheckout(page: Page) {
  await page.locator("#table_id").selectOption({ index: 1 });
  await page.locator("#name").fill("Lukas Meier");
  await page.locator("#phone").fill("791234567");
  await chooseNowOrFirstSlot(page);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`at the café, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const language of ["en", "ar"] as const) {
      test(`${language}: card pays to the centime, cash rounds, the oat milk adds no VAT; the checkout shows the stored amounts`, async ({
        page,
      }, testInfo) => {
        await useLanguage(page, language);
        const espresso = await itemPath(page, "demo-zurich", "dinein", "Espresso");
        const cappuccino = await itemPath(page, "demo-zurich", "dinein", "Cappuccino");
        await addToCart(page, espresso);
        await addToCart(page, cappuccino, { choice: /Oat milk|Hafermilch|حليب/ });
        // The cart is priced for cash, rounded to 10.40; what a card pays is said beside it.
        await page.goto("/demo-zurich/dinein/cart");
        await expect(page.getByTestId("order-total")).toContainText("10.40");
        await expect(page.locator(".breakdown__note").filter({ hasText: "10.38" })).toHaveCount(1);
        await shot(page, testInfo, `cart-${language}`);
        await page.goto("/demo-zurich/dinein/checkout");
        // 4.60 + 5.80 less 5 % dine-in (0.23 + 0.29) plus 0.50 oat milk: 10.38; no VAT row added.
        await expect(page.locator(".breakdown__row[data-row^='tax']")).toHaveCount(0);
        await expect(page.locator(".breakdown__note")).toContainText("8.1");
        await fillCafeCheckout(page);

        const card = page.locator('input[name="payment_type"][value="8"]');
        const cash = page.locator('input[name="payment_type"][value="2"]');
        await cash.check();
        const byCash = await shownBreakdown(page, 2);
        expect(byCash.total).toBe(1040);
        expect(byCash.rows.find(({ key }) => key === "rounding")?.amount).toBe(2);
        expectAddsUp(byCash);
        await card.check();
        const byCard = await shownBreakdown(page, 2);
        expect(byCard.total).toBe(1038);
        expect(byCard.rows.some(({ key }) => key === "rounding")).toBe(false);
        expectAddsUp(byCard);
        await expect(page.getByRole("button", { name: /Place order|تأكيد الطلب/ })).toContainText(
          "10.38",
        );
        if (javaScriptEnabled) await noAxeViolations(page);
        await shot(page, testInfo, `checkout-card-${language}`);

        if (javaScriptEnabled) {
          await page.getByRole("button", { name: /Place order|تأكيد الطلب/ }).click();
          // A card goes to the hosted payment page, which charges what the checkout showed.
          await expect(page.locator(".amount")).toContainText("10.38");
          // The sandbox page speaks the customer's language (ADR 035).
          await page.getByRole("button", { name: /Approve payment|الموافقة على الدفع/ }).click();
        } else {
          // Without JavaScript the page follows the radio alone; cash is placed here, the card
          // having gone through the gateway's page with JavaScript above.
          await cash.check();
          await expect(visibleTotal(page)).toContainText("10.40");
          await expect(page.getByRole("button", { name: /Place order|تأكيد الطلب/ })).toContainText(
            "10.40",
          );
          await page.getByRole("button", { name: /Place order|تأكيد الطلب/ }).click();
        }
        await expect(page).toHaveURL(/\/demo-zurich\/order\/\d+/);
        const order = await storedOrder(page, "demo-zurich");
        const chosen = javaScriptEnabled ? byCard : byCash;
        expect(order.payment_type).toBe(javaScriptEnabled ? 8 : 2);
        expect(order.total).toBe(chosen.total);
        expect(order.breakdown.tax_rows).toEqual([]);
        expect(order.breakdown.cash_rounding).toBe(javaScriptEnabled ? 0 : 2);
        await expect(visibleTotal(page)).toContainText(javaScriptEnabled ? "10.38" : "10.40");
        await shot(page, testInfo, `order-${language}`);
      });
    }
  });
}

test.describe("at Bait Al Kuwait", () => {
  for (const language of ["en", "ar"] as const) {
    test(`${language}: the Grills discount on menu, item and cart; WELCOME10's receipt adds up and is the stored order's`, async ({
      page,
    }, testInfo) => {
      await useLanguage(page, language);
      const grill = await itemPath(
        page,
        "demo",
        "delivery",
        'Chef\'s "Special" <Mixed> Grill & Co.',
      );
      const [, , , categoryId] = grill.split("/");
      // The menu card: 10 % off 4.950 is 4.455, the original struck through, a badge.
      await page.goto(`/demo/delivery/${categoryId}`);
      const card = page.locator(".menu-item", { has: page.locator(`a[href="${grill}"]`) });
      await expect(card.locator(".price-tag__now").first()).toContainText("4.455");
      await expect(card.locator("del").first()).toContainText("4.950");
      await expect(card.locator(".price-tag__badge")).toContainText("10 %");
      await shot(page, testInfo, `menu-grills-${language}`);

      // The item page follows the choices: the price paid and the original, from the domain.
      await page.goto(grill);
      await page.getByRole("radio").nth(2).check();
      await expect(page.locator(".item-form__total .price-tag__now")).toContainText("4.455");
      await expect(page.locator(".item-form__total del")).toContainText("4.950");
      await noAxeViolations(page);
      await shot(page, testInfo, `item-grills-${language}`);
      await page.locator(".item-form button[type=submit]").click();
      await expect(page.locator(".form-success")).toBeVisible();

      // The cart: the line at 4.455 (4.950 struck), then WELCOME10 taken once from the subtotal.
      await page.goto("/demo/delivery/cart");
      await expect(page.locator(".cart-line del")).toContainText("4.950");
      await page.locator("#coupon_code").fill("WELCOME10");
      await page.getByRole("button", { name: /Apply|تطبيق/ }).click();
      await expect(page.getByTestId("coupon-verdict")).toContainText("WELCOME10");
      await expect(page.getByTestId("coupon-verdict")).not.toContainText("..");
      await expect(page.locator(".cart-form__hint")).toBeVisible();
      const inCart = await shownBreakdown(page, 3);
      const lines = await page.locator(".cart-line .price-tag__now").allTextContents();
      expect(lines.reduce((sum, line) => sum + minorUnits(line, 3), 0)).toBe(
        inCart.rows[0]?.amount,
      );
      expect(inCart.rows.map(({ key }) => key)).toEqual(["subtotal", "coupon"]);
      expect(inCart.rows[1]?.amount).toBe(-446);
      expectAddsUp(inCart);
      // The minus before the digits, in either direction.
      await expect(page.locator(".breakdown__row[data-row='coupon'] dd")).toContainText("−0.446");
      await noAxeViolations(page);
      await shot(page, testInfo, `cart-welcome10-${language}`);

      // The checkout, once the address is given, shows the stored order's rows (the delivery
      // steps are the ordering journey's, in English).
      if (language === "ar") return;
      await deliverToSalmiya(page);
      await page.locator("#name").fill("Fatma Al-Sabah");
      await page.locator("#phone").fill("51234567");
      await chooseNowOrFirstSlot(page);
      await page.locator('input[name="payment_type"][value="2"]').check();
      const atCheckout = await shownBreakdown(page, 3);
      expectAddsUp(atCheckout);
      await shot(page, testInfo, `checkout-welcome10-${language}`);
      await page.getByRole("button", { name: /Place order|تأكيد الطلب/ }).click();
      await expect(page).toHaveURL(/\/demo\/order\/\d+/);
      const order = await storedOrder(page, "demo");
      const stored = order.breakdown;
      expect(atCheckout.rows).toEqual([
        { key: "subtotal", amount: stored.subtotal - stored.discount_total },
        { key: "coupon", amount: -stored.coupon_total },
        { key: "fee", amount: stored.delivery_fee.amount },
      ]);
      expect(atCheckout.total).toBe(order.total);
      const onOrderPage = await shownBreakdown(page, 3);
      expect(onOrderPage).toEqual(atCheckout);
      await shot(page, testInfo, `order-welcome10-${language}`);
    });
  }
});
