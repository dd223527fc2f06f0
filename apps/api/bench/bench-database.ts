// A fresh database on the server for one run of the benchmark, seeded with the demo by the built
// seed command, and dropped afterwards.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { onServer, serverDatabaseUrl } from "../test/database-server.js";

const apiFolder = fileURLToPath(new URL("..", import.meta.url));

export interface BenchDatabase {
  readonly name: string;
  readonly url: string;
  /** A connection of the benchmark's own, for counting and looking things up. */
  readonly client: pg.Client;
  drop(): Promise<void>;
}

/** Creates an empty database named `<prefix>_<random>` on the server `serverUrl` names. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = serverDatabaseUrl(serverUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    name,
    url,
    client,
    async drop() {
      // A server restarted meanwhile has ended it already.
      await client.end().catch(() => {});
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Migrates the database and seeds the demo, as `pnpm --filter @storefront/api seed` does. */
export function seedDemo(url: string): void {
  execFileSync(process.execPath, ["--no-deprecation", "dist/seed/seed-command.js"], {
    cwd: apiFolder,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** How many orders the database holds. */
export async function countOrders(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>("select count(*) as n from orders");
  return Number(rows[0]?.n ?? 0);
}

/** How many of these orders the database holds. */
export async function countOrdersAmong(client: pg.Client, ids: readonly number[]): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    "select count(*) as n from orders where id = any($1::int[])",
    [ids],
  );
  return Number(rows[0]?.n ?? 0);
}
