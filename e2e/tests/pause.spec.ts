import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiUrl } from "./addresses";
import { describeCar, noAxeViolations, shot, useLanguage } from "./customer-journey";

// Issue 16 and ADR 062: a busy branch pauses a selling type from the business app; customers read
// it in words on the menu, and an order for now is refused in words. The cake atelier's car pickup
// is paused: no other journey orders there, and it is resumed however the journey ends.

const owner = "+96590000021";

/** The atelier's owner signed in to the business side, as the business app does it. */
async function ownerSession(request: APIRequestContext): Promise<string> {
  const started = await request.post(`${apiUrl}/business/v1/sign-in`, {
    data: { reference_id: "demo-cakes", phone: owner },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { challenge_id } = (await started.json()) as { challenge_id: string };
  const inbox = await request.get(`${apiUrl}/dev/inbox?phone=${encodeURIComponent(owner)}`);
  const [message] = ((await inbox.json()) as { messages: { text: string }[] }).messages;
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  const verified = await request.post(`${apiUrl}/business/v1/verify`, {
    data: { challenge_id, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

async function pauseCarPickup(request: APIRequestContext, token: string, minutes: number) {
  const me = await request.get(`${apiUrl}/business/v1/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const branchId = ((await me.json()) as { business: { branches: { id: number }[] } }).business
    .branches[0]?.id;
  const paused = await request.post(`${apiUrl}/business/v1/branches/${branchId}/pause`, {
    headers: { authorization: `Bearer ${token}` },
    data: { selling_type: "car_pickup", minutes },
  });
  expect(paused.ok(), await paused.text()).toBe(true);
}

test("a paused branch says so on its menu in English and Arabic, and refuses an order in words", async ({
  page,
  request,
}, testInfo) => {
  const token = await ownerSession(request);
  await useLanguage(page, "en");
  // The cart is filled before the pause, as a customer's would be.
  await page.goto("/demo-cakes/car_pickup");
  await page.getByRole("link", { name: "Pistachio and Rose Cake" }).click();
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.locator(".form-success")).toBeVisible();
  await pauseCarPickup(request, token, 30);
  try {
    await page.goto("/demo-cakes/car_pickup");
    await expect(
      page.getByText(/^Busy: not taking orders until \d{1,2}:\d{2}\s?[AP]M$/),
    ).toBeVisible();
    await noAxeViolations(page);
    await shot(page, testInfo, "paused-menu-en");

    await useLanguage(page, "ar");
    await page.goto("/demo-cakes/car_pickup");
    await expect(page.getByText(/^مشغول: لا نستقبل الطلبات حتى/)).toBeVisible();
    await shot(page, testInfo, "paused-menu-ar");

    await useLanguage(page, "en");
    await page.goto("/demo-cakes/car_pickup/checkout");
    await describeCar(page, { model: "Lexus LX", colour: "Black", plate: "7 12345" });
    await page.locator("#name").fill("Huda");
    await page.locator("#phone").fill("51112233");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(
      page.getByText("The branch is busy and is not taking these orders right now.", {
        exact: false,
      }),
    ).toBeVisible();
    await shot(page, testInfo, "paused-checkout-en");
  } finally {
    await pauseCarPickup(request, token, 0);
  }
  await page.goto("/demo-cakes/car_pickup");
  await expect(page.getByText(/^Busy:/)).toHaveCount(0);
});
