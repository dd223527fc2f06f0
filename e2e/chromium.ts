import { chromiumFlags } from "../scripts/lib/chromium-flags.mjs";

// How the journeys start Chromium: Debian's chromium-headless-shell package (`npm test` installs
// it and passes its path; ADR 064), with the flags every headless Chromium of ours takes, no QUIC.
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
  args: [...chromiumFlags, "--disable-quic"],
};
