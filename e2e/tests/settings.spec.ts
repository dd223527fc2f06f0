import { expect, test } from "@playwright/test";
import { storefrontUrl } from "./addresses";
import { useLanguage } from "./customer-journey";

// `/{referenceId}/settings`: the bottom navigation's "more": language, appearance, and the
// business's branches, policies, contacts and privacy.

test("the More tab opens the settings, with everything a customer looks for there", async ({
  page,
}, testInfo) => {
  await useLanguage(page, "en");
  await page.goto("/demo");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page).toHaveURL(/\/demo\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Language" }).getByRole("button")).toHaveCount(41);
  await expect(page.getByRole("radio")).toHaveCount(4);
  await expect(
    page.getByRole("radio", { name: "As Bait Al Kuwait Kitchen shows it" }),
  ).toBeChecked();
  await expect(page.getByRole("link", { name: "Our branches" })).toHaveAttribute(
    "href",
    "/demo/Branches",
  );
  await expect(page.getByRole("link", { name: "Policies" }).last()).toHaveAttribute(
    "href",
    "/demo/Policies",
  );
  await expect(page.getByRole("region", { name: "Contact us" })).toBeVisible();
  await expect(page.locator("#privacy")).toContainText("Privacy and cookies");
  await page.screenshot({ path: testInfo.outputPath("settings-en.png"), fullPage: true });
});

test("a language chosen in the settings applies at once and keeps the settings open", async ({
  page,
}, testInfo) => {
  await useLanguage(page, "en");
  await page.goto("/demo/settings");
  await page
    .getByRole("form", { name: "Language" })
    .getByRole("button", { name: "العربية" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveURL(/\/demo\/settings$/);
  await expect(page.getByRole("heading", { name: "الإعدادات" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("settings-ar.png"), fullPage: true });
});

test("the appearance chosen is kept for a year, on every business, until the customer goes back", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/demo/settings");
  await page.getByRole("radio", { name: "Dark" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".page")).toHaveAttribute("data-color-scheme", "dark");
  const cookie = (await page.context().cookies()).find((c) => c.name === "appearance");
  expect(cookie?.value).toBe("dark");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.goto("/demo-shop");
  await expect(page.locator(".page")).toHaveAttribute("data-color-scheme", "dark");

  await page.goto("/demo/settings");
  await page.getByRole("radio", { name: "As Bait Al Kuwait Kitchen shows it" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".page")).toHaveAttribute("data-color-scheme", "auto");
  expect((await page.context().cookies()).some((c) => c.name === "appearance")).toBe(false);
});

test("the settings work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "light" });
  await context.addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
  const page = await context.newPage();
  await page.goto(`${storefrontUrl}/demo/settings`);
  await page.getByRole("radio", { name: "Same as my device" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/demo\/settings$/);
  await expect(page.getByRole("radio", { name: "Same as my device" })).toBeChecked();
  await page.getByRole("radio", { name: "Dark" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".page")).toHaveAttribute("data-color-scheme", "dark");

  await page
    .getByRole("form", { name: "Language" })
    .getByRole("button", { name: "Deutsch" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Einstellungen" })).toBeVisible();
  await context.close();
});

test("the settings refuse a post from another site", async ({ request }) => {
  const response = await request.post("/demo/settings", {
    form: { appearance: "dark" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
