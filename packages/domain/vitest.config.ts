import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "domain",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["../../vitest.setup.ts"],
    // Property tests run thousands of cases; under turbo they share 2 cores with the other packages.
    testTimeout: 60_000,
    // Files share one module graph per worker: importing dinero.js, luxon and fast-check again for
    // each of 52 files took twice as long as the tests. The domain holds no state between calls.
    isolate: false,
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
  },
});
