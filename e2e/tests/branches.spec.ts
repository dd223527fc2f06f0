import { storefrontUrl, apiUrl } from "./addresses";
import { expect, test } from "@playwright/test";

test.describe("choosing a branch", () => {
  test("the menu follows the branch the customer chose", async ({ page, request }, testInfo) => {
    // A dish sold only at Sharq, read from the API as any client would.
    const restaurant = await (await request.get(`${apiUrl}/webapp/v5/restaurant/demo`)).json();
    const [salmiya, sharq] = restaurant.restaurant.branches as { id: number }[];
    const menuOf = async (id: number | undefined) =>
      (await (await request.get(`${apiUrl}/webapp/v5/menu/${id}`)).json()).menu.items as {
        id: number;
        name: { en: string };
      }[];
    const salmiyaIds = new Set((await menuOf(salmiya?.id)).map((item) => item.id));
    const sharqOnly = (await menuOf(sharq?.id)).find((item) => !salmiyaIds.has(item.id));
    expect(sharqOnly).toBeDefined();

    await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: storefrontUrl }]);
    await page.goto("/demo");
    await page.getByRole("link", { name: "Choose a branch" }).click();
    await expect(page).toHaveURL(/\/demo\/Branches$/);
    await expect(page.locator(".branch .open-state")).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath("branches-en.png"), fullPage: true });

    await page
      .getByRole("listitem")
      .filter({ hasText: "Sharq" })
      .getByRole("button", { name: "Order from here" })
      .click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("listitem").filter({ hasText: "Current branch" })).toContainText(
      "Sharq",
    );

    // Menus use the branch's own names, and items sold only there now appear.
    await page.goto(`/demo/delivery/search?q=${encodeURIComponent(sharqOnly?.name.en ?? "")}`);
    await expect(page.locator(".menu-item__name").first()).toHaveText(sharqOnly?.name.en ?? "");
  });

  test("another site cannot choose the branch for the customer", async ({ request }) => {
    const restaurant = await (await request.get(`${apiUrl}/webapp/v5/restaurant/demo`)).json();
    const response = await request.post("/demo/Branches", {
      form: { branchId: String(restaurant.restaurant.branches[1].id) },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("a branch of another business is refused", async ({ request }) => {
    const salon = await (await request.get(`${apiUrl}/webapp/v5/restaurant/demo-salon`)).json();
    const response = await request.post("/demo/Branches", {
      form: { branchId: String(salon.restaurant.branch_id) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
  });
});
