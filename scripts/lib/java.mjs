// A Java runtime for the Nu HTML Checker (vnu-jar ships the checker, not the JVM it runs on).
import { aptInstall } from "./apt.mjs";
import { capture, step } from "./run.mjs";

/** Makes sure `java` (17 or newer) is on PATH, installing Debian's headless JRE when absent. */
export function ensureJava() {
  if (capture("sh", ["-c", "command -v java"])) return;
  step("Installing Debian's headless Java runtime");
  aptInstall("default-jre-headless");
  if (!capture("sh", ["-c", "command -v java"])) {
    console.error("java could not be installed; put a Java 17 runtime on PATH.");
    process.exit(1);
  }
}
