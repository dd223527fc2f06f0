import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { pageKitChunks } from "./page-kit-chunks";
import { remixFuture } from "./remix-future";

declare module "@remix-run/node" {
  // Types loader data as single fetch sends it (plain objects, Dates kept).
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The business's type face never moves a page once it is drawn (CLS): a face that has not arrived
 * when the text is first laid out is used from the next page on, from the cache. The self-hosted
 * families' stylesheets say `swap`; this says `optional` instead.
 */
const fontDisplayOptional = {
  postcssPlugin: "font-display-optional",
  Declaration: {
    "font-display": (declaration: { value: string }) => {
      declaration.value = "optional";
    },
  },
};

export default defineConfig({
  css: { postcss: { plugins: [fontDisplayOptional] } },
  plugins: [
    // Vitest runs plain modules; the Remix plugin would try to build the app.
    !process.env.VITEST &&
      remix({
        future: remixFuture,
      }),
    !process.env.VITEST && pageKitChunks(),
  ],
});
