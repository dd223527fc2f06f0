// The flags every headless Chromium of ours starts with (the Playwright journeys and the
// Lighthouse bench): Debian's chromium in a container, as root, without a GPU or a roomy
// /dev/shm, and with nothing of its own to fetch (no updates, sync or first-run pages).
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
