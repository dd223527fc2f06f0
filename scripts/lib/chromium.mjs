// Debian's chromium for the Playwright suite (Playwright's own browser download cannot work here).
import { aptInstall } from "./apt.mjs";
import { capture, step } from "./run.mjs";

/** Returns the path of a Chromium to drive, installing Debian's `chromium` package when absent. */
export function ensureChromium() {
  const known =
    process.env.CHROMIUM_PATH ||
    capture("sh", ["-c", "command -v chromium || command -v chromium-browser"]);
  if (known) return known;
  step("Installing Debian's chromium");
  aptInstall("chromium");
  const installed = capture("sh", ["-c", "command -v chromium"]);
  if (!installed) {
    console.error("chromium could not be installed; set CHROMIUM_PATH to a Chromium binary.");
    process.exit(1);
  }
  return installed;
}
