import type { BannerDto, BannerLink } from "@storefront/api-client";
import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { BranchOwner } from "../branches/find-branch-owner.js";
import type { Database } from "../db/database.js";
import { banners, items } from "../db/schema/index.js";

/**
 * The banners a branch shows on a day (YYYY-MM-DD, the business's calendar): the active banners
 * of its business for that branch or for every branch whose days include it, in the business's
 * order. One query.
 * `(await findBanners(db, owner, "2026-11-23"))[0]?.title.en`
 */
export async function findBanners(
  db: Database,
  owner: BranchOwner,
  day: string,
): Promise<BannerDto[]> {
  const rows = await db
    .select({ banner: banners, linkedItemCategory: items.categoryId })
    .from(banners)
    .leftJoin(items, eq(items.id, banners.linkItemId))
    .where(
      and(
        eq(banners.businessId, owner.businessId),
        eq(banners.active, true),
        or(isNull(banners.branchId), eq(banners.branchId, owner.branchId)),
        lte(banners.startsOn, day),
        gte(banners.endsOn, day),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map(({ banner, linkedItemCategory }) => ({
    id: banner.id,
    title: banner.title,
    text: banner.text,
    image: banner.image,
    link: linkOf(banner, linkedItemCategory),
  }));
}

function linkOf(
  banner: typeof banners.$inferSelect,
  linkedItemCategory: number | null,
): BannerLink | null {
  if (banner.linkItemId !== null && linkedItemCategory !== null) {
    return { type: "item", item_id: banner.linkItemId, category_id: linkedItemCategory };
  }
  if (banner.linkCategoryId !== null)
    return { type: "category", category_id: banner.linkCategoryId };
  if (banner.linkUrl !== null) return { type: "url", url: banner.linkUrl };
  return null;
}
