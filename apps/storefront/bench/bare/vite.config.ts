import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

// The bare page the menu is measured against: Remix's own template, built like the storefront.
export default defineConfig({
  plugins: [
    remix({
      appDirectory: "bench/bare/app",
      buildDirectory: "bench/bare/build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
