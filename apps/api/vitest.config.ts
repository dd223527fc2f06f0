import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["../../vitest.setup.ts"],
    // The demo database is built once and copied for each test file.
    globalSetup: ["test/template-database.ts"],
    reporters: ["default", "json"],
    // Set here rather than on the reporter so `test:pg` can point it elsewhere with --outputFile.json.
    outputFile: { json: ".reports/vitest.json" },
    // Each test file opens its own database; PGlite's initdb alone takes about 4 s.
    hookTimeout: 60_000,
    // Some tests open an empty database in their body; under turbo the other packages' tests share the 2 cores.
    testTimeout: 60_000,
    // One database at a time: PGlite uses about 420 MB, and these machines have 2 cores.
    fileParallelism: false,
    // Files share one module graph: each opens its own database and app, so nothing a file needs
    // is left in a module, and importing the API again for each of 59 files cost a third of the run.
    isolate: false,
  },
});
