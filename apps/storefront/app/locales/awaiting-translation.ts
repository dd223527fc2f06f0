/**
 * Messages written in English and Arabic first that the other interface languages do not say yet:
 * they read in English there (i18next falls back to it) until their translations land, and the
 * bundles test lets them be missing meanwhile. Each batch of translations takes its keys off.
 */
export const awaitingTranslation: readonly string[] = [
  "errors.tooManyRequests",
  "errors.waitThenRetry",
  "errors.tryAgain",
  "meta.menuDescription",
  "meta.categoryDescription",
  "meta.itemDescription",
  "meta.searchDescription",
  "meta.branchesDescription",
  "meta.policiesDescription",
  "meta.notFoundDescription",
  "consent.title",
  "consent.text",
  "consent.accept",
  "consent.decline",
  "consent.on",
  "consent.off",
  "consent.change",
];
