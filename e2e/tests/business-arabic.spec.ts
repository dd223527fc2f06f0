import { expect, test } from "@playwright/test";
import { businessUrl } from "./addresses";
import { noAxeViolations, shot } from "./customer-journey";
import {
  demoStaff,
  orderCard,
  placeDineInOrder,
  signInStaff,
  useBusinessLanguage,
} from "./business-staff";

// The business app in Arabic, right to left, on the phone and the desktop: the board, a ticket
// as printed, the day's reservations and the sign-in, each checked by axe and photographed.

test("the board in Arabic is right to left and passes axe", async ({ page }, testInfo) => {
  // One member of staff per screen, so the two runs never wait for each other's codes.
  const staff =
    testInfo.project.name === "phone" ? demoStaff.arabicKitchen : demoStaff.arabicKitchenToo;
  const order = await placeDineInOrder(page.request, "فاطمة");

  await useBusinessLanguage(page, "ar");
  await page.goto(`${businessUrl}/sign-in?business=${staff.business}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "دخول الموظفين" })).toBeVisible();
  await noAxeViolations(page);
  await shot(page, testInfo, "business-sign-in-ar");

  await signInStaff(page, staff);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "الطلبات" })).toBeVisible();
  // Late in a run the demo's board holds every journey's open orders: a long page to hydrate.
  await expect(page.getByText("مباشر: الطلبات الجديدة تظهر تلقائيًا")).toBeVisible({
    timeout: 30_000,
  });
  await expect(orderCard(page, order.id)).toContainText("فاطمة");
  await noAxeViolations(page);
  await shot(page, testInfo, "business-board-ar");

  await orderCard(page, order.id)
    .getByRole("link", { name: `تذكرة الطلب رقم ${order.id}` })
    .click();
  await expect(page.getByRole("button", { name: "طباعة" })).toBeVisible();
  await noAxeViolations(page);
  await shot(page, testInfo, "business-ticket-ar");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation")).toBeHidden();
  await shot(page, testInfo, "business-ticket-print-ar");
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("link", { name: "الحجوزات" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "الحجوزات" })).toBeVisible();
  // A day of the demo's with a reservation waiting for an answer.
  await page.getByLabel("اليوم", { exact: true }).fill("2026-10-23");
  await page.getByRole("button", { name: "عرض" }).click();
  await expect(page).toHaveURL(/date=2026-10-23/);
  await noAxeViolations(page);
  await shot(page, testInfo, "business-reservations-ar");

  // The language switch speaks the other language and keeps the page.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1, name: "Reservations" })).toBeVisible();
  await shot(page, testInfo, "business-reservations-en");
});
