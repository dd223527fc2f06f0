import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./open-database.js";

const serverUrl = process.env.DATABASE_URL;

/** The rows of an `execute` on PostgreSQL (node-postgres answers a result with `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// A PostgreSQL restart or a failover ends every connection. One that a transaction holds between
// two statements then emits an error with no statement to fail; unheard, it ends the process
// (test:faults saw both API processes die so). It must reach the pool's error listener instead.
describe.skipIf(!serverUrl)("a PostgreSQL connection lost in the middle of a transaction", () => {
  it("is heard by the error listener and fails the transaction, and the pool serves on", async () => {
    const heard: Error[] = [];
    const handle = await openDatabase({ engine: "postgres", url: serverUrl ?? "" }, (error) =>
      heard.push(error),
    );
    const killer = new pg.Client({ connectionString: serverUrl });
    await killer.connect();
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const [backend] = rowsOf<{ pid: number }>(
          await tx.execute(sql`select pg_backend_pid() as pid`),
        );
        await killer.query("select pg_terminate_backend($1)", [backend?.pid]);
        // Between two statements, as an order is while the domain prices it.
        await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThan(0);
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(heard[0]?.message).toMatch(/terminat/i);
      expect(rowsOf(await handle.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      await killer.end();
      await handle.close();
    }
  });
});
