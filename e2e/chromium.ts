import { chromiumFlags } from "../scripts/lib/chromium-flags.mjs";

// How the journeys start Chromium: Debian's chromium package (`npm test` installs it and passes
// its path), with the flags every headless Chromium of ours takes, and no QUIC.
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [...chromiumFlags, "--disable-quic"],
};
