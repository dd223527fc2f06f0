// Debian packages for the tools the test script needs and finds absent.
import { isRoot, mustRun } from "./run.mjs";

/** Installs with apt-get (through `sudo -n` unless root); `args` follow `apt-get install -y -qq`. */
export function aptInstall(...args) {
  const sudo = isRoot() ? [] : ["sudo", "-n"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const [cmd = "apt-get", ...rest] = [...sudo, "apt-get"];
  mustRun(cmd, [...rest, "update", "-qq"], { env });
  mustRun(cmd, [...rest, "install", "-y", "-qq", ...args], { env });
}
