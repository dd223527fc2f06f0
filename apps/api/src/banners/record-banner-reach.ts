import { inBusinessZone } from "@storefront/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { bannerReach, banners, businesses } from "../db/schema/index.js";

/**
 * Counts one sight of each banner on today's date in its business's calendar, in one transaction,
 * or none at all when an id names no banner. Returns the ids that name none.
 * `await recordBannerReach(db, [1, 2], new Date()) // []`
 */
export async function recordBannerReach(
  db: Database,
  bannerIds: readonly number[],
  now: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: banners.id, timeZone: businesses.timeZone })
      .from(banners)
      .innerJoin(businesses, eq(businesses.id, banners.businessId))
      .where(inArray(banners.id, [...bannerIds]));
    const unknown = bannerIds.filter((id) => !found.some((banner) => banner.id === id));
    if (unknown.length > 0) return unknown;
    await tx
      .insert(bannerReach)
      .values(
        found.map((banner) => ({
          bannerId: banner.id,
          day: inBusinessZone(now, banner.timeZone).toISODate(),
          count: 1,
        })),
      )
      // A conditional increment, so concurrent reports all count.
      .onConflictDoUpdate({
        target: [bannerReach.bannerId, bannerReach.day],
        set: { count: sql`${bannerReach.count} + 1` },
      });
    return [];
  });
}
