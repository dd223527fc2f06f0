import { buildCheckInterval, isChunkLoadError, mayReloadForBuild } from "./build-check";

/** The session key that remembers which build the page last reloaded for. */
export const reloadedForKey = "storefront:reloaded-for-build";

/** What the build watch needs from the browser, passed in so that tests can stand in for it. */
export interface BuildWatchPorts {
  /** The build this page runs. */
  currentVersion: string;
  /** Asks the server for its build's version; null when it cannot say. */
  fetchLatestVersion: () => Promise<string | null>;
  /** The clock, in milliseconds. */
  now: () => number;
  /** The tab's session storage: it survives the reload and dies with the tab. */
  storage: Pick<Storage, "getItem" | "setItem">;
  reload: () => void;
}

/** A page's watch over the build the server runs (spec sections 4 and 9, build updates). */
export interface BuildWatch {
  /** Asks for the latest build when an hour has passed since the last time. */
  tick: () => Promise<void>;
  /** Whether a build other than the page's is known to run on the server. */
  hasNewerBuild: () => boolean;
  /**
   * Reloads the page once when the error is a chunk that failed to load and the server runs
   * another build (asked again if not yet known). True when it reloads.
   */
  chunkFailed: (error: unknown) => Promise<boolean>;
}

/**
 * Watches for builds newer than the page's: hourly, and at once when a chunk fails to load. The
 * page itself came from the latest build when it loaded, so the first check is an hour later.
 */
export function buildWatch(ports: BuildWatchPorts): BuildWatch {
  let lastCheck = ports.now();
  let newer: string | null = null;

  async function latestVersion(): Promise<string | null> {
    lastCheck = ports.now();
    const latest = await ports.fetchLatestVersion();
    if (latest !== null && latest !== ports.currentVersion) newer = latest;
    return latest;
  }

  return {
    async tick() {
      if (ports.now() - lastCheck >= buildCheckInterval) await latestVersion();
    },
    hasNewerBuild: () => newer !== null,
    async chunkFailed(error) {
      if (!isChunkLoadError(error)) return false;
      const latest = newer ?? (await latestVersion());
      const reloadedFor = ports.storage.getItem(reloadedForKey);
      if (!mayReloadForBuild({ current: ports.currentVersion, latest, reloadedFor })) return false;
      ports.storage.setItem(reloadedForKey, latest ?? "");
      ports.reload();
      return true;
    },
  };
}
