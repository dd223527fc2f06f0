// `pnpm --filter @storefront/api import-menu <file> --business <reference>`: validates a menu
// document and writes it as the business's menu, over the menu it has (by key, ADR 065), all or
// nothing; a bad document is refused with each fault's file and field. The file's path is taken
// from apps/api.
import { parseArgs } from "node:util";
import { databaseTarget } from "../db/database-target.js";
import { openDatabase } from "../db/open-database.js";
import { env } from "../env.js";
import { importMenu } from "./import-menu.js";
import { readMenuDocument } from "./read-menu-document.js";
import { runMenuCommand } from "./run-menu-command.js";

await runMenuCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { business: { type: "string" } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || !values.business) {
    throw new Error("usage: import-menu <file> --business <reference>");
  }
  const document = await readMenuDocument(file);
  const database = await openDatabase(databaseTarget(env));
  try {
    await database.migrate();
    const written = await importMenu(database.db, { reference: values.business }, document);
    console.log(
      `Imported ${written.categories.size} categories and ${written.items.size} items into ${values.business}` +
        ` (${written.newItems.length} new, ${written.hiddenItems.length} hidden)`,
    );
  } finally {
    await database.close();
  }
});
