import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { businessUrl, storefrontUrl } from "./addresses";
import { noAxeViolations, shot, useLanguage } from "./customer-journey";
import { demoStaff, signInStaff, useBusinessLanguage } from "./business-staff";

// Issue 16's menu on the business app: a dish marked sold out leaves the storefront's menu on the
// customer's next request, a new price is what the storefront shows and charges, and both come
// back; an edited menu document uploaded shows there too, and the first one uploaded again
// restores the menu (the new dish hidden). Cracked Wheat Soup at the Salmiya branch: no other journey orders or counts it, and each
// run of the journeys starts from a fresh database.

const dish = "Cracked Wheat Soup";
const harira = "Harira";

type MenuDocumentItem = {
  key: string;
  name: { en: string; ar?: string };
  priceLabels: { label: { en: string; ar?: string }; price: string }[];
};
type MenuDocumentCategory = { items: MenuDocumentItem[]; subcategories?: MenuDocumentCategory[] };
type MenuDocument = { categories: MenuDocumentCategory[] };

const categoriesOf = (document: MenuDocument) =>
  document.categories.flatMap((category) => [category, ...(category.subcategories ?? [])]);
const named = (name: string) => (item: MenuDocumentItem) => item.name.en === name;
const dishIn = (document: MenuDocument, name: string) =>
  categoriesOf(document)
    .flatMap((category) => category.items)
    .find(named(name));

/** Chooses a menu document on the business app's menu page and uploads it. */
async function uploadMenu(page: Page, content: string): Promise<void> {
  await page.getByLabel("Menu document (JSON)").setInputFiles({
    name: "menu.json",
    mimeType: "application/json",
    buffer: Buffer.from(content),
  });
  await page.getByRole("button", { name: "Upload and update the menu" }).click();
}

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
  const downloaded = await readFile(file, "utf8");
  const document = JSON.parse(downloaded) as MenuDocument;
  expect(dishIn(document, dish)?.priceLabels[0]?.price).toBe("1.100");

  // Edited and uploaded: the soup dearer and a new dish, both on the storefront's next page.
  const soups = categoriesOf(document).find((category) => category.items.some(named(dish)));
  soups?.items
    .find(named(dish))
    ?.priceLabels.splice(0, 1, { label: { en: "Regular" }, price: "1.250" });
  soups?.items.push({
    key: "harira",
    name: { en: harira, ar: "حريرة" },
    priceLabels: [{ label: { en: "Bowl", ar: "صحن" }, price: "0.850" }],
  });
  await uploadMenu(page, JSON.stringify(document));
  const uploaded = page.getByRole("status");
  await expect(uploaded).toContainText(/^Menu updated: \d+ dishes in \d+ categories/);
  await expect(uploaded).toContainText("New dishes: harira");
  await noAxeViolations(page);
  await shot(page, testInfo, "business-menu-uploaded-en");
  await customer.reload();
  await expect(customer.locator(".menu-item").filter({ hasText: dish })).toContainText("1.250");
  await expect(customer.locator(".menu-item").filter({ hasText: harira })).toContainText("0.850");

  // A document with a mistake changes nothing and says where the mistake is.
  await uploadMenu(page, downloaded.replace('"1.100"', '"1,100"'));
  const refused = page.getByRole("alert");
  await expect(refused).toContainText("The menu document has mistakes, so nothing was changed");
  await expect(refused).toContainText(/priceLabels\.0\.price: a decimal string/);
  await shot(page, testInfo, "business-menu-upload-refused-en");

  // The first download again: the soup at 1.100, the new dish hidden, not deleted.
  await uploadMenu(page, downloaded);
  await expect(page.getByRole("status")).toContainText("Hidden dishes: harira");
  await customer.reload();
  await expect(customer.locator(".menu-item").filter({ hasText: dish })).toContainText("1.100");
  await expect(customer.getByRole("link", { name: harira })).toHaveCount(0);

  // The same page in Arabic.
  await useBusinessLanguage(page, "ar");
  await page.goto(`${businessUrl}/menu?q=${encodeURIComponent("شوربة")}`);
  await expect(page.getByRole("heading", { level: 1, name: "القائمة" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await shot(page, testInfo, "business-menu-ar");
});
