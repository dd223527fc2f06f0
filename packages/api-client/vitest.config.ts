import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api-client",
    include: ["src/**/*.test.ts"],
    setupFiles: ["../../vitest.setup.ts"],
    // Files share one module graph per worker; the contract holds no state between calls.
    isolate: false,
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
  },
});
