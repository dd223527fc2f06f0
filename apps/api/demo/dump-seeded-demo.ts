// `pnpm --filter @storefront/api exec tsx demo/dump-seeded-demo.ts > seeded.json`: seeds a fresh
// in-memory database with the demo and prints every table's rows, ordered, as JSON, so a change to
// the demo data or the seed can be shown to leave the seeded database as it was (diff two dumps).
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/open-database.js";
import { seedDemo } from "../src/seed/seed-demo.js";

const started = Date.now();
const database = await openDatabase({ engine: "pglite", dataDir: "memory" });
await database.migrate();
await seedDemo(database.db);

const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const tables = await rowsOf<{ table_name: string }>(
  sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
);
const dump: Record<string, unknown[]> = {};
for (const { table_name: table } of tables) {
  const columns = await rowsOf<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  // Every column in order, so tables without an id still come out in one order.
  const order = columns.map((_, index) => index + 1).join(", ");
  const rows = await rowsOf<Record<string, unknown>>(
    sql.raw(`select * from "${table}" order by ${order}`),
  );
  dump[table] = rows.map(maskSeedTime);
}
await database.close();
process.stdout.write(`${JSON.stringify(dump, null, 1)}\n`);

/**
 * Moments the database stamped while seeding (defaults of now()) and orders' random access keys
 * differ on every run.
 */
function maskSeedTime(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      const moment =
        typeof value === "string" || value instanceof Date
          ? Date.parse(String(value instanceof Date ? value.toISOString() : value))
          : Number.NaN;
      const stamped =
        /\d{4}-\d\d-\d\d[ T]\d\d:/.test(
          String(value instanceof Date ? value.toISOString() : value),
        ) &&
        moment >= started - 1000 &&
        moment <= Date.now() + 1000;
      if (column === "access_key") return [column, "(random)"];
      return [column, stamped ? "(seed time)" : value];
    }),
  );
}
