import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api-client",
    include: ["src/**/*.test.ts"],
    setupFiles: ["../../vitest.setup.ts"],
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
  },
});
