import { expect, type Page, test } from "@playwright/test";
import { apiUrl, storefrontUrl } from "./addresses";
import { useLanguage } from "./customer-journey";

// The checkout holds what the customer typed and chose: through reloads and second clicks, and
// it offers only what can be done (the time, the minimum, the ways to pay, the gift), on the café
// (/demo-zurich: dine-in at tables, open all day, CHF) and the demo (/demo).

// The café's Espresso (coffee, 4.60 CHF).
const espresso = "/demo-zurich/dinein/22/183";

async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: /Add to cart|أضف إلى السلة/ }).click();
  await expect(page.locator(".form-success")).toBeVisible();
}

/** The checkout's fields as the form would post them now. */
async function formFields(page: Page): Promise<Record<string, string>> {
  return page
    .locator("form.checkout")
    .evaluate((form) =>
      Object.fromEntries(
        [...new FormData(form as HTMLFormElement).entries()].map(([name, value]) => [
          name,
          String(value),
        ]),
      ),
    );
}

/** The order the page shows was placed once: its stored table is the one chosen. */
async function storedOrder(page: Page, reference: string) {
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
  return (await response.json()).order as { id: number; details: { table?: { name: string } } };
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

/** Waits until the cart has kept what was just typed or chosen (the page sends it by itself). */
async function kept(page: Page, change: () => Promise<void>) {
  const sent = page.waitForResponse(
    (response) => response.url().endsWith("/resources/checkout-draft") && response.status() === 204,
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
    await kept(page, () => page.locator("#table_id").selectOption({ index: 2 }));
    const table = await page.locator("#table_id").inputValue();
    await page.locator("#name").fill("Anna Meier");
    await page.locator("#phone").fill("791234567");
    // Typed, not left: the page sends it after a pause in the typing.
    await kept(page, () => page.locator("#note").fill("Oat milk, please"));
    await page.reload();
    await expect(page.locator("#table_id")).toHaveValue(table);
    await expect(page.locator("#name")).toHaveValue("Anna Meier");
    await expect(page.locator("#phone")).toHaveValue("791234567");
    await expect(page.locator("#note")).toHaveValue("Oat milk, please");
    // To the cart and back: still there.
    await page.getByRole("link", { name: "Back to the cart" }).click();
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.locator("#table_id")).toHaveValue(table);
    await expect(page.locator("#note")).toHaveValue("Oat milk, please");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("what was posted is kept through a refusal and a reload", async ({ page }) => {
      await addToCart(page, espresso);
      await page.goto("/demo-zurich/dinein/checkout");
      await page.locator("#name").fill("Anna Meier");
      await page.locator("#phone").fill("791234567");
      await page.locator("#note").fill("Oat milk, please");
      // No table: the order is refused, and what was typed stays.
      await page.getByRole("button", { name: /Place order/ }).click();
      await expect(page.getByRole("alert").first()).toHaveText("Choose your table.");
      await page.goto("/demo-zurich/dinein/checkout");
      await expect(page.locator("#name")).toHaveValue("Anna Meier");
      await expect(page.locator("#phone")).toHaveValue("791234567");
      await expect(page.locator("#note")).toHaveValue("Oat milk, please");
    });
  });

  test("the table chosen is the table ordered, try after try, before and after the page's script runs", async ({
    page,
  }) => {
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
