import { expect, test } from "@playwright/test";
import {
  demoStaff,
  orderCard,
  placeDineInOrder,
  signInStaff,
  useBusinessLanguage,
} from "./business-staff";
import { shot } from "./customer-journey";
import { apiUrl, businessUrl } from "./addresses";

// The business app works before (and without) JavaScript: real links and form posts.
test.use({ javaScriptEnabled: false });

test("the owner signs in with password and code and accepts an order without JavaScript", async ({
  page,
}, testInfo) => {
  const order = await placeDineInOrder(page.request, "No Script Journey");
  await signInStaff(page, demoStaff.owner);
  const card = orderCard(page, order.id);
  await expect(card).toContainText("No Script Journey");

  await card.getByLabel("Other (minutes)").fill("25");
  await card.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(orderCard(page, order.id)).toHaveClass(/order-card--accepted/);
  await expect(orderCard(page, order.id).getByText(/^Expected at \d\d:\d\d$/)).toBeVisible();

  const events = await (
    await page.request.get(`${apiUrl}/webapp/update-order-events/${order.id}/${order.accessKey}`)
  ).json();
  expect(events.status_name).toBe("accepted");
  expect(events.expected_at).not.toBeNull();

  // The owner connects a till: a key and a webhook, each secret shown once; a private address is
  // refused in words.
  await page.getByRole("link", { name: "Integrations" }).click();
  await page
    .getByLabel("Name of the key (for example, the till at the counter)")
    .fill("Counter till");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("status")).toContainText(/sk_[0-9a-f]{12}_/);
  await expect(page.locator(".staff-member").filter({ hasText: "Counter till" })).toContainText(
    "Last used: never",
  );
  await page.getByLabel("Address that receives the events").fill("http://10.0.0.5/hooks");
  await page.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Webhooks go only to public https addresses/);
  await page.getByLabel("Address that receives the events").fill("https://till.example.com/hooks");
  await page.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByRole("status")).toContainText(/whsec_/);
  await shot(page, testInfo, "business-integrations-en");
  await page.goto(`${businessUrl}/integrations`);
  await expect(page.getByText(/whsec_|sk_[0-9a-f]{12}_[\w-]{43}/)).toHaveCount(0);
  await expect(page.getByText("https://till.example.com/hooks")).toBeVisible();
  await useBusinessLanguage(page, "ar");
  await page.goto(`${businessUrl}/integrations`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("button", { name: "إضافة webhook" })).toBeVisible();
  await shot(page, testInfo, "business-integrations-ar");
  await useBusinessLanguage(page, "en");
  await page.reload();

  // Signing out ends the session: the board sends to sign in again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto(`${businessUrl}/`);
  await expect(page).toHaveURL(/\/sign-in$/);
});
