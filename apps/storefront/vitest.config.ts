import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "storefront",
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "bench/**/*.test.mjs", "*.test.ts"],
    environment: "node",
    // Generated checkout paths and property runs share two cores with the other packages' tests.
    testTimeout: 60_000,
    // Files share one module graph per worker: the setup file loads 41 message bundles, which for
    // each of 98 files took five times as long as the tests.
    isolate: false,
    setupFiles: ["../../vitest.setup.ts", "./app/language/test-setup.ts"],
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
  },
});
