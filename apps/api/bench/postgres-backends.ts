// The PostgreSQL server processes that serve one database: its client backends, found under the
// postmaster by the title PostgreSQL gives each ("postgres: <user> <database> <client> <state>").
import { readFileSync } from "node:fs";
import type pg from "pg";
import { childrenOf, parentOf } from "./process-cpu.js";

/** The postmaster's pid, when the server runs on this machine where /proc shows it. */
export async function postmasterOf(client: pg.Client): Promise<number | undefined> {
  const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
  const backend = rows[0]?.pid;
  return backend === undefined ? undefined : parentOf(backend);
}

/**
 * Lists the backends connected to `database` at each call. The background writer, WAL writer and
 * checkpointer are left out: they work for every database on the server, not this one alone.
 */
export function backendsOf(postmaster: number, database: string): () => number[] {
  // A backend's title names its database for life; one just forked has no title yet.
  const titled = new Map<number, string>();
  return () =>
    childrenOf(postmaster).filter((pid) => {
      const served = titled.get(pid) ?? databaseOf(pid);
      if (served !== undefined) titled.set(pid, served);
      return served === database;
    });
}

/** The database a backend serves, from its title (after the cluster's name, when it has one). */
function databaseOf(pid: number): string | undefined {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return /^postgres: (?:\S+: )?\S+ (\S+) /.exec(title)?.[1];
  } catch {
    return undefined;
  }
}
