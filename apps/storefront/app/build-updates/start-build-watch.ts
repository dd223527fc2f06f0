import { latestBuildPath, readLatestVersion } from "./build-check";
import { buildWatch, type BuildWatch } from "./build-watch";
import { linkToLoadWhole } from "./link-to-load-whole";

// The clock only counts time between checks; a tick every minute notices an hour even after the
// tab slept or its timers were slowed in the background.
const tickEvery = 60 * 1000;

/** The version of the build this page runs: Remix's manifest version, which the server also reads. */
function pageVersion(): string {
  const manifest = (window as { __remixManifest?: { version?: unknown } }).__remixManifest;
  return String(manifest?.version ?? "");
}

async function fetchLatestVersion(): Promise<string | null> {
  try {
    const response = await fetch(latestBuildPath, { cache: "no-store" });
    return response.ok ? readLatestVersion(await response.json()) : null;
  } catch {
    // Offline or the server is restarting: no news is no update.
    return null;
  }
}

/**
 * Starts the page's build watch in the browser: the hourly check, a reload once when a chunk
 * fails to load after an update, and, once a newer build is known, links that load whole
 * documents so the page never asks the old build for files that are gone.
 */
export function startBuildWatch(): BuildWatch {
  const watch = buildWatch({
    currentVersion: pageVersion(),
    fetchLatestVersion,
    now: () => Date.now(),
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
  });
  const tick = () => void watch.tick();
  window.setInterval(tick, tickEvery);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") tick();
  });
  window.addEventListener("unhandledrejection", (event) => void watch.chunkFailed(event.reason));
  // Vite's own event for a chunk (or its stylesheet) that a dynamic import could not load.
  window.addEventListener("vite:preloadError", (event) => {
    void watch.chunkFailed((event as Event & { payload?: unknown }).payload);
  });
  window.addEventListener(
    "click",
    (event) => {
      // Kept from the router, the click follows the link the browser's own way.
      if (watch.hasNewerBuild() && linkToLoadWhole(event, window.location.origin))
        event.stopPropagation();
    },
    { capture: true },
  );
  return watch;
}
