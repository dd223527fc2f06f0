import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "domain",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["../../vitest.setup.ts"],
    // Property tests run thousands of cases; under turbo they share 2 cores with the other packages.
    testTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
  },
});
