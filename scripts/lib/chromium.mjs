// Debian's Chromium for the Playwright suite (Playwright's own browser download cannot work here):
// its headless shell, which drives a page for about half the CPU of the full browser (ADR 064).
import { aptInstall } from "./apt.mjs";
import { capture, step } from "./run.mjs";

/** Returns the path of a Chromium to drive, installing Debian's headless shell when absent. */
export function ensureChromium() {
  const known =
    process.env.CHROMIUM_PATH || capture("sh", ["-c", "command -v chromium-headless-shell"]);
  if (known) return known;
  step("Installing Debian's chromium-headless-shell");
  aptInstall("chromium-headless-shell");
  const installed = capture("sh", ["-c", "command -v chromium-headless-shell"]);
  if (!installed) {
    console.error(
      "chromium-headless-shell could not be installed; set CHROMIUM_PATH to a Chromium binary.",
    );
    process.exit(1);
  }
  return installed;
}

/** Returns the path of Debian's full Chromium, for Lighthouse, installing it when absent. */
export function ensureFullChromium() {
  const known = capture("sh", ["-c", "command -v chromium"]);
  if (known) return known;
  step("Installing Debian's chromium");
  aptInstall("chromium");
  return capture("sh", ["-c", "command -v chromium"]) || "/usr/bin/chromium";
}
