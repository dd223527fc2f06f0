// CPU time of a server process as Linux accounts it: utime + stime, all threads together (the
// renderer, the garbage collector, zlib's worker pool), which a noisy neighbour hardly moves.
import { readFileSync } from "node:fs";

// Linux reports these in clock ticks of USER_HZ, 100 per second on every architecture Node runs on.
const msPerTick = 10;

/** Milliseconds of CPU the process has used since it started (fields 14 and 15 of its stat). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces; the fields after it start at the state (field 3).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * msPerTick;
}

/**
 * Waits until the processes have stopped working (at most one tick among them in 250 ms, or 10 s
 * in all), then returns each one's CPU ms: work a run started is counted in that run.
 */
export async function settledCpuMs(pids) {
  const total = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  for (let tries = 0, last = total(); tries < 40; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = total();
    if (now - last <= msPerTick) break;
    last = now;
  }
  return pids.map(cpuMs);
}
