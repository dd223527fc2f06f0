import { join } from "node:path";
import type { Env } from "../env.js";

/** Where the data lives: a PostgreSQL server, a PGlite data folder, or PGlite in memory (tests). */
export type DatabaseTarget =
  { engine: "postgres"; url: string } | { engine: "pglite"; dataDir: string | "memory" };

/**
 * The server DATABASE_URL names, else PGlite in DATA_DIR/pglite.
 * `databaseTarget({ DATA_DIR: "/srv/.data" }) // { engine: "pglite", dataDir: "/srv/.data/pglite" }`
 */
export function databaseTarget(settings: Pick<Env, "DATABASE_URL" | "DATA_DIR">): DatabaseTarget {
  return settings.DATABASE_URL
    ? { engine: "postgres", url: settings.DATABASE_URL }
    : { engine: "pglite", dataDir: join(settings.DATA_DIR, "pglite") };
}
