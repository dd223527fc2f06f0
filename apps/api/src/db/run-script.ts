import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "./database.js";

/** A value written into a script's text as a quoted SQL literal. */
export const sqlLiteral = (value: string): string => pg.escapeLiteral(value);

/**
 * Sends several statements in one message (the simple query protocol) and answers the rows of the
 * last. PostgreSQL runs such a message as one implicit transaction: all or nothing, and a
 * transaction lock taken by one statement is held until the last one ends, while each statement
 * still reads with its own snapshot. One round trip where a transaction of its own takes four.
 * The protocol takes no parameters: every value goes in through `sqlLiteral` or is a number.
 */
export async function runScript<Row>(db: Database, script: string): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const results: { rows: unknown[] }[] =
    client instanceof PGlite
      ? await client.exec(script)
      : ([] as { rows: unknown[] }[]).concat(await client.query(script));
  return (results.at(-1)?.rows ?? []) as Row[];
}
