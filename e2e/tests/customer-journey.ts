import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";
import { apiUrl, storefrontUrl } from "./addresses";

// What the customers' journeys share: the interface language, axe, screenshots, signing in with a
// code read from the API's development inbox, adding to the cart and reading the stored order.

/** The interface language the storefront reads first (spec 9: the `i18n_redirected` cookie). */
export async function useLanguage(page: Page, language: string) {
  await page
    .context()
    .addCookies([{ name: "i18n_redirected", value: language, url: storefrontUrl }]);
}

/**
 * What axe finds wrong on the page at WCAG 2.1 AA and best practice, or by the rules named: each
 * violation with the elements it names.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (
    rules
      ? axe.withRules([...rules])
      : axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
  ).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** axe finds nothing on the page at WCAG 2.1 AA and best practice. */
export async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A full-page screenshot beside the test's results, to look at. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** A Kuwaiti mobile number (national digits) no other journey uses: each phone has 5 codes an hour. */
export function freshPhone(): string {
  return `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
}

/**
 * The code of the last message the development inbox holds for a phone (Kuwaiti unless another
 * dial code is given), once one has arrived: a form's post that sends it may still be on its way.
 */
export async function lastCode(page: Page, national: string, dialCode = "+965"): Promise<string> {
  const phone = encodeURIComponent(`${dialCode}${national}`);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${apiUrl}/dev/inbox?phone=${phone}`);
      expect(response.ok()).toBe(true);
      const [message] = (await response.json()).messages as { text: string }[];
      code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
      return code;
    }, `a code sent to ${national}`)
    .toBeDefined();
  return code!;
}

/** The login page's buttons in each interface language the journeys sign in with. */
const loginButtons = {
  en: { send: "Send code", verify: "Continue", create: "Create account" },
  ar: { send: "أرسل الرمز", verify: "متابعة", create: "إنشاء الحساب" },
} as const;

/**
 * Signs in on the login page the browser is on, with the code the development inbox holds for the
 * phone (national digits); a phone without an account then registers under `name`. Lands where
 * returnTo says.
 */
export async function signInWithCode(
  page: Page,
  national: string,
  language: "en" | "ar",
  { name, dialCode }: { name?: string; dialCode?: string } = {},
) {
  const buttons = loginButtons[language];
  await page.locator("#login-phone").fill(national);
  await page.getByRole("button", { name: buttons.send }).click();
  // The code step opens once the code is sent.
  await expect(page).toHaveURL(/[?&]challenge=/);
  await expect(page.locator("#login-code")).toBeVisible();
  await page.locator("#login-code").fill(await lastCode(page, national, dialCode));
  await page.getByRole("button", { name: buttons.verify }).click();
  if (name === undefined) return;
  await page.locator("#account-name").fill(name);
  await page.getByRole("button", { name: buttons.create }).click();
}

/**
 * Registers a new customer under `name` with a phone no other journey uses, from the login page the
 * browser is on; answers that phone (national digits). Lands where returnTo says.
 */
export async function registerNewCustomer(
  page: Page,
  language: "en" | "ar",
  name: string,
): Promise<string> {
  const phone = freshPhone();
  await signInWithCode(page, phone, language, { name });
  return phone;
}

/** On the checkout: the order now, or the first slot where the business takes no order now. */
export async function chooseNowOrFirstSlot(page: Page) {
  const now = page.locator('input[name="when"][value="now"]');
  if ((await now.count()) > 0) await now.check();
  else {
    await page.locator('input[name="when"][value="later"]').check();
    await page.locator("#slot").selectOption({ index: 1 });
  }
}

/**
 * Types a point into the map step's coordinates, opening their fold where the map's script has
 * folded them (it may do so while this types: then it opens them again and types once more).
 */
export async function typePin(
  page: Page,
  pin: { lat: string; lng: string },
  labels: { latitude: string; longitude: string } = {
    latitude: "Latitude",
    longitude: "Longitude",
  },
) {
  const latitude = page.getByLabel(labels.latitude);
  await expect(async () => {
    if (!(await latitude.isVisible())) {
      await page.locator(".pin-form__coordinates > summary").click();
    }
    await latitude.fill(pin.lat, { timeout: 1000 });
    await page.getByLabel(labels.longitude).fill(pin.lng, { timeout: 1000 });
  }).toPass();
}

/**
 * The demo restaurant's delivery steps in English, from its checkout to Salmiya (inside the
 * Salmiya zone: fee 0.500, minimum 3.000), with a pin and an address; back on the checkout.
 */
export async function deliverToSalmiya(page: Page) {
  await page.goto("/demo/delivery/checkout");
  // fast-checkout: a delivery without a place goes to the area sheet first.
  await expect(page).toHaveURL(/\/demo\/delivery\/address$/);
  await page.getByRole("button", { name: "Salmiya", exact: true }).click();
  await typePin(page, { lat: "29.3375", lng: "48.0755" });
  await page.getByRole("button", { name: "Deliver here" }).click();
  await page.getByLabel("Block").fill("10");
  await page.getByLabel("Street").fill("Salem Al Mubarak St");
  await page.getByLabel("House number").fill("12");
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/demo\/delivery\/checkout$/);
}

/** Fills the car a car-pickup order is brought to, on the English checkout. */
export async function describeCar(
  page: Page,
  { model, colour, plate }: { model: string; colour: string; plate: string },
) {
  await page.getByLabel("Car model").fill(model);
  await page.getByLabel("Colour").fill(colour);
  await page.getByLabel("Plate number").fill(plate);
}

/**
 * Orders the demo restaurant's Falafel for car pickup in English, paid cash, from a white Nissan
 * Patrol, in the name and phone (national digits) given; answers the placed order's id.
 */
export async function orderFalafelForCarPickup(
  page: Page,
  { name, phone }: { name: string; phone: string },
): Promise<number> {
  await page.goto("/demo/car_pickup/4/24");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.locator(".form-success")).toBeVisible();
  await page.goto("/demo/car_pickup/checkout");
  await describeCar(page, { model: "Nissan Patrol", colour: "White", plate: "12 34567" });
  await page.locator("#name").fill(name);
  await page.locator("#phone").fill(phone);
  await chooseNowOrFirstSlot(page);
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+\?placed=1$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** Opens a page that does not exist: a 404 that says "Page not found: {path}" (spec 8). */
export async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
}

/**
 * Adds an item from its page with the item's form, as a customer does: the choice and the count
 * when given, else its first price and its minimum count. Any interface language.
 */
export async function addToCart(
  page: Page,
  path: string,
  { choice, quantity }: { choice?: RegExp; quantity?: number } = {},
) {
  await page.goto(path);
  if (choice) await page.getByRole("radio", { name: choice }).check();
  if (quantity) await page.locator(".item-form #quantity").fill(String(quantity));
  await page.locator(".item-form button[type=submit]").click();
  await expect(page.locator(".form-success")).toBeVisible();
}

/**
 * Holds the page's scripts until the answer is called, so that a customer acts on the
 * server-rendered page before its JavaScript arrives.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

/** A dish as the API's menu lists it, as far as the journeys read it. */
export interface MenuDish {
  id: number;
  category_id: number;
  name: { en: string };
}

/** A dish only the demo's Sharq branch sells, read from the API as any client would. */
export async function sharqOnlyDish(request: APIRequestContext) {
  const restaurant = await (await request.get(`${apiUrl}/webapp/v5/restaurant/demo`)).json();
  const [salmiya, sharq] = restaurant.restaurant.branches as { id: number }[];
  const menuOf = async (id: number | undefined) =>
    (await (await request.get(`${apiUrl}/webapp/v5/menu/${id}`)).json()).menu.items as MenuDish[];
  const salmiyaIds = new Set((await menuOf(salmiya?.id)).map((item) => item.id));
  return (await menuOf(sharq?.id)).find((item) => !salmiyaIds.has(item.id));
}

/** The order as the API stores it, as far as the journeys read it. */
export interface StoredOrder {
  id: number;
  total: number;
  status_name: string;
  payment_status: string;
  payment_type: number;
  breakdown: {
    subtotal: number;
    discount_total: number;
    coupon_total: number;
    tax_rows: unknown[];
    delivery_fee: { amount: number };
    cash_rounding: number;
    total: number;
  };
  details: { table?: { name: string } } & Record<string, unknown>;
}

/** The order the page shows, as the API stored it (its key is in the device's HttpOnly cookie). */
export async function storedOrder(page: Page, reference: string): Promise<StoredOrder> {
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  const cookie = (await page.context().cookies()).find(
    ({ name }) => name === `orders_${reference}`,
  );
  const key = cookie?.value
    .split(".")
    .find((pair) => pair.startsWith(`${orderId}~`))
    ?.split("~")[1];
  const response = await page.request.get(`${apiUrl}/webapp/order/${orderId}/${key}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).order as StoredOrder;
}
