import type { OrderingOptions } from "../src/app.js";

/** Online payments on the sandbox gateway, whose payers return to the `storefront` origin. */
export const sandboxOrdering = (storefront: string, sandboxSecret: string): OrderingOptions => ({
  publicUrl: "http://api.test/",
  returnOrigins: [storefront],
  sandboxSecret,
  production: false,
});
