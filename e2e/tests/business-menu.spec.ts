import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { businessUrl, storefrontUrl } from "./addresses";
import { noAxeViolations, shot, useLanguage } from "./customer-journey";
import { demoStaff, signInStaff, useBusinessLanguage } from "./business-staff";

// Issue 16's menu on the business app: a dish marked sold out leaves the storefront's menu on the
// customer's next request, a new price is what the storefront shows and charges, and both come
// back. Cracked Wheat Soup at the Salmiya branch: no other journey orders or counts it, and each
// run of the journeys starts from a fresh database.

const dish = "Cracked Wheat Soup";

test("sold out on the board is gone from the storefront on the next request, and a new price shows there", async ({
  page,
}, testInfo) => {
  // Two pages, sign-in and five changes: more than 60 s on two loaded cores.
  test.slow();
  await useLanguage(page, "en");
  const customer = await page.context().newPage();
  await customer.goto(`${storefrontUrl}/demo/car_pickup`);
  await expect(customer.getByRole("link", { name: dish })).toBeVisible();

  await signInStaff(page, demoStaff.menuManager);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Branches" })
    .getByRole("link", { name: "Salmiya" })
    .click();
  await page.getByLabel("Find a dish").fill("cracked wheat");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  const row = page.locator(".dish").filter({ hasText: dish });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("On sale")).toBeVisible();

  await row.getByRole("button", { name: `Mark ${dish} sold out` }).click();
  await expect(row.getByText(/^Sold out since \d\d:\d\d$/)).toBeVisible();
  await noAxeViolations(page);
  await shot(page, testInfo, "business-menu-sold-out-en");
  await customer.reload();
  await expect(customer.getByRole("heading", { name: "Soups & Salads" })).toBeVisible();
  await expect(customer.getByRole("link", { name: dish })).toHaveCount(0);

  // A price typed as an Arabic keyboard types it is read to the fil.
  const price = row.getByLabel(`${dish} · Regular (KWD)`);
  await expect(price).toHaveValue("0.950");
  await price.fill("١٫١٠٠");
  await row.getByRole("button", { name: "Save price" }).click();
  await expect(row.getByLabel(`${dish} · Regular (KWD)`)).toHaveValue("1.100");
  await price.fill("1.1005");
  await row.getByRole("button", { name: "Save price" }).click();
  await expect(row.getByRole("alert")).toContainText("more decimals than the currency");

  await row.getByRole("button", { name: `Put ${dish} back on sale` }).click();
  await expect(row.getByText("On sale")).toBeVisible();
  await customer.reload();
  const card = customer.locator(".menu-item").filter({ hasText: dish });
  await expect(card).toContainText("1.100");

  // The whole menu as a document, with the new price in it.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the whole menu (JSON)" }).click();
  const file = await (await download).path();
  type Category = {
    items: { name: { en: string }; priceLabels: { price: string }[] }[];
    subcategories?: Category[];
  };
  const document = JSON.parse(await readFile(file, "utf8")) as { categories: Category[] };
  const soup = document.categories
    .flatMap((category) => [category, ...(category.subcategories ?? [])])
    .flatMap((category) => category.items)
    .find((item) => item.name.en === dish);
  expect(soup?.priceLabels[0]?.price).toBe("1.100");

  // The same page in Arabic.
  await useBusinessLanguage(page, "ar");
  await page.goto(`${businessUrl}/menu?q=${encodeURIComponent("شوربة")}`);
  await expect(page.getByRole("heading", { level: 1, name: "القائمة" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await shot(page, testInfo, "business-menu-ar");
});
