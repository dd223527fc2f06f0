import { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import {
  type DatabaseHandle,
  openDatabase,
  pgliteHandle,
  tracedPglite,
} from "../src/db/open-database.js";
import { env } from "../src/env.js";
import { onServer, serverDatabaseUrl } from "./database-server.js";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on PostgreSQL, drops it from the server. */
  drop: () => Promise<void>;
}

/**
 * A fresh database with nothing in it: a new database with a random name on the server
 * DATABASE_URL names, or PGlite in memory without one. The same tests run on both engines.
 */
export function createEmptyTestDatabase(): Promise<TestDatabase> {
  return copyOf("empty");
}

/**
 * A fresh database, migrated and seeded with the demo businesses: a copy of the one the run's
 * global setup built (template-database.ts), so every test file starts from the same data.
 */
export function createTestDatabase(
  options: { traceStatements?: boolean } = {},
): Promise<TestDatabase> {
  return copyOf("seeded", options);
}

async function copyOf(
  template: "empty" | "seeded",
  { traceStatements = false }: { traceStatements?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) {
    const tar = await readFile(inject("pgliteTemplates")?.[template] ?? "");
    const client = await PGlite.create({ loadDataDir: new Blob([tar]) });
    const handle = pgliteHandle(traceStatements ? tracedPglite(client) : client);
    return { ...handle, drop: handle.close };
  }
  const name = `storefront_test_${randomBytes(6).toString("hex")}`;
  const source = template === "seeded" ? inject("postgresTemplate") : null;
  await onServer(serverUrl, `create database "${name}"${source ? ` template "${source}"` : ""}`);
  const handle = await openDatabase(
    { engine: "postgres", url: serverDatabaseUrl(serverUrl, name) },
    undefined,
    { traceStatements },
  );
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
