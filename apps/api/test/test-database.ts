import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../src/db/open-database.js";
import { seedDemo } from "../src/db/seed.js";
import { env } from "../src/env.js";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on PostgreSQL, drops it from the server. */
  drop: () => Promise<void>;
}

/**
 * A fresh database with nothing in it: a new database with a random name on the server
 * DATABASE_URL names, or PGlite in memory without one. The same tests run on both engines.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ engine: "pglite", dataDir: "memory" });
    return { ...handle, drop: handle.close };
  }

  const name = `storefront_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: "postgres", url: url.toString() });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** A fresh database, migrated and seeded with the demo businesses. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  await database.migrate();
  await seedDemo(database.db);
  return database;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
