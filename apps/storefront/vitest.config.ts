import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "storefront",
    include: ["app/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    setupFiles: ["../../vitest.setup.ts", "./app/language/test-setup.ts"],
    reporters: ["default", ["json", { outputFile: ".reports/vitest.json" }]],
  },
});
