import { defineConfig } from "@playwright/test";
import journeys from "../playwright.config";

// `pnpm gallery`: the same built apps as the journeys, on a fresh demo, photographed page by page
// (gallery.spec.ts) by one browser; the pictures and their index go to e2e/gallery/out/.
export default defineConfig({
  ...journeys,
  testDir: ".",
  testMatch: "gallery.spec.ts",
  outputDir: "../test-results/gallery",
  fullyParallel: false,
  workers: 1,
  // Every page at two widths, two directions and two colour schemes: minutes, not seconds.
  timeout: 20 * 60_000,
  reporter: [["list"]],
  projects: [
    {
      name: "gallery",
      use: { ...journeys.use, screenshot: "off", actionTimeout: 15_000, navigationTimeout: 30_000 },
    },
  ],
});
