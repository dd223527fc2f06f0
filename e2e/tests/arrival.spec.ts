import { expect, test } from "@playwright/test";
import {
  noAxeViolations,
  orderFalafelForCarPickup,
  registerNewCustomer,
  shot,
  useLanguage,
} from "./customer-journey";

// Issue 16: a car pickup customer tells the kitchen they are outside from their order page, with
// a real form; the API's staff tests show it reaches the board (ADR 062).

test("a car pickup customer says they are outside, and the page keeps saying the kitchen knows", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await useLanguage(page, "en");
  await page.goto("/demo/login");
  const phone = await registerNewCustomer(page, "en", "Khalid");
  await orderFalafelForCarPickup(page, { name: "Khalid", phone });

  await page.getByRole("button", { name: "I'm outside" }).click();
  await expect(page.getByTestId("order-arrived")).toHaveText(
    "The restaurant knows you're outside. Your order will be brought to your car.",
  );
  await expect(page.getByRole("button", { name: "I'm outside" })).toHaveCount(0);
  await noAxeViolations(page);
  await shot(page, testInfo, "arrived-en");

  // It is kept: the page read again still says so.
  await page.reload();
  await expect(page.getByTestId("order-arrived")).toBeVisible();
});
