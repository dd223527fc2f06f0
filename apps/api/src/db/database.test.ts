import { sql } from "drizzle-orm";
import { integer, pgSchema } from "drizzle-orm/pg-core";
import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabase } from "../../test/test-api.js";
import { createEmptyTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { env } from "../env.js";
import type { Database } from "./database.js";
import { branches, businesses } from "./schema/index.js";
import { loadDemo } from "../seed/demo-data.js";
import { emptyTables, seedDemo } from "../seed/seed-demo.js";

const { businesses: demoBusinesses } = await loadDemo();

const demoBranchCount = demoBusinesses.reduce(
  (count, { branches: list }) => count + list.length,
  0,
);

/** The table where drizzle's migrators record each migration they ran. */
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", { id: integer("id") });

async function rowCounts(db: Database) {
  return { businesses: await db.$count(businesses), branches: await db.$count(branches) };
}

describe("migrations", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it("apply to an empty database, and a second run changes nothing", async () => {
    database = await createEmptyTestDatabase();
    // The same tests must really run on the engine asked for, not fall back silently.
    expect(database.engine).toBe(env.DATABASE_URL ? "postgres" : "pglite");
    const journal = JSON.parse(
      await readFile(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8"),
    ) as {
      entries: unknown[];
    };

    await database.migrate();
    await database.migrate();

    expect(await database.db.$count(appliedMigrations)).toBe(journal.entries.length);
    expect(await rowCounts(database.db)).toEqual({ businesses: 0, branches: 0 });
  });
});

describe("the demo seed", () => {
  const database = testDatabase();

  it("inserts every demo business with its branches", async () => {
    expect(await rowCounts(database.db)).toEqual({
      businesses: demoBusinesses.length,
      branches: demoBranchCount,
    });
  });

  it("is idempotent: seeding again inserts nothing and keeps the row counts", async () => {
    const before = await rowCounts(database.db);
    expect(await seedDemo(database.db)).toEqual([]);
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it("restores a demo business that was deleted, and only that one", async () => {
    // One without orders: an order keeps its business (no cascade), so one with orders stays.
    await database.db.delete(businesses).where(sql`${businesses.referenceId} = 'demo-cakes'`);
    expect(await seedDemo(database.db)).toEqual(["demo-cakes"]);
    expect(await rowCounts(database.db)).toEqual({
      businesses: demoBusinesses.length,
      branches: demoBranchCount,
    });
  });

  it("starts again from empty tables after a reset", async () => {
    await emptyTables(database.db);
    expect(await rowCounts(database.db)).toEqual({ businesses: 0, branches: 0 });
    expect(await seedDemo(database.db)).toEqual(
      demoBusinesses.map(({ business }) => business.referenceId),
    );
    const [first] = await database.db
      .select({ id: businesses.id })
      .from(businesses)
      .orderBy(businesses.id)
      .limit(1);
    expect(first?.id).toBe(1);
  });
});

describe("the schema's own rules", () => {
  const database = testDatabase();

  const shop = {
    referenceId: "rules-check",
    ownerUserId: 9,
    name: { en: "Rules" },
    businessType: "shop",
    currency: "USD",
    locales: ["en"],
  };

  /** Drizzle wraps the driver's error; both drivers name the constraint that refused the row. */
  const refusedBy = (constraint: string) => ({ cause: expect.objectContaining({ constraint }) });

  it("refuses a dark_mode other than auto, off or on", async () => {
    await expect(
      database.db.insert(businesses).values({ ...shop, darkMode: "dim" as "auto" }),
    ).rejects.toMatchObject(refusedBy("businesses_dark_mode_value"));
  });

  it("refuses a default branch that belongs to another business", async () => {
    const [sharq] = await database.db
      .select({ id: branches.id })
      .from(branches)
      .where(sql`${branches.referenceId} = 'demo-sharq'`);
    await expect(
      database.db.insert(businesses).values({ ...shop, defaultBranchId: sharq?.id }),
    ).rejects.toMatchObject(refusedBy("businesses_default_branch_fk"));
  });

  it("refuses a second business with the same reference", async () => {
    await expect(
      database.db.insert(businesses).values({ ...shop, referenceId: "demo" }),
    ).rejects.toMatchObject(refusedBy("businesses_reference_id_unique"));
  });
});
