import { apiUrl } from "./addresses";
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import {
  chooseNowOrFirstSlot,
  noAxeViolations,
  signInWithCode,
  useLanguage,
} from "./customer-journey";

// Reservations in the storefront (docs/decisions/030-reservation-pages.md, on ADR 028's API): the
// home's entry point, signing in first, the party, the date, the times the API offers, a table
// where the business seats at tables, the booking's page with its status in words, the history,
// the refusals in words, and the order that comes with a type 2 reservation. English and Arabic.

const texts = {
  en: {
    reserve: "Reserve a table",
    showTimes: "Show times",
    next: "Continue",
    book: "Reserve",
    booked: "Reservation requested",
    confirmed: "Reservation confirmed",
    pending: "Waiting for confirmation",
    accepted: "Accepted",
    history: "My reservations",
    guests: (people: number) => `Guests: ${people}`,
    numbered: (id: number) => `Reservation ${id}`,
    slotFull: "Sorry, that time was just taken. Choose another time.",
    tooMany: "Too many guests: a reservation takes up to 6.",
    past: "This date has passed. Choose another date.",
    chooseFood: "Choose your food",
    order: (id: number) => `Order ${id}`,
  },
  ar: {
    reserve: "احجز طاولة",
    showTimes: "اعرض الأوقات",
    next: "متابعة",
    book: "احجز",
    booked: "تم إرسال طلب الحجز",
    confirmed: "تم تأكيد الحجز",
    pending: "بانتظار التأكيد",
    accepted: "مقبول",
    history: "حجوزاتي",
    guests: (people: number) => `عدد الضيوف: ${people}`,
    numbered: (id: number) => `الحجز رقم ${id}`,
    slotFull: "عذرًا، حُجز هذا الوقت للتو. اختر وقتًا آخر.",
    tooMany: "عدد الضيوف كبير: يتسع الحجز الواحد لـ 6 ضيوف كحد أقصى.",
    past: "هذا التاريخ قد مضى. اختر تاريخًا آخر.",
    chooseFood: "اختر طعامك",
    order: (id: number) => new RegExp(`${id}`),
  },
} as const;
type Language = keyof typeof texts;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

/**
 * On the login page the reservation sent a guest to: registers a new phone (national digits of the
 * business's country), which comes back to the reservation page.
 */
async function register(page: Page, language: Language, dialCode: string, national: string) {
  await signInWithCode(page, national, language, {
    name: language === "ar" ? "مريم" : "Mariam",
    dialCode,
  });
  await expect(page).not.toHaveURL(/\/login/);
}

const digits = (count: number) =>
  String(Math.floor(Math.random() * 10 ** count)).padStart(count, "0");

/** The signed-in customer's bearer token, from the session cookie (the test is the customer). */
async function tokenOf(page: Page, reference: string): Promise<string> {
  const session = (await page.context().cookies()).find(
    ({ name }) => name === `session_${reference}`,
  );
  return session?.value.split(".")[2] ?? "";
}

/** The day after `date` (`YYYY-MM-DD`). */
function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Asks for the times of the days from tomorrow on until one has a free time; answers that day.
 * (Which days a branch opens is the demo's business; the page lists what the API offers.)
 */
async function dayWithTimes(page: Page, language: Language, party: number): Promise<string> {
  let date = await page.locator("#reserve-date").getAttribute("min");
  for (let tries = 0; tries < 6; tries += 1) {
    date = nextDay(date ?? "");
    await page.locator("#reserve-party").selectOption(String(party));
    await page.locator("#reserve-date").fill(date);
    await page.getByRole("button", { name: texts[language].showTimes }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    if ((await page.locator('input[name="time"]:not([disabled])').count()) > 0) return date;
  }
  throw new Error("No day with a free time in the coming week");
}

for (const language of ["en", "ar"] as const) {
  const say = texts[language];

  test.describe(`reservations in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test("a table without an order at the café: booked, refused in words, in the history and answered", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      // The Limmat café takes reservations by seats (type 1, up to 6 guests, 12 seats a slot).
      await page.goto("/demo-zurich");
      await shot(page, testInfo, `home-${language}`);
      await page.getByRole("link", { name: say.reserve }).click();
      // Guests sign in first, and come back.
      await expect(page).toHaveURL(
        /\/demo-zurich\/login\?returnTo=%2Fdemo-zurich%2Freservation%2Freserv_dinein$/,
      );
      await register(page, language, "+41", `79${digits(7)}`);
      await expect(page).toHaveURL(/\/demo-zurich\/reservation\/reserv_dinein$/);
      await expect(page.getByRole("heading", { level: 2, name: say.reserve })).toBeVisible();
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-start-${language}`);

      // A past date has no times, and says so.
      const today = (await page.locator("#reserve-date").getAttribute("min")) ?? "";
      await page.goto(`/demo-zurich/reservation/reserv_dinein?party=2&date=2020-01-01`);
      await expect(page.getByText(say.past)).toBeVisible();
      // A party larger than max_users, asked in the address, is refused in words.
      await page.goto(`/demo-zurich/reservation/reserv_dinein?party=9&date=${today}`);
      await expect(page.getByText(say.tooMany)).toBeVisible();

      await page.goto("/demo-zurich/reservation/reserv_dinein");
      const date = await dayWithTimes(page, language, 6);
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-times-${language}`);
      const free = page.locator('input[name="time"]:not([disabled])');
      const first = (await free.first().getAttribute("value")) ?? "";
      await free.first().check();
      await page.getByRole("button", { name: say.next }).click();
      await expect(page).toHaveURL(new RegExp(`time=${first.replace(":", "(:|%3A)")}`));
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-confirm-${language}`);

      // Meanwhile other parties of 6 take the slot's seats (12 a slot, fewer when an earlier
      // journey booked there): booking it now is SLOT_FULL.
      const token = await tokenOf(page, "demo-zurich");
      const answers: number[] = [];
      while (!answers.includes(409) && answers.length < 3) {
        const taken = await page.request.post(`${apiUrl}/webapp/reserve-table`, {
          headers: { authorization: `Bearer ${token}` },
          data: { reference_id: "demo-zurich", date, slot: first, party_size: 6 },
        });
        answers.push(taken.status());
      }
      expect(answers[0]).toBe(201);
      expect(answers.at(-1)).toBe(409);
      await page.getByRole("button", { name: say.book, exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(say.slotFull);
      // The times are read again: that one now shows full.
      await expect(page.locator(`input[type="radio"][value="${first}"]`)).toBeDisabled();
      await expect(page.locator(`input[type="radio"][value="${first}"]`)).not.toBeChecked();
      await expect(page.locator('input[type="hidden"][name="time"]')).toHaveCount(0);
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-slot-full-${language}`);

      // Another time that day, for two.
      await page.goto(`/demo-zurich/reservation/reserv_dinein?party=2&date=${date}`);
      const other = page.locator('input[name="time"]:not([disabled])').first();
      const time = (await other.getAttribute("value")) ?? "";
      await other.check();
      await page.getByRole("button", { name: say.next }).click();
      await page.getByRole("button", { name: say.book, exact: true }).click();

      await expect(page).toHaveURL(/\/demo-zurich\/reservation\/success\/\d+\?booked=1$/);
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      await expect(page.getByRole("heading", { level: 2, name: say.booked })).toBeVisible();
      await expect(page.getByText(say.numbered(id), { exact: true })).toBeVisible();
      await expect(page.locator(".reservation__summary")).toContainText(say.pending);
      await expect(page.locator(".reservation__summary time")).toHaveAttribute(
        "datetime",
        new RegExp(`^${date}T${time}`),
      );
      await expect(page.locator(".reservation__summary dd").nth(1)).toHaveText("2");
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-success-${language}`);

      // The history lists it, newest first, with its status, and opens it.
      await page.getByRole("link", { name: say.history }).last().click();
      await expect(page).toHaveURL(/\/demo-zurich\/reservation\/history$/);
      const entry = page.locator(".cart-line").filter({ hasText: say.numbered(id) });
      await expect(entry).toContainText(say.pending);
      await expect(entry).toContainText(say.guests(2));
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-history-${language}`);

      // The café accepts: the page says so in words.
      const moved = await page.request.post(`${apiUrl}/dev/reservation/${id}/status`, {
        data: { status: 1 },
      });
      expect(moved.ok()).toBe(true);
      await page.goto("/demo-zurich/reservation/history");
      await entry.getByRole("link", { name: say.numbered(id) }).click();
      await expect(page).toHaveURL(new RegExp(`/demo-zurich/reservation/success/${id}$`));
      await expect(page.locator('[data-status="accepted"]')).toHaveText(say.accepted);
      // The heading follows the status: requested while pending, confirmed once accepted.
      await expect(page.getByRole("heading", { level: 2, name: say.confirmed })).toBeVisible();

      // The profile links the history.
      await page.goto("/demo-zurich/profile");
      await page.getByRole("link", { name: say.history }).click();
      await expect(page).toHaveURL(/\/demo-zurich\/reservation\/history$/);
    });

    test("a table with an order at the Kuwaiti restaurant: the order is linked to the booking", async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      // Bait Al Kuwait: at tables, type 2 (with an order), up to 8 guests, 2 hours ahead.
      await page.goto("/demo/reservation/reserv_dinein");
      await register(page, language, "+965", `5${digits(7)}`);
      await expect(page).toHaveURL(/\/demo\/reservation\/reserv_dinein$/);
      await dayWithTimes(page, language, 4);
      await page.locator('input[name="time"]:not([disabled])').first().check();
      await page.getByRole("button", { name: say.next }).click();
      // The free tables that seat four, smallest first; the first is chosen.
      const tables = page.locator('input[name="table_id"]');
      await expect(tables.first()).toBeChecked();
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-table-${language}`);
      await page.getByRole("button", { name: say.book, exact: true }).click();
      await expect(page).toHaveURL(/\/demo\/reservation\/success\/\d+\?booked=1$/);
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      await expect(page.locator(".reservation__summary")).toContainText(say.pending);
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-order-needed-${language}`);

      // Another customer opening this reservation gets the 404 page.
      const stranger = await browser.newContext();
      const strangerPage = await stranger.newPage();
      await strangerPage.goto("/demo/reservation/reserv_dinein");
      await register(strangerPage, "en", "+965", `5${digits(7)}`);
      const foreign = await strangerPage.goto(`/demo/reservation/success/${id}`);
      expect(foreign?.status()).toBe(404);
      const unknown = await strangerPage.goto("/demo/reservation/success/2147483000");
      expect(unknown?.status()).toBe(404);
      await stranger.close();

      // The food comes from the reservation menu: the set menu, for four.
      await page.getByRole("button", { name: say.chooseFood }).click();
      await expect(page).toHaveURL(/\/demo\/reserv_dinein$/);
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-menu-${language}`);
      await page
        .getByRole("link", { name: language === "ar" ? "قائمة المجلس" : "Majlis Set Menu" })
        .first()
        .click();
      await page.getByLabel(/Quantity|الكمية/).fill("4");
      await page.getByRole("button", { name: /Add to cart|أضف إلى السلة/ }).click();
      await expect(page.locator(".form-success")).toBeVisible();
      await page.goto("/demo/reserv_dinein/checkout");
      // The booking holds the table: the checkout asks for none.
      await expect(page.locator("#table_id")).toHaveCount(0);
      await page.locator("#name").fill("Mariam");
      await page.locator("#phone").fill("51234567");
      await chooseNowOrFirstSlot(page);
      await page.locator('input[name="payment_type"][value="2"]').check();
      await page.locator('button[type="submit"]').last().click();
      await expect(page).toHaveURL(/\/demo\/order\/\d+\?placed=1$/);
      const orderId = Number(new URL(page.url()).pathname.split("/").pop());

      // The booking names its order, which opens.
      await page.goto(`/demo/reservation/success/${id}`);
      await expect(page.getByRole("button", { name: say.chooseFood })).toHaveCount(0);
      const orderLink = page.getByRole("link", { name: say.order(orderId) });
      await expect(orderLink).toHaveAttribute("href", `/demo/order/${orderId}`);
      await noAxeViolations(page);
      await shot(page, testInfo, `reserve-order-linked-${language}`);
      await orderLink.click();
      await expect(page).toHaveURL(new RegExp(`/demo/order/${orderId}$`));
    });
  });
}

test("reserves with JavaScript off: every step is a plain form", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await useLanguage(page, "en");
  await page.goto("/demo-zurich/reservation/reserv_dinein");
  await register(page, "en", "+41", `79${digits(7)}`);
  await expect(page).toHaveURL(/\/demo-zurich\/reservation\/reserv_dinein$/);
  await dayWithTimes(page, "en", 3);
  await page.locator('input[name="time"]:not([disabled])').first().check();
  await page.getByRole("button", { name: texts.en.next }).click();
  await page.locator("#reserve-note").fill("A high chair, please");
  await page.getByRole("button", { name: texts.en.book, exact: true }).click();
  await expect(page).toHaveURL(/\/demo-zurich\/reservation\/success\/\d+\?booked=1$/);
  await expect(page.locator(".reservation__summary")).toContainText("A high chair, please");
  await expect(page.locator(".reservation__summary dd").nth(1)).toHaveText("3");
  await shot(page, testInfo, "reserve-no-js-en");
  await context.close();
});
