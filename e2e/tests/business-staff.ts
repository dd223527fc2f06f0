import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiUrl, businessUrl } from "./addresses";
import { lastCode } from "./customer-journey";

// What the staff's journeys share: signing in to the business app with a code from the API's
// development inbox, and orders placed through the API as any client would.

/**
 * The demo's staff, one phone per journey: a phone gets a new code only every 30 seconds, and
 * the journeys run two at a time.
 */
export const demoStaff = {
  owner: { business: "demo", national: "90000001", password: "demo-owner-2026" },
  manager: { business: "demo", national: "90000002" },
  kitchen: { business: "demo", national: "90000003" },
  arabicKitchen: { business: "demo", national: "90000004" },
  arabicKitchenToo: { business: "demo", national: "90000005" },
  menuManager: { business: "demo", national: "90000006" },
  walletKitchen: { business: "demo", national: "90000007" },
} as const;

type Staff = { business: string; national: string; password?: string };

/**
 * Signs a member of staff in on the business app, in whatever language it shows: the business
 * from the address, the phone, the password when they have one, then the code the development
 * inbox holds. Lands on the board.
 */
export async function signInStaff(page: Page, staff: Staff) {
  await page.goto(`${businessUrl}/sign-in?business=${staff.business}`);
  await expect(page.locator("#business")).toHaveValue(staff.business);
  await page.locator("#phone").fill(`+965${staff.national}`);
  if (staff.password) await page.locator("#password").fill(staff.password);
  await page.locator("form.form button[type=submit]").click();
  await expect(page).toHaveURL(/\/sign-in\/code/);
  await page.locator("#code").fill(await lastCode(page, staff.national));
  await page.locator("form.form button[type=submit]").click();
  await expect(page).toHaveURL(`${businessUrl}/`);
}

/** The business app's interface language, before its first page (its own cookie). */
export async function useBusinessLanguage(page: Page, language: "en" | "ar") {
  await page
    .context()
    .addCookies([{ name: "business_language", value: language, url: businessUrl }]);
}

/** An order's card on the board. */
export const orderCard = (page: Page, id: number) => page.locator(`[data-order-id="${id}"]`);

/** Tomorrow at 13:00 in Kuwait: a slot the demo's Salmiya branch takes when it is closed now. */
function tomorrowLunch(): string {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${tomorrow}T13:00:00+03:00`;
}

/**
 * Places a dine-in order of Falafel at the demo's Salmiya branch through the API, with an
 * Idempotency-Key, as a guest named `name`: now when the branch is open, else for tomorrow's
 * lunch. Answers its id and the key that opens it.
 */
export async function placeDineInOrder(
  request: APIRequestContext,
  name: string,
): Promise<{ id: number; accessKey: string; status: string }> {
  const body = {
    name,
    phone: "51234567",
    dial_code: "+965",
    branch_id: 1,
    order_lines: [
      { item_id: 24, price_label_id: 25, modifiers: "", comment: "No onions", quantity: 2 },
    ],
    payment_type: 2,
    selling_types: "dinein",
    table_id: 1,
  };
  for (const when of [{ priority: "now" }, { priority: "later", scheduled_at: tomorrowLunch() }]) {
    const response = await request.post(`${apiUrl}/webapp/order`, {
      headers: { "Idempotency-Key": randomUUID().replaceAll("-", ""), "X-Client": "webapp" },
      data: { ...body, ...when },
    });
    const answer = await response.json();
    if (response.ok()) {
      return {
        id: answer.order.id,
        accessKey: answer.access_key,
        status: answer.order.status_name,
      };
    }
    expect(answer.code, JSON.stringify(answer)).toBe("SHOP_CLOSED");
  }
  throw new Error("The demo took no order now or tomorrow at 13:00");
}
