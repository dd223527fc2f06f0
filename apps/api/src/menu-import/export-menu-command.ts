// `pnpm --filter @storefront/api export-menu --business <reference> [--out <file>]`: writes the
// business's menu as a menu document, to the file or to standard output; it imports back as is.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { databaseTarget } from "../db/database-target.js";
import { openDatabase } from "../db/open-database.js";
import { env } from "../env.js";
import { exportMenu } from "./export-menu.js";
import { runMenuCommand } from "./run-menu-command.js";

await runMenuCommand(async () => {
  const { values } = parseArgs({
    options: { business: { type: "string" }, out: { type: "string" } },
  });
  if (!values.business) throw new Error("usage: export-menu --business <reference> [--out <file>]");
  const database = await openDatabase(databaseTarget(env));
  try {
    await database.migrate();
    const text = `${JSON.stringify(await exportMenu(database.db, { reference: values.business }), null, 2)}\n`;
    if (values.out) await writeFile(values.out, text);
    else process.stdout.write(text);
  } finally {
    await database.close();
  }
});
