import { expect, test } from "@playwright/test";
import { useLanguage } from "./customer-journey";

// Spec 9: 41 interface languages, ar, fa and ur right to left; the URL has no language prefix.
const pages = [
  { language: "ar", dir: "rtl", title: "قائمة توصيل", categories: "الأقسام" },
  { language: "fa", dir: "rtl", title: "منوی ارسال با پیک", categories: "دسته‌بندی‌ها" },
  { language: "ur", dir: "rtl", title: "ڈیلیوری مینو", categories: "زمرے" },
  { language: "ja", dir: "ltr", title: "デリバリーのメニュー", categories: "カテゴリー" },
  { language: "de", dir: "ltr", title: "Speisekarte – Lieferung", categories: "Kategorien" },
] as const;

for (const { language, dir, title, categories } of pages) {
  test(`the menu reads in ${language}, ${dir === "rtl" ? "right to left" : "left to right"}`, async ({
    page,
  }, testInfo) => {
    await useLanguage(page, language);
    await page.goto("/demo/delivery");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const nav = page.getByRole("navigation", { name: categories });
    await expect(nav).toBeVisible();
    // Prices keep the business's three decimals, with the language's decimal sign.
    await expect(page.locator(".menu-item__price").first()).toContainText(
      language === "de" ? /\d,\d{3}/ : /\d\.\d{3}/,
    );

    // The layout mirrors: the first category chip sits on the reading side of the second.
    const [first, second] = await Promise.all([
      nav.getByRole("link").nth(0).boundingBox(),
      nav.getByRole("link").nth(1).boundingBox(),
    ]);
    expect(first && second).toBeTruthy();
    if (first && second) {
      if (dir === "rtl") expect(first.x).toBeGreaterThan(second.x);
      else expect(first.x).toBeLessThan(second.x);
    }
    expect(new URL(page.url()).pathname).toBe("/demo/delivery");
    await testInfo.attach(`menu-${language}`, {
      body: await page.screenshot({ fullPage: false }),
      contentType: "image/png",
    });
  });
}
