/**
 * Every package with unit, property or API tests. The root vitest.config.ts hands this list to
 * `test.projects` (Vitest 4 no longer reads this file on its own).
 */
export default [
  "packages/domain",
  "packages/api-client",
  "apps/api",
  "apps/storefront",
  "apps/business",
];
