// `node dist/seed/seed-bench-command.js 2000 10000`: migrates the database, then adds a generated
// business per count (bench-2000, bench-10000), each with one branch and that many menu items.
import { pino } from "pino";
import { env } from "../env.js";
import { databaseTarget } from "../db/database-target.js";
import { connectionErrorFields, openDatabase } from "../db/open-database.js";
import { generateMenuBusiness } from "./bench-menu.js";
import { seedBusinesses } from "./seed-demo.js";

const counts = process.argv.slice(2).map(Number);
if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error("usage: seed-bench-command.js <item count> [<item count> ...]");
  process.exit(2);
}
const log = pino({ level: env.LOG_LEVEL });
const database = await openDatabase(databaseTarget(env), (error) =>
  log.error(connectionErrorFields(error), "database connection failed"),
);
try {
  await database.migrate();
  const inserted = await seedBusinesses(database.db, counts.map(generateMenuBusiness));
  log.info({ inserted }, "seeded benchmark menus");
} finally {
  await database.close();
}
