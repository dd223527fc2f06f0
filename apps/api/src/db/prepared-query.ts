import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "./database.js";

/** A statement kept prepared on each connection under its name, with its parameters. */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * Runs a statement the server parses and plans once per connection instead of once per call: a
 * named statement on node-postgres; PGlite's `query` prepares every statement itself. For the hot
 * paths only; drizzle builds the rest.
 */
export async function preparedQuery<Row>(
  db: Database,
  statement: PreparedStatement,
): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) {
    return (await client.query<Row>(statement.text, [...statement.values])).rows;
  }
  const { name, text, values } = statement;
  const result = await client.query({ name, text, values: [...values] });
  return result.rows as Row[];
}
