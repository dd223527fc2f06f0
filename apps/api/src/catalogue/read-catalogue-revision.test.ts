import { fc, test } from "@fast-check/vitest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { opened } from "../../test/test-api.js";
import { catalogueRevision, items } from "../db/schema/index.js";
import { env } from "../env.js";
import { readCatalogueRevision, watchCatalogueRevision } from "./read-catalogue-revision.js";

let database: TestDatabase | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  await watchCatalogueRevision(database);
});
afterAll(async () => {
  await database?.drop();
});

async function revisionRow(): Promise<number> {
  const { db } = opened(database);
  const [row] = await db.select().from(catalogueRevision).where(eq(catalogueRevision.id, 1));
  if (!row) throw new Error("the migration writes the row");
  return row.revision;
}

/** Renames the first item to its own name: a write to what a storefront shows. */
async function touchItem(db: Pick<TestDatabase["db"], "update">): Promise<void> {
  await db
    .update(items)
    .set({ name: sql`${items.name}` })
    .where(eq(items.id, sql`(select min(id) from items)`));
}

const steps = fc.array(fc.constantFrom("write", "write in a transaction", "rolled back", "read"), {
  maxLength: 6,
});

describe("readCatalogueRevision once watched", () => {
  test.prop([steps], { numRuns: 8 })(
    "equals the row after every write that returned, committed or rolled back",
    async (sequence) => {
      const { db } = opened(database);
      for (const step of sequence) {
        if (step === "write") await touchItem(db);
        if (step === "write in a transaction") await db.transaction((tx) => touchItem(tx));
        if (step === "rolled back") {
          await db
            .transaction(async (tx) => {
              await touchItem(tx);
              throw new Error("rolled back on purpose");
            })
            .catch(() => undefined);
        }
        expect(await readCatalogueRevision(db)).toBe(await revisionRow());
      }
    },
  );

  it("is raised by a write before the write returns", async () => {
    const { db } = opened(database);
    const before = await readCatalogueRevision(db);
    await touchItem(db);
    expect(await readCatalogueRevision(db)).toBe(before + 1);
  });

  it.runIf(!env.DATABASE_URL)(
    "on embedded PGlite, comes from the commits it heard, not from a query",
    async () => {
      const { db } = opened(database);
      const heard = await readCatalogueRevision(db);
      // The trigger is what announces a change: a raise that bypasses it is not heard.
      await db
        .update(catalogueRevision)
        .set({ revision: sql`${catalogueRevision.revision} + 100` });
      expect(await readCatalogueRevision(db)).toBe(heard);
      expect(await revisionRow()).toBe(heard + 100);
    },
  );
});
