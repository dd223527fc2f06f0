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
