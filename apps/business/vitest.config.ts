import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "business",
    include: ["app/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    setupFiles: ["../../vitest.setup.ts"],
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
  },
});
