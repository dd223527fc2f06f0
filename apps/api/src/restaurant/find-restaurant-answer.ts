import { businessSettingsOf, type GetRestaurantAnswer } from "@storefront/api-client";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses, businessHosts, themes } from "../db/schema/index.js";
import { findMenuDiscounts } from "../discounts/find-menu-discounts.js";
import { type RatingTotals, readRatingTotals, toBusinessRating } from "../feedback/read-rating.js";
import { RequestFailure } from "../failures/request-failure.js";
import { findMenu } from "../menu/find-menu.js";
import { findSmartMenu } from "../menu/find-smart-menu.js";
import { resolveItemImages } from "../media/resolve-item-images.js";
import { resolveImageSettings, type MediaOptions } from "../media/resolve-media-url.js";
import { siteAddress } from "./site-address.js";
import { toRestaurant } from "./to-restaurant.js";

/** Which business is asked for, and how (docs/decisions/018-browse-calls.md). */
export interface RestaurantQuestion {
  /** By its reference (the shared storefront's /{referenceId}) or by a host name of its own. */
  business: { referenceId: string } | { host: string };
  /** The branch to open on, by reference; the business's default branch when absent. */
  activeBranchRef?: string | undefined;
  /** A saved theme to preview instead of the business's own. */
  themeId?: number | undefined;
  /** Opened inside the business's own app (`wv=true`). */
  webview: boolean;
}

/**
 * The answer of GET webapp/v5/restaurant/{reference_id} and webapp/v5/restaurant-domain/{domain}:
 * the business at its active branch, its menu discounts, the branch's smart categories, its
 * addresses and pixels, and inside its own app the branch's menu. Throws 404 NOT_FOUND naming an
 * unknown business, host, branch or theme.
 */
export async function findRestaurantAnswer(
  db: Database,
  question: RestaurantQuestion,
  /** Where stored images are served, to answer them as absolute URLs. */
  media: MediaOptions,
  /** Its reviews' totals, when already read; read here otherwise. */
  ratingTotals?: RatingTotals,
): Promise<GetRestaurantAnswer> {
  const business = await findBusiness(db, question.business);
  const [branchList, hosts, theme, totals] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name, referenceId: branches.referenceId })
      .from(branches)
      .where(eq(branches.businessId, business.id))
      .orderBy(asc(branches.position), asc(branches.id)),
    db.select().from(businessHosts).where(eq(businessHosts.businessId, business.id)),
    question.themeId === undefined ? undefined : findTheme(db, business, question.themeId),
    ratingTotals ?? readRatingTotals(db, business.id),
  ]);

  const activeBranch =
    question.activeBranchRef === undefined
      ? (branchList.find((branch) => branch.id === business.defaultBranchId) ?? branchList[0])
      : branchList.find((branch) => branch.referenceId === question.activeBranchRef);
  if (!activeBranch) {
    if (question.activeBranchRef === undefined) {
      // A storefront cannot open without a branch to order from: broken data, not a client error.
      throw new Error(`Business ${business.referenceId} has no branch`);
    }
    throw new RequestFailure(
      404,
      "NOT_FOUND",
      `Business ${business.referenceId} has no branch ${question.activeBranchRef}`,
    );
  }

  const [discounts, smartMenu, menu] = await Promise.all([
    findMenuDiscounts(db, business.id),
    findSmartMenu(db, {
      businessId: business.id,
      branchId: activeBranch.id,
      showStandardSubCats: business.showStandardSubCats,
    }),
    question.webview ? findMenu(db, activeBranch.id) : undefined,
  ]);
  const restaurant = resolveImageSettings(
    {
      ...toRestaurant(business, branchList, activeBranch, theme),
      // Spec 3's `rate`, shown only where `show_rating` is on (ADR 032).
      rate: businessSettingsOf(business.settings).show_rating ? toBusinessRating(totals) : null,
    },
    media,
  );
  const address = siteAddress(hosts, {
    openedOn: "host" in question.business ? question.business.host : null,
    webview: question.webview,
  });
  return {
    error: 0,
    message: "",
    restaurant,
    discounts,
    menu: menu
      ? {
          branch_id: activeBranch.id,
          currency: menu.currency,
          ...menu.menu,
          items: resolveItemImages(menu.menu.items, media),
        }
      : null,
    ...smartMenu,
    ...address,
    pixels: restaurant.pixels ?? [],
  };
}

async function findBusiness(
  db: Database,
  key: RestaurantQuestion["business"],
): Promise<typeof businesses.$inferSelect> {
  if ("referenceId" in key) {
    const [business] = await db
      .select()
      .from(businesses)
      .where(eq(businesses.referenceId, key.referenceId));
    if (business) return business;
    throw new RequestFailure(404, "NOT_FOUND", `No business has the reference ${key.referenceId}`);
  }
  const [row] = await db
    .select({ business: businesses })
    .from(businessHosts)
    .innerJoin(businesses, eq(businesses.id, businessHosts.businessId))
    .where(eq(businessHosts.host, key.host));
  if (row) return row.business;
  throw new RequestFailure(404, "NOT_FOUND", `No business is reached on the host ${key.host}`);
}

async function findTheme(db: Database, business: typeof businesses.$inferSelect, themeId: number) {
  const [theme] = await db
    .select({ fields: themes.fields })
    .from(themes)
    .where(and(eq(themes.id, themeId), eq(themes.businessId, business.id)));
  if (theme) return theme.fields;
  throw new RequestFailure(
    404,
    "NOT_FOUND",
    `Business ${business.referenceId} has no theme ${themeId}`,
  );
}
