import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "storefront",
    include: ["app/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    // Generated checkout paths and property runs share two cores with the other packages' tests.
    testTimeout: 60_000,
    setupFiles: ["../../vitest.setup.ts", "./app/language/test-setup.ts"],
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
  },
});
