import { expect, test } from "@playwright/test";

// QUALITY.md, security: a nonce-based Content-Security-Policy, no `unsafe-inline` scripts.
test.describe("the Content-Security-Policy", () => {
  test("lets the page's own scripts run with this request's nonce, and nothing else", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });

    const response = await page.goto("/demo");
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);

    // The app hydrated: Remix's browser router exists only once its inline and module scripts ran.
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(violations).toEqual([]);

    const second = await page.request.get("/demo");
    expect(second.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  });

  test("refuses an injected inline script without the nonce", async ({ page }) => {
    await page.goto("/demo");
    await page.waitForFunction(() => "__remixRouter" in window);
    // An allowed inline script runs as soon as it is appended; a refused one never does.
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return "injected" in window;
    });
    expect(ran).toBe(false);
  });
});
