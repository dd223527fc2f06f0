// Bundles the express server (server/index.ts) into server-build/index.js. Packages stay external
// (installed beside it); the Remix build is loaded at run time from build/server.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

await build({
  entryPoints: [fileURLToPath(new URL("../server/index.ts", import.meta.url))],
  outfile: fileURLToPath(new URL("../server-build/index.js", import.meta.url)),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "info",
});
