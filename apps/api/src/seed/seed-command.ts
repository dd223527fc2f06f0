// `node dist/seed/seed-command.js [--reset]`: migrates the database, then seeds the demo businesses.
// --reset empties every table first.
import { parseArgs } from "node:util";
import { pino } from "pino";
import { env } from "../env.js";
import { databaseTarget } from "../db/database-target.js";
import { connectionErrorFields, openDatabase } from "../db/open-database.js";
import { emptyTables, seedDemo } from "./seed-demo.js";

const { values: flags } = parseArgs({ options: { reset: { type: "boolean", default: false } } });
const log = pino({ level: env.LOG_LEVEL });

const database = await openDatabase(databaseTarget(env), (error) =>
  log.error(connectionErrorFields(error), "database connection failed"),
);
try {
  await database.migrate();
  if (flags.reset) {
    await emptyTables(database.db);
    log.info({ engine: database.engine }, "emptied every table");
  }
  const inserted = await seedDemo(database.db);
  log.info(
    { engine: database.engine, inserted },
    inserted.length > 0 ? "seeded demo businesses" : "demo businesses already present",
  );
} finally {
  await database.close();
}
