// CPU time of processes from /proc, in milliseconds: what a request costs whatever else the
// machine is doing, where requests/s moves with every neighbour.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`, 100 on Linux). */
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined; // the process has ended, or lives on another machine
  }
}

/** utime + stime (fields 14 and 15) of a process and all its threads, in clock ticks. */
export function cpuTicks(pid: number): number | undefined {
  const fields = statFields(pid);
  // Field 3 (state) is the first after the name: field n is at index n - 3.
  return fields ? Number(fields[11]) + Number(fields[12]) : undefined;
}

/** The parent of a process (field 4), when it can be seen. */
export function parentOf(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : undefined;
}

/** The processes a process started, as the kernel lists them. */
export function childrenOf(pid: number): number[] {
  try {
    const list = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return list ? list.split(" ").map(Number) : [];
  } catch {
    return [];
  }
}

export interface CpuMeter {
  /** Stops watching; the CPU milliseconds the processes spent since the meter started. */
  stop(): number;
}

/**
 * Sums the CPU time of the processes `pids()` names while it runs: a process there at the start
 * counts from then, one that appears later counts from its own start. A process that ends between
 * two looks (every `everyMs`) loses what it spent since the last one.
 */
export function meterCpu(pids: () => readonly number[], everyMs = 100): CpuMeter {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let starting = true;
  const look = () => {
    for (const pid of pids()) {
      const ticks = cpuTicks(pid);
      if (ticks === undefined) continue;
      if (!first.has(pid)) first.set(pid, starting ? ticks : 0);
      last.set(pid, ticks);
    }
    starting = false;
  };
  look();
  const timer = setInterval(look, everyMs);
  return {
    stop() {
      look();
      clearInterval(timer);
      let ticks = 0;
      for (const [pid, end] of last) ticks += end - (first.get(pid) ?? end);
      return (ticks * 1000) / ticksPerSecond;
    },
  };
}
