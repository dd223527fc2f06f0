/** How often the page asks for the latest build (spec section 9: every 60 minutes). */
export const buildCheckInterval = 60 * 60 * 1000;

/** Where the server says which build it runs (server/build-version.ts). */
export const latestBuildPath = "/build-version.json";

/**
 * The version in the server's latest-build answer, or null when the answer is not one.
 * `readLatestVersion({ version: "a1b2" }) === "a1b2"`
 */
export function readLatestVersion(body: unknown): string | null {
  return typeof body === "object" &&
    body !== null &&
    "version" in body &&
    typeof body.version === "string" &&
    body.version !== ""
    ? body.version
    : null;
}

// What browsers say when a script chunk cannot be fetched (Chromium, Firefox, Safari), and what
// Vite says when a chunk's stylesheet cannot.
const chunkFailures = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
];

/**
 * Whether an error is a chunk of the app that could not be loaded, as happens when the page's
 * build was replaced on the server and its files are gone.
 * `isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")) === true`
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return chunkFailures.some((failure) => message.includes(failure));
}

/**
 * Whether a chunk that failed to load should reload the page: only when the server runs another
 * build than the page (an update happened), and only once per build, so a page that still cannot
 * load after the reload stays put instead of reloading forever.
 * `mayReloadForBuild({ current: "a", latest: "b", reloadedFor: null }) === true`
 */
export function mayReloadForBuild({
  current,
  latest,
  reloadedFor,
}: {
  current: string;
  latest: string | null;
  reloadedFor: string | null;
}): boolean {
  return latest !== null && latest !== current && latest !== reloadedFor;
}
