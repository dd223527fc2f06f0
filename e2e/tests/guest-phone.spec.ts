import { expect, type Page, test } from "@playwright/test";
import {
  chooseNowOrFirstSlot,
  freshPhone,
  lastCode,
  noAxeViolations,
  shot,
  useLanguage,
} from "./customer-journey";

// A guest's first booking at the salon (ADR 038: the salon asks for a code; disable_otp is off):
// "Place order" sends a code to the phone typed, the checkout shows the code step, and the code
// places the order; the proof stays on the device, so the next order from that phone needs none.
// With and without JavaScript, in English and Arabic.

const words = {
  en: {
    add: "Add to cart",
    place: /Place order/,
    step: "Confirm your phone",
    code: "Code from the SMS",
    confirm: "Confirm and place order",
    wrong: /Wrong code/,
  },
  ar: {
    add: "أضف إلى السلة",
    place: /تأكيد الطلب/,
    step: "أكّد رقم هاتفك",
    code: "الرمز من الرسالة",
    confirm: "تأكيد وإتمام الطلب",
    wrong: /الرمز غير صحيح/,
  },
} as const;

async function bookManicure(page: Page, language: "en" | "ar", phone: string) {
  const w = words[language];
  await page.goto("/demo-salon/product_service/28/224");
  await page.getByRole("button", { name: w.add }).click();
  await expect(page.locator(".form-success")).toBeVisible();
  await page.goto("/demo-salon/product_service/checkout");
  await page.locator("#name").fill("Huda");
  await page.locator("#phone").fill(phone);
  await chooseNowOrFirstSlot(page);
  await page.getByRole("button", { name: w.place }).click();
}

// Each run signs a new phone through several pages on a shared machine.
test.describe.configure({ timeout: 90_000 });

for (const javaScriptEnabled of [true, false]) {
  for (const language of ["en", "ar"] as const) {
    test.describe(`${language}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("a guest proves the phone with a code before the first booking, and not again", async ({
        page,
      }, testInfo) => {
        const w = words[language];
        await useLanguage(page, language);
        const phone = freshPhone();
        await bookManicure(page, language, phone);
        await expect(page.getByRole("heading", { name: w.step })).toBeVisible({ timeout: 15_000 });
        await expect(page).toHaveURL(/\/demo-salon\/product_service\/checkout\?verify=/);
        await expect(page.locator(".checkout__phone-step")).toContainText(`+965${phone}`);
        // What was typed is still there.
        await expect(page.locator("#phone")).toHaveValue(phone);
        const code = await lastCode(page, phone);
        if (javaScriptEnabled) await noAxeViolations(page);
        await shot(page, testInfo, `guest-phone-step-${language}`);

        // A wrong code is said beside the field, and the order waits.
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
        await page.getByLabel(w.code).fill(wrong);
        await page.getByRole("button", { name: w.confirm }).click();
        await expect(page.locator("#phone-code-error")).toHaveText(w.wrong);

        await page.getByLabel(w.code).fill(code);
        await page.getByRole("button", { name: w.confirm }).click();
        await expect(page).toHaveURL(/\/demo-salon\/order\/\d+/);

        // The proof stays on this device: the next booking from the phone goes straight through.
        await bookManicure(page, language, phone);
        await expect(page).toHaveURL(/\/demo-salon\/order\/\d+/);
      });
    });
  }
}
