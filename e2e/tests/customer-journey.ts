import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { apiUrl, storefrontUrl } from "./addresses";

// What the customers' journeys share: the interface language, axe, screenshots, and signing in
// with a code read from the API's development inbox.

/** The interface language the storefront reads first (spec 9: the `i18n_redirected` cookie). */
export async function useLanguage(page: Page, language: string) {
  await page
    .context()
    .addCookies([{ name: "i18n_redirected", value: language, url: storefrontUrl }]);
}

/** axe finds nothing on the page at WCAG 2.1 AA and best practice. */
export async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(found).toEqual([]);
}

/** A full-page screenshot beside the test's results, to look at. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** A Kuwaiti mobile number (national digits) no other journey uses: each phone has 5 codes an hour. */
export function freshPhone(): string {
  return `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
}

/**
 * The code of the last message the development inbox holds for a Kuwaiti phone, once one has
 * arrived: a form's post that sends it may still be on its way.
 */
export async function lastCode(page: Page, national: string): Promise<string> {
  const phone = encodeURIComponent(`+965${national}`);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${apiUrl}/dev/inbox?phone=${phone}`);
      expect(response.ok()).toBe(true);
      const [message] = (await response.json()).messages as { text: string }[];
      code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
      return code;
    }, `a code sent to ${national}`)
    .toBeDefined();
  return code!;
}

/**
 * Types a point into the map step's coordinates, opening their fold where the map's script has
 * folded them (it may do so while this types: then it opens them again and types once more).
 */
export async function typePin(
  page: Page,
  pin: { lat: string; lng: string },
  labels: { latitude: string; longitude: string } = {
    latitude: "Latitude",
    longitude: "Longitude",
  },
) {
  const latitude = page.getByLabel(labels.latitude);
  await expect(async () => {
    if (!(await latitude.isVisible())) {
      await page.locator(".pin-form__coordinates > summary").click();
    }
    await latitude.fill(pin.lat, { timeout: 1000 });
    await page.getByLabel(labels.longitude).fill(pin.lng, { timeout: 1000 });
  }).toPass();
}
