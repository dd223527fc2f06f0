import { apiUrl } from "./addresses";
import { expect, type Page, test } from "@playwright/test";
import {
  chooseNowOrFirstSlot,
  noAxeViolations,
  registerNewCustomer,
  shot,
  useLanguage,
} from "./customer-journey";
import { demoStaff, orderCard, signInStaff } from "./business-staff";

// The wallet in the storefront (docs/decisions/029-wallet-pages.md, 027-wallet-ledger.md): a new
// customer of Bait Al Kuwait opens the wallet, buys "Pay 5, get 5.500" through the sandbox
// gateway's real page, sees the new balance and the history's two credits, then pays an order with
// the wallet at checkout and sees the balance go down and the debit in the history. A guest opening
// the wallet is sent to the login page and back. In English and Arabic, with axe on every page.
// In English the restaurant then rejects that order on its board, and the wallet is paid back once.

const texts = {
  en: {
    wallet: "Wallet",
    openWallet: "Open my wallet",
    packagesLink: "Top up with a package",
    historyLink: "Wallet history",
    smallPackage: "Pay 5, get 5.500",
    buy: "Buy for 5.000 KWD",
    paid: "Payment received: 5.500 KWD was added to your wallet.",
    newBalance: "Your new balance is 5.500 KWD.",
    topUp: "Top-up",
    bonus: "Package bonus",
    debit: "Paid for an order",
    use: "Use my wallet balance",
    using: "0.900 KWD will be paid from your wallet.",
    addToCart: /Add to cart/,
    place: /Place order/,
    policy: /Wallet credit is for orders at Bait Al Kuwait only/,
    failed:
      "The payment was declined or cancelled, so your wallet was not topped up. You can try again.",
    tryAgain: "Try again: pay 5.000 KWD",
    off: "This business does not offer a wallet.",
    // The sandbox gateway's page speaks the interface's language (ADR 034).
    approve: "Approve payment",
    decline: "Decline",
    sandboxAmount: "5.000 KWD",
    customer: "Mariam",
  },
  ar: {
    wallet: "المحفظة",
    openWallet: "افتح محفظتي",
    packagesLink: "اشحن المحفظة بباقة",
    historyLink: "سجل المحفظة",
    smallPackage: "ادفع 5 واحصل على 5.500",
    buy: /^اشترِ مقابل /,
    paid: /^تم استلام الدفع: أُضيف .+ إلى محفظتك\.$/,
    newBalance: /رصيدك الجديد: /,
    topUp: "شحن",
    bonus: "مكافأة الباقة",
    debit: "دفع لطلب",
    use: "استخدم رصيد محفظتي",
    using: /^سيُدفع .+ من محفظتك\.$/,
    addToCart: /أضف إلى السلة/,
    place: /تأكيد الطلب/,
    policy: /رصيد المحفظة لطلبات بيت الكويت فقط/,
    failed: "رُفض الدفع أو أُلغي، فلم تُشحن محفظتك. يمكنك المحاولة مرة أخرى.",
    tryAgain: /^حاول مرة أخرى: ادفع /,
    off: "لا يقدّم هذا النشاط التجاري خدمة المحفظة.",
    approve: "الموافقة على الدفع",
    decline: "رفض",
    sandboxAmount: "5.000 د.ك.",
    customer: "مريم",
  },
} as const;

// Bait Al Kuwait's Falafel (one price, no choices): 0.900 KWD.
const falafel = "4/24";

/** The balance the wallet's home page shows. */
const balance = (page: Page) => page.locator(".wallet__amount");

for (const language of ["en", "ar"] as const) {
  const say = texts[language];

  test.describe(`the wallet in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test("a guest opening the wallet is sent to the login page, and back after signing in", async ({
      page,
    }) => {
      await page.goto("/demo/wallet/home");
      await expect(page).toHaveURL(/\/demo\/login\?returnTo=%2Fdemo%2Fwallet%2Fhome$/);
      await registerNewCustomer(page, language, language === "ar" ? "سارة" : "Sara");
      await expect(page).toHaveURL(/\/demo\/wallet\/home$/);
      await expect(page.getByRole("heading", { level: 2, name: say.wallet })).toBeVisible();
    });

    test("buys a package through the sandbox gateway, sees the balance and history, and pays an order with it", async ({
      page,
    }, testInfo) => {
      // In English the board rejects the order too: a second page and a staff sign-in.
      test.setTimeout(language === "en" ? 180_000 : 120_000);
      await page.goto("/demo/login");
      await registerNewCustomer(page, language, say.customer);
      await expect(page).toHaveURL(/\/demo\/profile$/);

      // The profile leads to the wallet: empty, with the business's terms.
      await page.getByRole("link", { name: say.openWallet }).click();
      await expect(page).toHaveURL(/\/demo\/wallet\/home$/);
      await expect(balance(page)).toContainText(language === "en" ? "0.000 KWD" : "");
      await expect(page.getByText(say.policy)).toBeVisible();
      await noAxeViolations(page);
      await shot(page, testInfo, `wallet-home-empty-${language}`);

      // The packages: pay X, receive Y, each opening its page.
      await page.getByRole("link", { name: say.packagesLink }).click();
      await expect(page).toHaveURL(/\/demo\/wallet\/walletPackage$/);
      await expect(page.getByRole("link", { name: say.smallPackage })).toBeVisible();
      // The hidden launch offer is not on sale.
      await expect(page.locator(".cart-line")).toHaveCount(3);
      await noAxeViolations(page);
      await shot(page, testInfo, `wallet-packages-${language}`);

      await page.getByRole("link", { name: say.smallPackage }).click();
      await expect(page).toHaveURL(/\/demo\/wallet\/\d+$/);
      await noAxeViolations(page);
      await shot(page, testInfo, `wallet-package-${language}`);
      await page.getByRole("button", { name: say.buy }).click();

      // The sandbox gateway's own page, then back to the storefront with the server's verdict.
      await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/pay/`));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(page.getByText(say.sandboxAmount)).toBeVisible();
      await shot(page, testInfo, `sandbox-payment-${language}`);
      await page.getByRole("button", { name: say.approve }).click();
      await expect(page).toHaveURL(/\/demo\/wallet\/\d+\?purchase=[\w-]+&payment=[\w-]+$/);
      await expect(page.getByText(say.paid)).toBeVisible();
      await expect(page.getByText(say.newBalance)).toBeVisible();
      await noAxeViolations(page);
      await shot(page, testInfo, `wallet-paid-${language}`);

      await page.goto("/demo/wallet/home");
      await expect(balance(page)).toContainText(language === "en" ? "5.500 KWD" : "");
      const paidBalance = await balance(page).innerText();

      await page.getByRole("link", { name: say.historyLink }).click();
      await expect(page).toHaveURL(/\/demo\/wallet\/history$/);
      const entries = page.locator(".wallet__entry");
      await expect(entries).toHaveCount(2);
      await expect(entries.filter({ hasText: say.topUp }).locator(".cart-line__amount")).toHaveText(
        language === "en" ? "\u2066+5.000\u2069 KWD" : /^\u2066\+/,
      );
      await expect(entries.filter({ hasText: say.bonus }).locator(".cart-line__amount")).toHaveText(
        language === "en" ? "\u2066+0.500\u2069 KWD" : /^\u2066\+/,
      );
      await noAxeViolations(page);
      await shot(page, testInfo, `wallet-history-${language}`);

      // Checkout: "Pay with wallet balance" prices the order with the wallet, as the server does.
      await page.goto(`/demo/car_pickup/${falafel}`);
      await page.getByRole("button", { name: say.addToCart }).first().click();
      await expect(page.locator(".form-success")).toBeVisible();
      await page.goto("/demo/car_pickup/checkout");
      await page.getByRole("link", { name: say.use }).click();
      await expect(page).toHaveURL(/\/demo\/car_pickup\/checkout\?wallet=1#wallet$/);
      await expect(page.getByText(say.using)).toBeVisible();
      await page.locator("#car_model").fill("Nissan Patrol");
      await page.locator("#car_color").fill(language === "ar" ? "أبيض" : "White");
      await page.locator("#plate_number").fill("12 34567");
      await page.locator("#name").fill(say.customer);
      await page.locator("#phone").fill("51234567");
      await chooseNowOrFirstSlot(page);
      await page.locator('input[name="payment_type"][value="2"]').check();
      await noAxeViolations(page);
      await shot(page, testInfo, `checkout-wallet-${language}`);
      await page.getByRole("button", { name: say.place }).click();
      await expect(page).toHaveURL(/\/demo\/order\/\d+\?placed=1$/);
      const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";

      await page.goto("/demo/wallet/home");
      await expect(balance(page)).toContainText(language === "en" ? "4.600 KWD" : "");
      expect(await balance(page).innerText()).not.toBe(paidBalance);
      await shot(page, testInfo, `wallet-home-after-order-${language}`);
      await page.goto("/demo/wallet/history");
      const debit = page.locator(".wallet__entry").filter({ hasText: say.debit });
      await expect(debit).toHaveCount(1);
      await expect(debit.locator(".cart-line__amount")).toHaveText(
        language === "en" ? "\u2066\u22120.900\u2069 KWD" : /^\u2066\u2212/,
      );
      await expect(debit.getByRole("link")).toHaveAttribute("href", `/demo/order/${orderId}`);
      if (language === "ar") return;

      // The restaurant rejects it on its board: the 0.900 comes back to the wallet, once.
      const board = await page.context().newPage();
      await signInStaff(board, demoStaff.walletKitchen);
      const card = orderCard(board, Number(orderId));
      await card.getByText("Reject…").click();
      await card.getByLabel("Why reject? (the customer reads it)").fill("We ran out of falafel");
      await card.getByRole("button", { name: "Reject order" }).click();
      await expect(card).toBeHidden();
      await board.close();
      for (const visit of [1, 2]) {
        await page.goto("/demo/wallet/history");
        const refund = page.locator(".wallet__entry").filter({ hasText: "Refund for an order" });
        await expect(refund, `visit ${visit}`).toHaveCount(1);
        await expect(refund.locator(".cart-line__amount")).toHaveText("\u2066+0.900\u2069 KWD");
      }
      await page.goto("/demo/wallet/home");
      await expect(balance(page)).toContainText("5.500 KWD");
      await page.goto(`/demo/order/${orderId}`);
      await expect(page.getByTestId("order-status")).toHaveText("Rejected");
      await expect(page.getByText("We ran out of falafel")).toBeVisible();
      await expect(page.getByText("0.900 KWD returned to your wallet")).toBeVisible();
      await shot(page, testInfo, "wallet-order-rejected-en");
    });

    test("a declined package payment says so, credits nothing and offers a new attempt", async ({
      page,
    }, testInfo) => {
      await page.goto("/demo/wallet/walletPackage");
      await registerNewCustomer(page, language, say.customer);
      await expect(page).toHaveURL(/\/demo\/wallet\/walletPackage$/);
      await page.getByRole("link", { name: say.smallPackage }).click();
      await page.getByRole("button", { name: say.buy }).click();
      await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/pay/`));
      await page.getByRole("button", { name: say.decline }).click();
      await expect(page).toHaveURL(/\/demo\/wallet\/\d+\?purchase=[\w-]+&payment=[\w-]+$/);
      await expect(page.getByRole("alert")).toHaveText(say.failed);
      await expect(page.getByRole("button", { name: say.tryAgain })).toBeVisible();
      await noAxeViolations(page);
      await shot(page, testInfo, `wallet-failed-${language}`);
      await page.goto("/demo/wallet/history");
      await expect(page.locator(".wallet__entry")).toHaveCount(0);
    });

    test("a business without the wallet says so on its wallet pages", async ({
      page,
    }, testInfo) => {
      // Gulf Pearl Salon keeps the wallet off.
      await page.goto("/demo-salon/wallet/home");
      await registerNewCustomer(page, language, say.customer);
      await expect(page).toHaveURL(/\/demo-salon\/wallet\/home$/);
      await expect(page.getByRole("status").filter({ hasText: say.off })).toBeVisible();
      await expect(page.getByRole("link", { name: say.packagesLink })).toHaveCount(0);
      await noAxeViolations(page);
      await shot(page, testInfo, `wallet-off-${language}`);
      await page.goto("/demo-salon/wallet/walletPackage");
      await expect(page.getByRole("status").filter({ hasText: say.off })).toBeVisible();
    });
  });
}
