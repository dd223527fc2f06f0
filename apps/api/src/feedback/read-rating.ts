import type { BusinessRating } from "@storefront/api-client";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { businessHosts, businesses, businessReviews } from "../db/schema/index.js";

/** How many reviews a business has and the sum of their stars. */
export interface RatingTotals {
  count: number;
  stars: number;
}

/** The reviews' totals of a business. */
export async function readRatingTotals(
  db: Pick<Database, "select">,
  businessId: number,
): Promise<RatingTotals> {
  const [row] = await db
    .select({
      count: count(),
      stars: sql<string>`coalesce(sum(${businessReviews.stars}), 0)`,
    })
    .from(businessReviews)
    .where(eq(businessReviews.businessId, businessId));
  return { count: row?.count ?? 0, stars: Number(row?.stars ?? 0) };
}

/**
 * The business's `rate` (spec 3): the average of its reviews' stars to one decimal, rounded half
 * up, and their count; null before the first review.
 * `toBusinessRating({ count: 3, stars: 13 })` is `{ average: 4.3, count: 3 }`.
 */
export function toBusinessRating(totals: RatingTotals): BusinessRating | null {
  if (totals.count === 0) return null;
  // Whole tenths from integers: (10 × stars ÷ count) rounded half up, with no float sum.
  const tenths = Math.floor((20 * totals.stars + totals.count) / (2 * totals.count));
  return { average: tenths / 10, count: totals.count };
}

/**
 * The reviews' totals of the business a restaurant call names, by reference or own host name, in
 * one query; zero for an unknown business (the restaurant call then answers its 404).
 */
export async function readBusinessRatingTotals(
  db: Database,
  key: { referenceId: string } | { host: string },
): Promise<RatingTotals> {
  const business =
    "referenceId" in key
      ? sql`(select ${businesses.id} from ${businesses} where ${businesses.referenceId} = ${key.referenceId})`
      : sql`(select ${businessHosts.businessId} from ${businessHosts} where ${businessHosts.host} = ${key.host})`;
  const [row] = await db
    .select({
      count: count(),
      stars: sql<string>`coalesce(sum(${businessReviews.stars}), 0)`,
    })
    .from(businessReviews)
    .where(sql`${businessReviews.businessId} = ${business}`);
  return { count: row?.count ?? 0, stars: Number(row?.stars ?? 0) };
}
