import { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { DatabaseHandle } from "../src/db/open-database.js";
import { openDatabase, pgliteHandle } from "../src/db/open-database.js";
import { seedDemo } from "../src/seed/seed-demo.js";
import { onServer, serverDatabaseUrl } from "./database-server.js";

// Vitest's global setup: the migrated and seeded demo database is built once per run, and each
// test file's database starts as a copy of it (test-database.ts). Building it takes PGlite about
// ten seconds (initdb, migrations, the demo's orders); opening a copy takes about one.

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: the data folders as tar files, the seeded one and an empty one. */
    pgliteTemplates: { seeded: string; empty: string } | null;
    /** PostgreSQL: the name of the seeded database new ones are copied from. */
    postgresTemplate: string | null;
  }
}

async function migrateAndSeed(handle: DatabaseHandle) {
  await handle.migrate();
  await seedDemo(handle.db);
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `storefront_template_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `create database "${name}"`);
    const handle = await openDatabase({
      engine: "postgres",
      url: serverDatabaseUrl(serverUrl, name),
    });
    await migrateAndSeed(handle).finally(() => handle.close());
    project.provide("pgliteTemplates", null);
    project.provide("postgresTemplate", name);
    return () => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }

  const folder = await mkdtemp(path.join(tmpdir(), "storefront-api-tests-"));
  const templates = {
    seeded: path.join(folder, "seeded.tar"),
    empty: path.join(folder, "empty.tar"),
  };
  const empty = await PGlite.create();
  await writeFile(templates.empty, await tarOf(empty));
  const seeded = await PGlite.create();
  await migrateAndSeed(pgliteHandle(seeded));
  await writeFile(templates.seeded, await tarOf(seeded));
  await Promise.all([empty.close(), seeded.close()]);
  project.provide("pgliteTemplates", templates);
  project.provide("postgresTemplate", null);
  return () => rm(folder, { recursive: true, force: true });
}

async function tarOf(client: PGlite): Promise<Uint8Array> {
  return new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
}
