import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import type { DatabaseHandle } from "../db/open-database.js";
import { catalogueRevision } from "../db/schema/index.js";

// The revision of each database whose commits this process hears (`watchCatalogueRevision`).
const heard = new WeakMap<Database, { revision: number }>();

/** The catalogue's revision now: it changes with every write to a table a storefront shows. */
export async function readCatalogueRevision(db: Database): Promise<number> {
  return heard.get(db)?.revision ?? readRevisionRow(db);
}

/**
 * Where the database tells this process of each commit before the writing statement returns
 * (embedded PGlite, ADR 056), keeps the revision from the trigger's notifications, so reading it
 * costs no query and is never behind a write that has returned. Elsewhere every read asks the
 * row: another process's commit would be heard only later.
 */
export async function watchCatalogueRevision(database: DatabaseHandle): Promise<void> {
  if (!database.listenAtCommit) return;
  const known = { revision: 0 };
  // Listening first: a commit between the two steps is heard, and the higher value wins.
  await database.listenAtCommit("catalogue_revision", (payload) => {
    known.revision = Math.max(known.revision, Number(payload));
  });
  known.revision = Math.max(known.revision, await readRevisionRow(database.db));
  heard.set(database.db, known);
}

async function readRevisionRow(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: catalogueRevision.revision })
    .from(catalogueRevision)
    .where(eq(catalogueRevision.id, 1));
  // The migration writes the row; without it nothing can be cached safely.
  if (!row) throw new Error("catalogue_revision has no row: the migrations did not run");
  return row.revision;
}
