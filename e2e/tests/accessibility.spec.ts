import { expect, test } from "@playwright/test";
import { axeViolations, useLanguage } from "./customer-journey";

// QUALITY.md: axe-core finds no violations on every page, in English and Arabic, light and dark.
// The demo business's dark_mode is "auto": its stylesheet follows the browser's colour scheme, so
// a page is checked light by every rule, then turned dark in place and checked by the rules that
// read colours (dark mode changes colours only). The desktop repeats the light check: its layout
// differs, its colours do not, and only in English: its Arabic pages are the phone's, mirrored.
// The other businesses' pages are checked in English: their themes change colours, not words.
const colourRules = ["color-contrast", "link-in-text-block"];
const pages = [
  { name: "home", path: "/demo" },
  { name: "menu", path: "/demo/delivery" },
  { name: "category", path: "/demo/delivery", open: "h2.menu-section__title a" },
  { name: "item", path: "/demo/delivery", open: ".menu-item__name" },
  { name: "search", path: "/demo/delivery/search?q=machboos" },
  // The menu-content settings: a filtered menu, prices hidden in a grid, compact rows.
  { name: "filtered menu", path: "/demo/delivery?tag=spicy" },
  { name: "cake atelier menu", path: "/demo-cakes/car_pickup", englishOnly: true },
  { name: "café compact menu", path: "/demo-zurich/delivery", englishOnly: true },
  { name: "branches", path: "/demo/Branches" },
  { name: "policies", path: "/demo/Policies" },
  { name: "settings", path: "/demo/settings" },
  // The home of each demo business (the salon's and the atelier's open their one menu).
  { name: "spice house home", path: "/demo-shop", englishOnly: true },
  { name: "café home", path: "/demo-zurich", englishOnly: true },
  { name: "salon home", path: "/demo-salon", englishOnly: true },
  { name: "cake atelier home", path: "/demo-cakes", englishOnly: true },
  { name: "not found", path: "/no-such-business" },
] as const;

for (const language of ["en", "ar"] as const) {
  test.describe(`in ${language}`, () => {
    for (const target of pages) {
      if (language === "ar" && "englishOnly" in target) continue;
      test(`the ${target.name} page has no accessibility violations`, async ({
        page,
      }, testInfo) => {
        await useLanguage(page, language);
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto(target.path);
        if ("open" in target) {
          const before = page.url();
          await page.locator(target.open).first().click();
          await expect(page).not.toHaveURL(before);
          await expect(page.locator("main h2").first()).toBeVisible();
        }
        expect(await axeViolations(page), "light").toEqual([]);
        if (testInfo.project.name === "desktop") return;
        await page.emulateMedia({ colorScheme: "dark" });
        // theme.spec.ts proves the stylesheet follows the scheme without a reload.
        const dark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
        expect(dark, "the browser asks for dark").toBe(true);
        expect(await axeViolations(page, colourRules), "dark").toEqual([]);
      });
    }
  });
}
