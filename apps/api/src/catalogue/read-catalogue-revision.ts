import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { catalogueRevision } from "../db/schema/index.js";

/** The catalogue's revision now: it changes with every write to a table a storefront shows. */
export async function readCatalogueRevision(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: catalogueRevision.revision })
    .from(catalogueRevision)
    .where(eq(catalogueRevision.id, 1));
  // The migration writes the row; without it nothing can be cached safely.
  if (!row) throw new Error("catalogue_revision has no row: the migrations did not run");
  return row.revision;
}
