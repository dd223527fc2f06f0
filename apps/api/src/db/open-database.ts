import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Database } from "./database.js";
import type { DatabaseTarget } from "./database-target.js";
import * as schema from "./schema/index.js";
import { traceMethods } from "../tracing/trace-queries.js";

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseTarget["engine"];
  /** Applies the SQL migrations in drizzle/ that this database has not run yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Calls `onPayload` with each notification on `channel` as the change that sent it commits,
   * before the writing statement returns: only where one process holds the database (PGlite).
   * A server delivers notifications to other connections later, so it offers none.
   */
  listenAtCommit?: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  /**
   * Hears every notification on `channel` from any process, as it commits (on a server, through a
   * connection of its own that comes back after a failure: `onGap` then tells that some may have
   * been missed). Answers the way to stop.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ) => Promise<() => Promise<void>>;
  /** A server's pool: its connections, those idle, and the queries waiting for one. */
  poolUse?: () => { total: number; idle: number; waiting: number };
}

/** Reports a connection that failed while idle in the pool, which would otherwise crash the process. */
export type PoolErrorListener = (error: Error) => void;

/**
 * A connection's error as a log field: pg hangs the whole client (its statements, its socket) on
 * the error, which a logger would write out in full.
 */
export const connectionErrorFields = (error: Error) => ({
  err: { type: error.name, message: error.message, stack: error.stack },
});

/** src/db and dist/db both sit two levels below apps/api, where drizzle/ is. */
const migrationsFolder = fileURLToPath(new URL("../../drizzle/", import.meta.url));

/** Arbitrary constant: the key of the advisory lock that serialises migrations across API processes. */
const migrationLockKey = 5_140_001;

/**
 * Opens the database on the engine the target names.
 * `const { db, migrate, close } = await openDatabase({ engine: "pglite", dataDir: "memory" })`
 */
export async function openDatabase(
  target: DatabaseTarget,
  onPoolError?: PoolErrorListener,
  { traceStatements = false }: { traceStatements?: boolean } = {},
): Promise<DatabaseHandle> {
  return target.engine === "postgres"
    ? openPostgres(target.url, onPoolError, traceStatements)
    : openPglite(target.dataDir, traceStatements);
}

async function openPglite(dataDir: string, traceStatements: boolean): Promise<DatabaseHandle> {
  if (dataDir !== "memory") await mkdir(dataDir, { recursive: true }); // PGlite creates only the last folder.
  const client = dataDir === "memory" ? await PGlite.create() : await PGlite.create(dataDir);
  return pgliteHandle(traceStatements ? tracedPglite(client) : client);
}

/** Every statement in a span (ADR 070), those of transactions too. */
export function tracedPglite(client: PGlite): PGlite {
  traceMethods(client, ["query", "exec"]);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => callback(traceMethods(tx, ["query", "exec"])));
  return client;
}

/** A handle on a PGlite the caller opened: in memory from a copy of a data folder, say. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listenAtCommit: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

async function openPostgres(
  url: string,
  onPoolError: PoolErrorListener | undefined,
  traceStatements: boolean,
): Promise<DatabaseHandle> {
  // A server that does not answer fails a request within seconds instead of holding it forever.
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  pool.on("error", (error) => onPoolError?.(error));
  // The pool listens for errors on idle clients only. A client checked out (a transaction between
  // two statements) when the server goes away would emit its error to nobody, which ends the
  // process: heard here, its statement fails and the request is answered 5xx instead.
  pool.on("connect", (client) => {
    client.on("error", (error) => onPoolError?.(error));
    if (traceStatements) traceMethods(client);
  });
  // The pool's own statements, and those of a client checked out for a transaction (ADR 070).
  if (traceStatements) traceMethods(pool);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    engine: "postgres",
    migrate: async () => {
      // Several API processes may start at once on one server; only one migrates at a time.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [migrationLockKey]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock
          .query("select pg_advisory_unlock($1)", [migrationLockKey])
          .finally(() => lock.release());
      }
    },
    close: () => pool.end(),
    listen: (channel, onPayload, onGap) => listenOnServer(url, channel, onPayload, onGap),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * A connection that only listens: a pooled one would be handed to queries. When it fails it is
 * opened again after a second, and `onGap` is told, since notifications sent meanwhile are lost.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    const lost = () => {
      if (client === next) reconnect();
    };
    next.on("error", lost);
    next.on("end", lost);
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  const reconnect = () => {
    if (stopped || retry) return;
    void client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(() => onGap?.(), reconnect);
    }, 1_000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
