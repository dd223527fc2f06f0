import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, savedLocations } from "../db/schema/index.js";
import type { LocationFields } from "../db/schema/locations.js";
import { settlePlace } from "../delivery/settle-place.js";
import { findAccount, findBusiness, hasRow } from "./demo-lookups.js";

/** A saved location of a demo customer (docs/decisions/031-saved-locations.md). */
interface DemoLocation {
  readonly title: string;
  readonly lat: number;
  readonly lng: number;
  readonly type: 0 | 1 | 2;
  readonly fields: LocationFields;
  readonly contactPhone?: string;
}

/** The demo customers' saved locations by business and phone, the default first. */
export type DemoLocations = Readonly<
  Record<string, Readonly<Record<string, readonly DemoLocation[]>>>
>;

/** When the demo locations were saved. */
const savedAt = new Date("2026-02-01T09:00:00Z");

/**
 * Saves the demo locations of each demo customer who has none yet; running it again changes
 * nothing. Returns how many customers got theirs.
 */
export async function seedDemoLocations(db: Database, list: DemoLocations): Promise<number> {
  let seeded = 0;
  for (const [reference, byPhone] of Object.entries(list)) {
    const business = await findBusiness(db, reference);
    if (!business) continue;
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.businessId, business.id))
      .orderBy(asc(branches.id))
      .limit(1);
    for (const [phone, locations] of Object.entries(byPhone)) {
      const user = await findAccount(db, business.id, phone);
      if (!user) continue;
      if (await hasRow(db, savedLocations, eq(savedLocations.userId, user.id))) continue;
      const rows = [];
      for (const [index, location] of locations.entries()) {
        const place = await settlePlace(db, {
          lat: location.lat,
          lng: location.lng,
          placeId: "",
          branchId: branch?.id,
        });
        rows.push({
          userId: user.id,
          businessId: business.id,
          title: location.title,
          lat: location.lat,
          lng: location.lng,
          areaId: place.area_id,
          addressType: location.type,
          fields: location.fields,
          contactPhone: location.contactPhone ?? null,
          isDefault: index === 0,
          createdAt: new Date(savedAt.getTime() + index * 60_000),
          updatedAt: savedAt,
        });
      }
      if (rows.length > 0) await db.insert(savedLocations).values(rows);
      seeded += 1;
    }
  }
  return seeded;
}
