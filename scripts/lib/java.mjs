// A Java runtime for the Nu HTML Checker (vnu-jar ships the checker, not the JVM it runs on).
import { capture, isRoot, mustRun, step } from "./run.mjs";

/** Makes sure `java` (17 or newer) is on PATH, installing Debian's headless JRE when absent. */
export function ensureJava() {
  if (capture("sh", ["-c", "command -v java"])) return;
  step("Installing Debian's headless Java runtime");
  const sudo = isRoot() ? [] : ["sudo", "-n"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const [cmd = "apt-get", ...rest] = [...sudo, "apt-get"];
  mustRun(cmd, [...rest, "update", "-qq"], { env });
  mustRun(cmd, [...rest, "install", "-y", "-qq", "default-jre-headless"], { env });
  if (!capture("sh", ["-c", "command -v java"])) {
    console.error("java could not be installed; put a Java 17 runtime on PATH.");
    process.exit(1);
  }
}
