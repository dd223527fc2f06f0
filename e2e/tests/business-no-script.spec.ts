import { expect, test } from "@playwright/test";
import { demoStaff, orderCard, placeDineInOrder, signInStaff } from "./business-staff";
import { apiUrl, businessUrl } from "./addresses";

// The business app works before (and without) JavaScript: real links and form posts.
test.use({ javaScriptEnabled: false });

test("the owner signs in with password and code and accepts an order without JavaScript", async ({
  page,
}) => {
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

  // Signing out ends the session: the board sends to sign in again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto(`${businessUrl}/`);
  await expect(page).toHaveURL(/\/sign-in$/);
});
