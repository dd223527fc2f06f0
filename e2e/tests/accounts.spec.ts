import { apiUrl, storefrontUrl } from "./addresses";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  freshPhone,
  noAxeViolations,
  orderFalafelForCarPickup,
  shot,
  useLanguage,
} from "./customer-journey";

// The customer's account on the demo business (docs/decisions/026-storefront-sessions.md):
// registering and signing in by a code sent by SMS or WhatsApp (read from the API's development
// inbox, which the journeys' API serves outside production), the code's limits, the resend timer,
// the profile, signing out, the order history and who may open an order. In English and Arabic.

const texts = {
  en: {
    send: "Send code",
    verify: "Continue",
    create: "Create account",
    resend: "Send a new code",
    logout: "Sign out",
    whatsapp: "WhatsApp",
    profile: "My account",
    history: "Order history",
    expired: "This code has expired. Send a new one.",
    wrong: (left: number) => `Wrong code. Tries left: ${left}.`,
    tooShort: "This phone number is too short.",
    rateLimited: /^Too many tries\. Try again in \d+ seconds?\.$/,
  },
  ar: {
    send: "أرسل الرمز",
    verify: "متابعة",
    create: "إنشاء الحساب",
    resend: "أرسل رمزًا جديدًا",
    logout: "تسجيل الخروج",
    whatsapp: "واتساب",
    profile: "حسابي",
    history: "سجل الطلبات",
    expired: "انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.",
    wrong: (left: number) => `الرمز غير صحيح. المحاولات المتبقية: ${left}.`,
    tooShort: "رقم الهاتف هذا قصير جدًا.",
    rateLimited: /^محاولات كثيرة جدًا\. حاول مرة أخرى بعد .+\.$/,
  },
} as const;
type Language = keyof typeof texts;

// Bait Al Kuwait's Falafel (one price, no choices).
const falafel = "4/24";

/** The code of the last message the API's development inbox holds for a phone, and its channel. */
async function lastMessage(page: Page, national: string) {
  const phone = encodeURIComponent(`+965${national}`);
  const response = await page.request.get(`${apiUrl}/dev/inbox?phone=${phone}`);
  expect(response.ok()).toBe(true);
  const [message] = (await response.json()).messages as { channel: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  if (!message || !code) throw new Error(`No code for ${national}`);
  return { code, channel: message.channel };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** On the login page: types the phone, chooses the channel and sends; the code step opens. */
async function sendCode(page: Page, language: Language, phone: string, whatsapp = false) {
  await page.locator("#login-phone").fill(phone);
  if (whatsapp) await page.getByRole("radio", { name: texts[language].whatsapp }).check();
  await page.getByRole("button", { name: texts[language].send }).click();
  await expect(page).toHaveURL(/[?&]challenge=/);
  await expect(page.locator("#login-code")).toBeVisible();
}

async function typeCode(page: Page, language: Language, code: string) {
  await page.locator("#login-code").fill(code);
  await page.getByRole("button", { name: texts[language].verify }).click();
}

/** Signs in from the login page with a new phone, giving a name; lands where returnTo says. */
async function register(page: Page, language: Language, phone: string, name: string) {
  await sendCode(page, language, phone);
  await typeCode(page, language, (await lastMessage(page, phone)).code);
  await page.locator("#account-name").fill(name);
  await page.getByRole("button", { name: texts[language].create }).click();
}

/** A new customer in a browser context of their own, signed in on their profile. */
async function newCustomer(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, "en");
  await page.goto("/demo/login");
  await register(page, "en", freshPhone(), name);
  await expect(page).toHaveURL(/\/demo\/profile$/);
  return { context, page };
}

/** Orders a falafel for car pickup, paid cash; the order page's id. */
const placeOrder = (page: Page) =>
  orderFalafelForCarPickup(page, { name: "Signed In", phone: "51234567" });

for (const language of ["en", "ar"] as const) {
  const say = texts[language];

  test.describe(`accounts in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test("registers by SMS, comes back to the profile, signs out and signs in again", async ({
      page,
    }, testInfo) => {
      // It waits out the 30 seconds between two codes to one phone.
      test.setTimeout(90_000);
      const phone = freshPhone();
      await page.goto("/demo/profile");
      await expect(page).toHaveURL(/\/demo\/login\?returnTo=%2Fdemo%2Fprofile$/);
      // The phone reads left to right in Arabic too, with the business's country first.
      await expect(page.locator("#login-phone")).toHaveAttribute("dir", "ltr");
      await expect(page.locator("#login-country")).toHaveValue("KW");
      await noAxeViolations(page);
      await shot(page, testInfo, `login-phone-${language}`);

      // Spec 5's phone rules, said in the interface language.
      await page.locator("#login-phone").fill("5");
      await page.getByRole("button", { name: say.send }).click();
      await expect(page.getByRole("alert")).toHaveText(say.tooShort);

      await sendCode(page, language, phone);
      const firstSend = Date.now();
      const code = await lastMessage(page, phone);
      expect(code.channel).toBe("sms");
      await expect(page.locator("#login-code")).toHaveAttribute("autocomplete", "one-time-code");
      await expect(page.locator("#login-code")).toHaveAttribute("inputmode", "numeric");
      await expect(page.getByRole("button", { name: say.resend })).toBeDisabled();
      await noAxeViolations(page);
      await shot(page, testInfo, `login-code-${language}`);

      await typeCode(page, language, code.code);
      await expect(page.locator("#account-name")).toBeVisible();
      await noAxeViolations(page);
      await page.locator("#account-name").fill(language === "ar" ? "مريم" : "Mariam");
      await page.getByRole("button", { name: say.create }).click();
      await expect(page).toHaveURL(/\/demo\/profile$/);
      await expect(page.locator("#account-name")).toHaveValue(
        language === "ar" ? "مريم" : "Mariam",
      );
      await expect(page.getByText(`+965${phone}`)).toBeVisible();
      // The token stays on the server: the session cookie is HttpOnly.
      const session = (await page.context().cookies()).find(({ name }) => name === "session_demo");
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe("Lax");
      expect(await page.evaluate(() => document.cookie)).not.toContain("session_demo");
      await noAxeViolations(page);
      await shot(page, testInfo, `profile-${language}`);

      // A signed-in customer leaves the login page for the profile.
      await page.goto("/demo/login");
      await expect(page).toHaveURL(/\/demo\/profile$/);

      await page.getByRole("button", { name: say.logout }).click();
      await expect(page).toHaveURL(/\/demo$/);
      expect((await page.context().cookies()).some(({ name }) => name === "session_demo")).toBe(
        false,
      );
      await page.goto("/demo/orders/history");
      await expect(page).toHaveURL(/\/demo\/login\?returnTo=%2Fdemo%2Forders%2Fhistory$/);

      // A phone gets a code at most every 30 seconds: the wait is said (spec 9, ADR 025).
      await page.locator("#login-phone").fill(phone);
      await page.getByRole("button", { name: say.send }).click();
      await expect(page.getByRole("alert")).toHaveText(say.rateLimited);
      await page.waitForTimeout(Math.max(0, firstSend + 31_000 - Date.now()));
      // The same phone signs in again, without a name, and comes back to the history.
      await sendCode(page, language, phone);
      await typeCode(page, language, (await lastMessage(page, phone)).code);
      await expect(page).toHaveURL(/\/demo\/orders\/history$/);
      await expect(page.getByRole("heading", { name: say.history })).toBeVisible();
      await noAxeViolations(page);
      await shot(page, testInfo, `history-empty-${language}`);
    });

    test("signs in by WhatsApp", async ({ page }) => {
      const phone = freshPhone();
      await page.goto("/demo/login");
      await sendCode(page, language, phone, true);
      const message = await lastMessage(page, phone);
      expect(message.channel).toBe("whatsapp");
      await typeCode(page, language, message.code);
      await page.locator("#account-name").fill("Noor");
      await page.getByRole("button", { name: say.create }).click();
      await expect(page).toHaveURL(/\/demo\/profile$/);
      await expect(page.getByRole("heading", { name: say.profile })).toBeVisible();
    });

    test("five wrong codes end the code", async ({ page }) => {
      const phone = freshPhone();
      await page.goto("/demo/login");
      await sendCode(page, language, phone);
      const wrong = wrongCode((await lastMessage(page, phone)).code);
      for (const left of [4, 3, 2, 1]) {
        await typeCode(page, language, wrong);
        await expect(page.getByRole("alert")).toHaveText(say.wrong(left));
      }
      await typeCode(page, language, wrong);
      await expect(page.locator("#login-phone")).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(say.expired);
    });

    test("the resend timer survives a reload", async ({ page }) => {
      await page.goto("/demo/login");
      await sendCode(page, language, freshPhone());
      const resend = page.getByRole("button", { name: say.resend });
      await expect(resend).toBeDisabled();
      await page.waitForTimeout(3000);
      await page.reload();
      await expect(page.locator("#login-code")).toBeVisible();
      await expect(resend).toBeDisabled();
      const wait = await page.getByTestId("resend-wait").textContent();
      const seconds = Number(
        (wait ?? "")
          .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
          .match(/\d+/)?.[0],
      );
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(28);
      // Only the start time, phone and duration are kept, never the code.
      const timer = (await page.context().cookies()).find(({ name }) => name === "otp_demo");
      expect(timer?.httpOnly).toBe(true);
      expect(decodeURIComponent(timer?.value ?? "").split("|")).toHaveLength(3);
    });
  });
}

test.describe("orders of signed-in customers", () => {
  test("a signed-in order appears in the history; another customer's order page is not reachable", async ({
    browser,
  }, testInfo) => {
    const first = await newCustomer(browser, "Hessa");
    const orderId = await placeOrder(first.page);
    await first.page.goto("/demo/orders/history");
    const link = first.page.getByRole("link", { name: `Order ${orderId}` });
    await expect(link).toBeVisible();
    await noAxeViolations(first.page);
    await shot(first.page, testInfo, "history-en");
    // Opened from another device (no order key), the customer's token opens it.
    await first.context.clearCookies({ name: `orders_demo` });
    await link.click();
    await expect(first.page).toHaveURL(new RegExp(`/demo/order/${orderId}$`));
    await expect(first.page.getByTestId("order-status")).toBeVisible();

    const second = await newCustomer(browser, "Bader");
    const other = await second.page.goto(`/demo/order/${orderId}`);
    expect(other?.status()).toBe(404);
    await second.page.goto("/demo/orders/history");
    await expect(second.page.getByRole("link", { name: `Order ${orderId}` })).toHaveCount(0);

    const guest = await browser.newPage();
    expect((await guest.goto(`${storefrontUrl}/demo/order/${orderId}`))?.status()).toBe(404);
    await Promise.all([first.context.close(), second.context.close(), guest.close()]);
  });
});

test.describe("checkout of a signed-in customer", () => {
  test("starts from the profile's name and phone (spec 5: the user's phone first)", async ({
    browser,
  }) => {
    const { context, page } = await newCustomer(browser, "Reem");
    const phone = (await page.locator(".account__phones li bdi").first().textContent()) ?? "";
    await page.goto(`/demo/car_pickup/${falafel}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.locator(".form-success")).toBeVisible();
    await page.goto("/demo/car_pickup/checkout");
    await expect(page.locator("#name")).toHaveValue("Reem");
    await expect(page.locator("#phone")).toHaveValue(phone.replace("+965", ""));
    await context.close();
  });
});

test.describe("the profile", () => {
  test("edits the name and email with messages, then deletes the account after a confirmation", async ({
    browser,
  }) => {
    const { context, page } = await newCustomer(browser, "Dana");
    await page.locator("#account-email").fill("not an email");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("#account-email-error")).toHaveText(
      "Enter a valid email address, like name@example.com.",
    );
    await expect(page.locator("#account-email")).toHaveAttribute("aria-invalid", "true");
    await page.locator("#account-name").fill("Dana Al-Ali");
    await page.locator("#account-email").fill("dana@example.com");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your details are saved.")).toBeVisible();
    await page.reload();
    await expect(page.locator("#account-name")).toHaveValue("Dana Al-Ali");
    await expect(page.locator("#account-email")).toHaveValue("dana@example.com");

    await page.getByRole("button", { name: "Delete account" }).click();
    await expect(page.getByText("This cannot be undone. Delete your account?")).toBeVisible();
    await noAxeViolations(page);
    await page.getByRole("button", { name: "Yes, delete my account" }).click();
    await expect(page).toHaveURL(/\/demo\/login\?deleted=1$/);
    await expect(page.getByText("Your account is deleted.")).toBeVisible();
    expect((await context.cookies()).some(({ name }) => name === "session_demo")).toBe(false);
    await context.close();
  });
});

test.describe("a second phone", () => {
  // That it then signs in is the API's test: a phone has a 30 s cooldown after each code.
  test("is proven by a code, listed on the profile and made the sign-in phone", async ({
    browser,
  }, testInfo) => {
    const { context, page } = await newCustomer(browser, "Hamad");
    await page.getByRole("link", { name: "Add a phone" }).click();
    await expect(page).toHaveURL(/\/demo\/profile\/phone$/);
    const second = freshPhone();
    await sendCode(page, "en", second);
    await typeCode(page, "en", wrongCode((await lastMessage(page, second)).code));
    await expect(page.getByRole("alert")).toHaveText(texts.en.wrong(4));
    await noAxeViolations(page);
    await typeCode(page, "en", (await lastMessage(page, second)).code);

    await expect(page).toHaveURL(/\/demo\/profile\?phoneAdded=1$/);
    await expect(page.getByText("The phone is verified and added to your account.")).toBeVisible();
    const phones = page.locator(".account__phones li");
    await expect(phones).toHaveCount(2);
    await expect(phones.nth(1)).toContainText(`+965${second}`);
    await shot(page, testInfo, "profile-two-phones");
    await phones.nth(1).getByRole("button", { name: "Use to sign in" }).click();
    await expect(page.getByText("Your details are saved.")).toBeVisible();
    await expect(phones.filter({ hasText: `+965${second}` })).toContainText("used to sign in");

    await context.close();
  });

  test("that belongs to another account is refused in words", async ({ browser }) => {
    // Yousef's, a demo customer no other journey signs in with.
    const taken = "50000002";
    const { context, page } = await newCustomer(browser, "Other");
    await page.goto("/demo/profile/phone");
    await sendCode(page, "en", taken);
    await typeCode(page, "en", (await lastMessage(page, taken)).code);
    await expect(page.getByRole("alert")).toHaveText("This phone belongs to another account.");
    await context.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login page registers and signs in", async ({ page }) => {
    await useLanguage(page, "en");
    const phone = freshPhone();
    await page.goto("/demo/login?returnTo=%2Fdemo%2Fprofile");
    await register(page, "en", phone, "No Script");
    await expect(page).toHaveURL(/\/demo\/profile$/);
    await expect(page.locator("#account-name")).toHaveValue("No Script");
  });
});
