import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type AppDependencies, buildApp } from "../src/app.js";
import { watchCatalogueRevision } from "../src/catalogue/read-catalogue-revision.js";
import type { Database } from "../src/db/database.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

/** A test file's database, there from its first `beforeAll` on. */
export interface TestDatabaseOfFile {
  readonly db: Database;
}

/** A test file's API on its own database, both there from its first `beforeAll` on. */
export interface TestApi extends TestDatabaseOfFile {
  readonly app: FastifyInstance;
}

/** The value a `beforeAll` set, read once it has run. */
export function opened<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("Opened in beforeAll: read it in a hook or a test");
  return value;
}

/**
 * Gives the test file calling it a fresh copy of the seeded demo database (or what `create`
 * makes), opened before its tests and dropped after them. Call it before the file's own
 * `beforeAll`, which then finds the database ready.
 */
export function testDatabase(
  create: () => Promise<TestDatabase> = createTestDatabase,
): TestDatabaseOfFile {
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await create();
  });
  afterAll(async () => {
    await handle?.drop();
  });
  return {
    get db() {
      return opened(handle).db;
    },
  };
}

/**
 * Gives the test file calling it the API, quiet, with these dependencies, on a fresh copy of the
 * seeded demo database; closed after the file's tests. Call it before the file's own `beforeAll`,
 * which then finds both ready: `const api = testApi({ clock: () => now })`.
 */
export function testApi(dependencies: Omit<AppDependencies, "db" | "logger"> = {}): TestApi {
  const database = testDatabase(async () => {
    // A traced API's statements are traced too (ADR 070).
    const handle = await createTestDatabase({
      traceStatements: dependencies.traceRequests === true,
    });
    // As main.ts does: on PGlite the revision comes from the commits heard (ADR 056), so every
    // write an API test makes also proves it is heard before it answers.
    await watchCatalogueRevision(handle);
    return handle;
  });
  let app: FastifyInstance | undefined;
  beforeAll(() => {
    app = buildApp({ db: database.db, logger: false, ...dependencies });
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get db() {
      return database.db;
    },
    get app() {
      return opened(app);
    },
  };
}
