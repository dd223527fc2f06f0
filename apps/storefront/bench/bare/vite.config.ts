import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixFuture } from "../../remix-future";

// The bare page the menu is measured against: Remix's own template, built like the storefront.
export default defineConfig({
  plugins: [
    remix({
      appDirectory: "bench/bare/app",
      buildDirectory: "bench/bare/build",
      future: remixFuture,
    }),
  ],
});
