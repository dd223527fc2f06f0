import { expect, type Page, test } from "@playwright/test";
import { storefrontUrl } from "./addresses";
import {
  addToCart,
  deliverToSalmiya,
  sharqOnlyDish,
  storedOrder,
  useLanguage,
} from "./customer-journey";

// The checkout holds what the customer typed and chose: through reloads and second clicks, and
// it offers only what can be done (the time, the minimum, the ways to pay, the gift), on the café
// (/demo-zurich: dine-in at tables, open all day, CHF) and the demo (/demo).

// The café's Espresso (coffee, 4.60 CHF).
const espresso = "/demo-zurich/dinein/22/183";

/** The checkout's fields as the form would post them now. */
async function formFields(page: Page): Promise<Record<string, string>> {
  return page
    .locator("form.checkout")
    .evaluate((form) =>
      Object.fromEntries(
        [...(new FormData(form as HTMLFormElement) as unknown as Iterable<[string, unknown]>)].map(
          ([name, value]) => [name, String(value)],
        ),
      ),
    );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`placing twice, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ page }) => useLanguage(page, "en"));

    test("a click that arrives after the order emptied the cart lands on that order", async ({
      page,
    }) => {
      await addToCart(page, espresso);
      await page.goto("/demo-zurich/dinein/checkout");
      if (javaScriptEnabled) {
        await expect(page.locator("form.checkout")).toHaveAttribute("novalidate", "");
      }
      await page.locator("#table_id").selectOption({ index: 1 });
      await page.locator("#name").fill("Anna Meier");
      await page.locator("#phone").fill("791234567");
      // The first of the clicks reaches the server and places the order (and empties the cart)...
      const first = await page.request.post("/demo-zurich/dinein/checkout", {
        form: await formFields(page),
        headers: { Origin: storefrontUrl },
        maxRedirects: 0,
      });
      expect(first.status()).toBe(303);
      const orderPath = first.headers().location ?? "";
      expect(orderPath).toMatch(/^\/demo-zurich\/order\/\d+\?placed=1$/);
      // ...and the last one, the same checkout, is the one the browser shows.
      await page.getByRole("button", { name: /Place order/ }).click();
      await expect(page).toHaveURL(`${storefrontUrl}${orderPath}`);
      await expect(page.getByText("Thank you! Your order is placed.")).toBeVisible();
      const order = await storedOrder(page, "demo-zurich");
      expect(order.details.table?.name).toBeTruthy();
    });
  });
}

/** Waits until the cart has kept `text`, just typed or chosen (the page sends it by itself). */
async function kept(page: Page, text: string, change: () => Promise<unknown>) {
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith("/resources/checkout-draft") &&
      response.status() === 204 &&
      (response.request().postData() ?? "").includes(text),
  );
  await change();
  await sent;
}

test.describe("what the customer typed", () => {
  test.beforeEach(async ({ page }) => useLanguage(page, "en"));

  test("with JavaScript, a reload or a visit to the cart keeps the table, name, phone and notes typed", async ({
    page,
  }) => {
    await addToCart(page, espresso);
    await page.goto("/demo-zurich/dinein/checkout");
    await expect(page.locator("form.checkout")).toHaveAttribute("novalidate", "");
    const table = await page.locator("#table_id option").nth(2).getAttribute("value");
    await kept(page, `\r\n\r\n${table}\r\n`, () =>
      page.locator("#table_id").selectOption(table ?? ""),
    );
    await page.locator("#name").fill("Anna Meier");
    await page.locator("#phone").fill("791234567");
    // Typed, not left: the page sends it after a pause in the typing.
    await kept(page, "Oat milk, please", () => page.locator("#note").fill("Oat milk, please"));
    await page.reload();
    await expect(page.locator("#table_id")).toHaveValue(table ?? "");
    await expect(page.locator("#name")).toHaveValue("Anna Meier");
    await expect(page.locator("#phone")).toHaveValue("791234567");
    await expect(page.locator("#note")).toHaveValue("Oat milk, please");
    // To the cart and back: still there.
    await page.getByRole("link", { name: "Back to the cart" }).click();
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.locator("#table_id")).toHaveValue(table ?? "");
    await expect(page.locator("#note")).toHaveValue("Oat milk, please");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("what was posted is kept through a refusal and a reload", async ({ page }) => {
      await addToCart(page, espresso);
      await page.goto("/demo-zurich/dinein/checkout");
      await page.locator("#table_id").selectOption({ index: 3 });
      const table = await page.locator("#table_id").inputValue();
      await page.locator("#name").fill("Anna Meier");
      await page.locator("#phone").fill("12");
      await page.locator("#note").fill("Oat milk, please");
      // A phone nobody can dial: the order is refused, and what was posted stays.
      await page.getByRole("button", { name: /Place order/ }).click();
      await expect(page.locator("p.form-error[role=alert]")).toBeVisible();
      await page.goto("/demo-zurich/dinein/checkout");
      await expect(page.locator("#table_id")).toHaveValue(table);
      await expect(page.locator("#name")).toHaveValue("Anna Meier");
      await expect(page.locator("#phone")).toHaveValue("12");
      await expect(page.locator("#note")).toHaveValue("Oat milk, please");
    });
  });

  test("the table chosen is the table ordered, try after try, before and after the page's script runs", async ({
    page,
  }) => {
    test.slow();
    for (const [index, moment] of [
      [1, "as the page appears"],
      [2, "once the checkout runs"],
      [3, "as the page appears"],
      [1, "once the checkout runs"],
    ] as const) {
      await addToCart(page, espresso);
      await page.goto("/demo-zurich/dinein/checkout", {
        waitUntil: moment === "as the page appears" ? "commit" : "load",
      });
      if (moment === "once the checkout runs") {
        await expect(page.locator("form.checkout")).toHaveAttribute("novalidate", "");
      }
      const select = page.locator("#table_id");
      await select.selectOption({ index });
      const chosen = (await select.locator("option:checked").textContent()) ?? "";
      await page.locator("#name").fill("Anna Meier");
      await page.locator("#phone").fill("791234567");
      await expect(select).toHaveValue(await select.inputValue());
      await page.getByRole("button", { name: /Place order/ }).click();
      await expect(page, `try with table ${chosen} chosen ${moment}`).toHaveURL(
        /\/demo-zurich\/order\/\d+\?placed=1$/,
      );
      const order = await storedOrder(page, "demo-zurich");
      expect(order.details.table?.name).toBe(chosen.trim());
    }
  });
});

// Bait Al Kuwait's Falafel (0.900 KWD); the demo takes Apple Pay and scheduled orders.
const falafel = "4/24";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`what the checkout offers, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ page }) => useLanguage(page, "en"));

    test("the time list only for a later order; Apple Pay only where the browser can pay with it", async ({
      page,
    }) => {
      if (javaScriptEnabled) {
        // A browser that says it can pay with Apple Pay (Safari's ApplePaySession).
        await page.addInitScript(() => {
          (window as { ApplePaySession?: unknown }).ApplePaySession = {
            canMakePayments: () => true,
          };
        });
      }
      await addToCart(page, `/demo/car_pickup/${falafel}`);
      await page.goto("/demo/car_pickup/checkout");
      const applePay = page.getByRole("radio", { name: "Apple Pay" });
      // Without JavaScript nothing can ask the browser: Apple Pay is not offered.
      await expect(applePay).toHaveCount(javaScriptEnabled ? 1 : 0);
      await expect(page.getByRole("radio", { name: "Cash" })).toBeChecked();
      const now = page.getByRole("radio", { name: "As soon as possible" });
      const slot = page.getByLabel("Time", { exact: true });
      // The demo orders "now" during its hours only; a later time is always offered.
      if ((await now.count()) > 0) {
        await now.check();
        await expect(slot).toBeHidden();
      }
      await page.getByRole("radio", { name: "Schedule for later" }).check();
      await expect(slot).toBeVisible();
    });

    test("the gift's fields stay folded until the order is sent as a gift", async ({ page }) => {
      await addToCart(page, `/demo/delivery/${falafel}`);
      await deliverToSalmiya(page);
      const recipient = page.getByLabel("Recipient's name");
      await expect(recipient).toBeHidden();
      await page.getByText("Send as a gift").click();
      await expect(recipient).toBeVisible();
    });

    test("a branch switch that drops dishes asks first, and says what it removed", async ({
      page,
      request,
    }) => {
      const sharqOnly = await sharqOnlyDish(request);
      expect(sharqOnly).toBeDefined();
      const dish = sharqOnly?.name.en ?? "";
      const choose = (branch: string) =>
        page
          .getByRole("listitem")
          .filter({ hasText: branch })
          .getByRole("button", { name: "Order from here" })
          .click();
      const current = page.getByRole("listitem").filter({ hasText: "Current branch" });

      // At Sharq, with its own dish and the Falafel both branches sell.
      await page.goto("/demo/Branches");
      await choose("Sharq");
      await expect(page).toHaveURL(/\/demo$/);
      await addToCart(page, `/demo/delivery/${sharqOnly?.category_id}/${sharqOnly?.id}`);
      await addToCart(page, `/demo/delivery/${falafel}`);

      await page.goto("/demo/Branches");
      await choose("Salmiya");
      const asked = page.getByRole("alert").filter({ hasText: "Change to Salmiya?" });
      await expect(asked).toContainText(dish);
      await expect(asked).not.toContainText("Falafel");
      // Keeping the branch changes nothing.
      await asked.getByRole("link", { name: /^Keep .*Sharq$/ }).click();
      await expect(current).toContainText("Sharq");
      await page.goto("/demo/delivery/cart");
      await expect(page.getByText(dish).first()).toBeVisible();

      await page.goto("/demo/Branches");
      await choose("Salmiya");
      await page.getByRole("button", { name: "Change and remove them" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Removed from your cart" }),
      ).toHaveText(`Removed from your cart, as Salmiya does not sell them: ${dish}.`);
      await expect(current).toContainText("Salmiya");
      await page.goto("/demo/delivery/cart");
      await expect(page.getByText("Falafel").first()).toBeVisible();
      await expect(page.getByText(dish)).toHaveCount(0);
    });
  });
}
