import { storefrontUrl, apiUrl } from "./addresses";
import { expect, type Page, test } from "@playwright/test";
import {
  addToCart,
  chooseNowOrFirstSlot,
  deliverToSalmiya,
  describeCar,
  freshPhone,
  holdScripts,
  lastCode,
  noAxeViolations,
  shot,
  storedOrder,
  useLanguage,
} from "./customer-journey";

// Ordering journeys on the seeded demo (apps/api/demo): the cart, the checkout of each
// selling type, coupons, the sandbox payment, and the order followed live. In each, the total on
// screen is the stored order's total, read back from the API with the order's key.

const storefront = storefrontUrl;
const api = apiUrl;
// Bait Al Kuwait: Falafel (appetizers, one price 0.900, no choices), Lamb Machboos (two prices).
const falafel = "4/24";
const lambMachboos = "6/44";

/** KWD has 3 decimals: 1700 fils is "1.700". */
const kwd = (fils: number) => (fils / 1000).toFixed(3);

async function expectScreenTotalIsStored(page: Page, reference = "demo") {
  await expect(page).toHaveURL(new RegExp(`/${reference}/order/\\d+`));
  const order = await storedOrder(page, reference);
  await expect(page.getByTestId("order-total")).toContainText(kwd(order.total));
  return order;
}

/** Puts the Falafel in the cart and opens the car-pickup checkout with the car described. */
async function checkOutFalafelFromCar(page: Page, car: Parameters<typeof describeCar>[1]) {
  await addToCart(page, `/demo/car_pickup/${falafel}`);
  await page.goto("/demo/car_pickup/checkout");
  await describeCar(page, car);
}

/** Types a code into the cart's coupon field and applies it; answers the verdict shown. */
async function applyCoupon(page: Page, code: string) {
  await page.getByLabel("Coupon code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  return page.getByTestId("coupon-verdict");
}

/**
 * Fills the customer's name and phone and chooses when: now while the business is open, else its
 * second offered time (the journeys run at any hour; the demo takes scheduled orders).
 */
async function fillContact(page: Page) {
  await page.locator("#name").fill("Fatma Al-Sabah");
  await page.locator("#phone").fill("51234567");
  await chooseNowOrFirstSlot(page);
}

async function chooseLaterSlot(page: Page) {
  await page.locator('input[name="when"][value="later"]').check();
  await page.locator("#slot").selectOption({ index: 1 });
}

test.describe("ordering", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("car pickup with car details, paid cash: the total on screen is the stored order's", async ({
    page,
  }, testInfo) => {
    await addToCart(page, `/demo/car_pickup/${falafel}`, { quantity: 2 });
    await page.goto("/demo/car_pickup/cart");
    await expect(page.getByTestId("cart-badge")).toContainText("2");
    await expect(page.getByTestId("order-total")).toContainText("1.800 KWD");
    await noAxeViolations(page);
    await shot(page, testInfo, "cart-en");
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/demo\/car_pickup\/checkout$/);
    await describeCar(page, { model: "Nissan Patrol", colour: "White", plate: "12 34567" });
    await fillContact(page);
    await page.getByRole("radio", { name: "Cash" }).check();
    await noAxeViolations(page);
    await shot(page, testInfo, "checkout-car-pickup-en");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+\?placed=1$/);
    await expect(page.getByText("Thank you! Your order is placed.")).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText(/^(Received|Scheduled)$/);
    await expect(page.getByText("Nissan Patrol, White, plate 12 34567")).toBeVisible();
    const order = await expectScreenTotalIsStored(page);
    expect(order.total).toBe(1800);
    await noAxeViolations(page);
    await shot(page, testInfo, "order-en");
    // The cart was reset after the order.
    await page.goto("/demo/car_pickup/cart");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    // The device's orders (a guest's account tab opens the login page, which links to them): the
    // list, and the latest one's details.
    await page.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/demo\/login\?returnTo=%2Fdemo%2Fprofile$/);
    await page.getByRole("link", { name: "Orders placed on this device" }).click();
    await expect(page).toHaveURL(/\/demo\/orders\/status$/);
    await expect(page.getByRole("link", { name: `Open order ${order.id}` })).toBeVisible();
    await noAxeViolations(page);
    await page.goto("/demo/orders/details");
    await expect(page).toHaveURL(new RegExp(`/demo/order/${order.id}$`));
  });

  test("dine-in at a table, with the business's labels", async ({ page }, testInfo) => {
    await addToCart(page, `/demo/dinein/${falafel}`);
    await page.goto("/demo/dinein/checkout");
    await page.locator("#table_id").selectOption({ index: 1 });
    await fillContact(page);
    await shot(page, testInfo, "checkout-dine-in-en");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+/);
    const order = await expectScreenTotalIsStored(page);
    expect(order.details.table).toMatchObject({ name: expect.any(String) });
    await expect(page.getByText(/^Table /)).toBeVisible();
  });

  test("product service at the salon", async ({ page }, testInfo) => {
    // The salon takes one selling type: its home opens its services (check-one-type).
    await page.goto("/demo-salon");
    await expect(page).toHaveURL(/\/demo-salon\/product_service$/);
    await addToCart(page, "/demo-salon/product_service/28/224");
    await page.goto("/demo-salon/product_service/checkout");
    await expect(page.getByRole("heading", { name: "Your appointment" })).toBeVisible();
    await fillContact(page);
    // A phone of its own: codes to one phone are spaced out, whichever journey asked (ADR 025).
    const phone = freshPhone();
    await page.locator("#phone").fill(phone);
    await shot(page, testInfo, "checkout-product-service-en");
    await page.getByRole("button", { name: /Place order/ }).click();
    // The salon asks a guest for a code to the phone first (ADR 038).
    await page.getByLabel("Code from the SMS").fill(await lastCode(page, phone));
    await page.getByRole("button", { name: "Confirm and place order" }).click();
    await expect(page).toHaveURL(/\/demo-salon\/order\/\d+/);
    await expectScreenTotalIsStored(page, "demo-salon");
  });

  test("a scheduled order: a later slot, stored as scheduled", async ({ page }) => {
    await checkOutFalafelFromCar(page, { model: "Lexus", colour: "Black", plate: "9 9999" });
    await fillContact(page);
    await chooseLaterSlot(page);
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+/);
    await expect(page.getByTestId("order-status")).toHaveText("Scheduled");
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    const order = await expectScreenTotalIsStored(page);
    expect(order.status_name).toBe("scheduled");
  });

  test("coupons of each kind: percent, fixed, item-limited, guests only, signed-in only, unknown", async ({
    page,
  }) => {
    await addToCart(page, `/demo/dinein/${lambMachboos}`, { choice: /Regular/, quantity: 3 });
    await page.goto("/demo/dinein/cart");
    await expect(await applyCoupon(page, "member20")).toHaveText(
      "This coupon is for signed-in customers only.",
    );
    // 50 % of 3.950 on at most two of the three (max_allowed_items 2).
    await expect(await applyCoupon(page, "MACHBOOS50")).toHaveText(
      "Coupon MACHBOOS50 applied: 3.950 KWD off.",
    );
    await expect(page.getByTestId("order-total")).toContainText("7.900 KWD");
    await expect(await applyCoupon(page, "WELCOME10")).toHaveText(
      "Coupon WELCOME10 applied: 1.185 KWD off.",
    );
    // A fixed coupon on the whole menu takes its value once (spec 5: capped at its value).
    await expect(await applyCoupon(page, "SAVE2")).toHaveText(
      "Coupon SAVE2 applied: 2.000 KWD off.",
    );
    await expect(page.getByTestId("order-total")).toContainText("9.850 KWD");
    // A guest is a guest: the guests-only coupon applies.
    await expect(await applyCoupon(page, "GUEST15")).toHaveText(
      /^Coupon GUEST15 applied: 1\.7\d\d KWD off\.$/,
    );
    await expect(await applyCoupon(page, "NOSUCHCODE")).toHaveText("There is no such coupon.");
  });

  test("a coupon in the address becomes the cart's coupon (spec 4)", async ({ page }) => {
    await addToCart(page, `/demo/dinein/${falafel}`);
    await page.goto("/demo/dinein/cart?coupon=WELCOME10");
    await expect(page.getByTestId("coupon-verdict")).toHaveText(
      "Coupon WELCOME10 applied: 0.090 KWD off.",
    );
  });

  test("KNET through the sandbox: paid only after the gateway approves", async ({
    page,
  }, testInfo) => {
    await checkOutFalafelFromCar(page, { model: "Tahoe", colour: "Grey", plate: "5 55555" });
    await fillContact(page);
    await page.getByRole("radio", { name: "KNET" }).check();
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${api}/sandbox/pay/`));
    await expect(page.getByText("0.900 KWD")).toBeVisible();
    await shot(page, testInfo, "sandbox-payment");
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+$/);
    await expect(page.getByText(/· Paid/)).toBeVisible();
    const order = await expectScreenTotalIsStored(page);
    expect(order.payment_status).toBe("paid");
  });

  test("a declined payment lands on the failure page, and paying again works", async ({
    page,
  }, testInfo) => {
    await checkOutFalafelFromCar(page, { model: "Civic", colour: "Blue", plate: "7 77777" });
    await fillContact(page);
    await page.getByRole("radio", { name: "Card" }).check();
    await page.getByRole("button", { name: /Place order/ }).click();
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page).toHaveURL(/\/demo\/payment\/fail\?order=\d+$/);
    await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, testInfo, "payment-fail-en");
    // The order page says the payment failed and leads back here.
    await page.getByRole("link", { name: /^Open order \d+$/ }).click();
    await expect(page.getByText(/· Payment failed/)).toBeVisible();
    await page.getByRole("link", { name: "Try paying again" }).click();
    await expect(page).toHaveURL(/\/demo\/payment\/fail\?order=\d+$/);
    await page.getByRole("button", { name: "Try paying again" }).click();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByText(/· Paid/)).toBeVisible();
    expect((await storedOrder(page, "demo")).payment_status).toBe("paid");
  });

  test("the order page follows the order as the kitchen moves it", async ({ page }) => {
    await addToCart(page, `/demo/dinein/${falafel}`);
    await page.goto("/demo/dinein/checkout");
    await page.locator("#table_id").selectOption({ index: 1 });
    await fillContact(page);
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page.getByTestId("order-status")).toHaveText(/^(Received|Scheduled)$/);
    const { id } = await storedOrder(page, "demo");
    // The demo's kitchen, outside production.
    for (const status of [1, 3]) {
      const moved = await page.request.post(`${api}/dev/order/${id}/status`, { data: { status } });
      expect(moved.ok()).toBe(true);
    }
    await expect(page.getByTestId("order-status")).toHaveText("Ready", { timeout: 20_000 });
    const moved = await page.request.post(`${api}/dev/order/${id}/status`, { data: { status: 5 } });
    expect(moved.ok()).toBe(true);
    await expect(page.getByTestId("order-status")).toHaveText("Delivered", { timeout: 20_000 });
  });

  test("the item page refuses a choice a group does not allow, beside the form", async ({
    page,
  }, testInfo) => {
    // Chicken Machboos: "Choose your rice" takes exactly one.
    await page.goto("/demo/delivery/6/43");
    await page.getByRole("button", { name: /Add to cart/ }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Check the choices: each group says how many to pick.",
    );
    await page.getByRole("radio", { name: "White rice" }).check();
    await page.getByRole("checkbox", { name: "Laban" }).check();
    // 2.750 + laban, computed as the choices change.
    await expect(page.getByRole("button", { name: /Add to cart · \d+\.\d{3} KWD/ })).toBeVisible();
    await shot(page, testInfo, "item-form-en");
    await page.getByRole("button", { name: /Add to cart/ }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
    await noAxeViolations(page);
  });

  test("quick add on a menu card fills the badge", async ({ page }) => {
    await page.goto("/demo/car_pickup");
    // Falafel is in the smart category "Light and green" too; either card adds the same line.
    await page.getByRole("button", { name: "Add Falafel", exact: true }).first().click();
    await expect(page.getByTestId("cart-badge")).toContainText("1");
    // An item with choices has no quick add: its page opens instead (spec 5).
    await expect(page.getByRole("button", { name: "Add Chicken Machboos" })).toHaveCount(0);
  });

  test("a count typed before the page's JavaScript arrives is the count priced and added", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`/demo/delivery/${falafel}`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Quantity").fill("3");
    release();
    await page.waitForFunction(() => "__remixRouter" in window);
    const add = page.getByRole("button", { name: /Add to cart/ });
    await expect(add).toContainText("2.700 KWD");
    await add.click();
    await expect(page.locator(".form-success")).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toContainText("3");
  });
});

test.describe("delivery", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("inside a zone, with a pin and the address form: the zone's fee, the stored total", async ({
    page,
  }, testInfo) => {
    await addToCart(page, `/demo/delivery/${falafel}`, { quantity: 4 });
    await deliverToSalmiya(page);
    await expect(page.getByText("Salmiya", { exact: true })).toBeVisible();
    await expect(page.locator(".breakdown__row", { hasText: "Delivery fee" })).toContainText(
      "0.500 KWD",
    );
    await expect(page.getByTestId("order-total")).toContainText("4.100 KWD");
    await fillContact(page);
    await noAxeViolations(page);
    await shot(page, testInfo, "checkout-delivery-en");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+/);
    const order = await expectScreenTotalIsStored(page);
    expect(order.total).toBe(4100);
    expect(order.details.delivery).toMatchObject({ block: "10", house_number: "12" });
  });

  test("below the zone's minimum, the checkout says so and the order is refused", async ({
    page,
  }) => {
    await addToCart(page, `/demo/delivery/${falafel}`, { quantity: 1 });
    await deliverToSalmiya(page);
    await expect(page.getByText("The minimum order for this area is 3.000 KWD.")).toBeVisible();
    await fillContact(page);
    // The order cannot be placed, and the button says how much more it needs (3.000 − 0.900).
    const place = page.getByRole("button", { name: /Place order/ });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription("Add 2.100 KWD more to place this order.");
    // The server refuses it as well.
    const refused = await page.request.post("/demo/delivery/checkout", {
      form: await page
        .locator("form.checkout")
        .evaluate((form) =>
          Object.fromEntries(
            [
              ...(new FormData(form as HTMLFormElement) as unknown as Iterable<[string, unknown]>),
            ].map(([k, v]) => [k, String(v)]),
          ),
        ),
      headers: { Origin: storefront },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(422);
    await expect(page).toHaveURL(/\/demo\/delivery\/checkout$/);
  });

  test("a free-delivery coupon waives the zone's fee", async ({ page }) => {
    await addToCart(page, `/demo/delivery/${falafel}`, { quantity: 4 });
    await page.goto("/demo/delivery/cart");
    await applyCoupon(page, "FREEDEL");
    await deliverToSalmiya(page);
    await expect(page.locator(".breakdown__row", { hasText: "Delivery fee" })).toContainText(
      "Free with FREEDEL",
    );
    await fillContact(page);
    await page.getByRole("button", { name: /Place order/ }).click();
    const order = await expectScreenTotalIsStored(page);
    expect(order.total).toBe(3600);
  });

  test("shipping abroad: 2.5 kg to Saudi Arabia at 15.00 AED a kilo plus 25.00", async ({
    page,
  }, testInfo) => {
    // The spice shop's Eid Hamper: 295.00 AED, 2,500 g.
    await addToCart(page, "/demo-shop/delivery/21/182");
    await page.goto("/demo-shop/delivery/checkout");
    await page.getByRole("button", { name: /Saudi Arabia/ }).click();
    // Saudi Arabia is addressed the general way: street, number, postcode and city, no block.
    await expect(page.getByLabel("Block")).toHaveCount(0);
    await page.getByLabel("Street").fill("King Fahd Rd");
    await page.getByLabel("House number").fill("7");
    await page.getByLabel("Postcode").fill("12271");
    await page.getByLabel("City").fill("Riyadh");
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(page).toHaveURL(/\/demo-shop\/delivery\/checkout$/);
    // round(2500 g × 15.00 AED / kg) + 25.00 AED = 62.50 AED.
    await expect(page.locator(".breakdown__row", { hasText: "Shipping (2.5 kg)" })).toContainText(
      "62.50",
    );
    await fillContact(page);
    // Nobody of the shop hands over a parcel abroad: cash is not offered, the order is paid online.
    await expect(page.getByRole("radio", { name: "Cash" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Online payment" })).toBeChecked();
    await shot(page, testInfo, "checkout-shipping-en");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${api}/sandbox/pay/`));
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(/\/demo-shop\/order\/\d+/);
    const order = await storedOrder(page, "demo-shop");
    expect(order.total).toBe(29500 + 6250);
    // The parcel's address is the order's, as the customer typed it.
    expect(order.details.delivery).toMatchObject({
      street: "King Fahd Rd",
      house_number: "7",
      postcode: "12271",
      city: "Riyadh",
    });
    await expect(page.getByTestId("order-total")).toContainText("357.50");
  });
});

test.describe("in Arabic", () => {
  test("car pickup, right to left, with the Arabic labels", async ({ page }, testInfo) => {
    await useLanguage(page, "ar");
    await addToCart(page, `/demo/car_pickup/${falafel}`);
    await page.goto("/demo/car_pickup/cart");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await shot(page, testInfo, "cart-ar");
    await page.goto("/demo/car_pickup/checkout");
    await page.locator("#car_model").fill("باترول");
    await page.locator("#car_color").fill("أبيض");
    await page.locator("#plate_number").fill("12345");
    await fillContact(page);
    await noAxeViolations(page);
    await shot(page, testInfo, "checkout-ar");
    await page.locator(".checkout__place").click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+/);
    await expectScreenTotalIsStored(page);
    await noAxeViolations(page);
    await shot(page, testInfo, "order-ar");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a customer adds, checks out and orders with plain forms", async ({ page }) => {
    await useLanguage(page, "en");
    await addToCart(page, `/demo/car_pickup/${falafel}`, { quantity: 3 });
    await page.goto("/demo/car_pickup/cart");
    await page.getByRole("button", { name: "One less Falafel" }).click();
    await expect(page.getByLabel("Quantity of Falafel")).toHaveText("2");
    await page.getByRole("link", { name: "Checkout" }).click();
    await describeCar(page, { model: "Land Cruiser", colour: "Silver", plate: "3 33333" });
    await fillContact(page);
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+\?placed=1$/);
    const order = await expectScreenTotalIsStored(page);
    expect(order.total).toBe(1800);
  });
});
