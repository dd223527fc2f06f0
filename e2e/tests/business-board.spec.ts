import { expect, test } from "@playwright/test";
import { apiUrl, businessUrl, storefrontUrl } from "./addresses";
import {
  freshPhone,
  orderFalafelForCarPickup,
  shot,
  storedOrder,
  type StoredOrder,
} from "./customer-journey";
import { demoStaff, orderCard, placeDineInOrder, signInStaff } from "./business-staff";

// The kitchen's board (docs/decisions/063-business-app.md): a new order appears by itself, is
// accepted with a preparation time or rejected with a reason, and its customer sees the answer.

test("a customer's order appears on the kitchen's board without a reload, and accepting it reaches the customer", async ({
  page,
}, testInfo) => {
  await signInStaff(page, demoStaff.kitchen);
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.getByText("Live: new orders appear by themselves")).toBeVisible();
  // A mark that a reload would wipe out.
  await page.evaluate(() => ((window as unknown as { boardMark: number }).boardMark = 1));

  const customer = await page.context().newPage();
  await customer.goto(`${storefrontUrl}/demo`);
  const orderId = await orderFalafelForCarPickup(customer, {
    name: "Board Journey",
    phone: freshPhone(),
  });

  const card = orderCard(page, orderId);
  await expect(card).toBeVisible();
  await expect(card).toContainText("Board Journey");
  await expect(card).toContainText("Nissan Patrol");
  expect(await page.evaluate(() => (window as unknown as { boardMark?: number }).boardMark)).toBe(
    1,
  );
  await shot(page, testInfo, "business-board-new-order-en");

  await card.getByRole("button", { name: "Accept, ready in 20 min" }).click();
  const expected = card.getByText(/^Expected at \d\d:\d\d$/);
  await expect(expected).toBeVisible();
  const minute = /:(\d\d)$/.exec((await expected.textContent()) ?? "")?.[1];
  await expect(orderCard(page, orderId)).toHaveClass(/order-card--accepted/);
  await orderCard(page, orderId)
    .getByRole("link", { name: `Ticket of order #${orderId}` })
    .click();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await shot(page, testInfo, "business-ticket-print-en");

  // The storefront's order page says so, with the kitchen's time (it follows the order by
  // itself; a reload is quicker).
  await customer.reload();
  await expect(customer.getByTestId("order-status")).toHaveText("Accepted");
  await expect(customer.getByTestId("order-expected")).toContainText(`:${minute}`);
  const stored = (await storedOrder(customer, "demo")) as StoredOrder & {
    expected_at: string;
    events: { status_name: string; at: string }[];
  };
  const acceptedAt = stored.events.find((event) => event.status_name === "accepted")?.at ?? "";
  expect(Date.parse(stored.expected_at) - Date.parse(acceptedAt)).toBe(20 * 60_000);

  // Outside, the customer says so; the board shows it on the card by itself.
  await page.emulateMedia({ media: "screen" });
  await page.goto(`${businessUrl}/`);
  await expect(page.getByText("Live: new orders appear by themselves")).toBeVisible();
  await customer.getByRole("button", { name: "I'm outside" }).click();
  await expect(orderCard(page, orderId).getByText(/^Customer has arrived/)).toBeVisible();
});

test("a rejected order carries its reason to the customer", async ({ page }) => {
  const order = await placeDineInOrder(page.request, "Reject Journey");
  await signInStaff(page, demoStaff.manager);
  const card = orderCard(page, order.id);
  await expect(card).toContainText("No onions");
  await expect(card).toContainText("Table");

  await card.getByText("Reject…").click();
  // The reason is required: the browser will not send the form without one.
  await card.getByRole("button", { name: "Reject order" }).click();
  const reason = card.getByLabel("Why reject? (the customer reads it)");
  await expect(reason).toBeFocused();
  await reason.fill("The grill is down tonight");
  await card.getByRole("button", { name: "Reject order" }).click();
  await expect(card).toBeHidden();

  const events = await page.request.get(
    `${apiUrl}/webapp/update-order-events/${order.id}/${order.accessKey}`,
  );
  const answer = await events.json();
  expect(answer.status_name).toBe("rejected");
  expect(answer.status_reason).toBe("The grill is down tonight");
});
