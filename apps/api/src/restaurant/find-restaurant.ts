import type { Restaurant } from "@storefront/api-client";
import { asc, eq } from "drizzle-orm";
import { checkoutSettingsOf } from "../checkout/checkout-settings.js";
import type { Database } from "../db/database.js";
import { branches, businesses } from "../db/schema/index.js";

/**
 * The business with this reference and its branches, shaped as the v5 `restaurant`, or undefined
 * when no business has the reference. Its default branch is the one it names, else its first.
 * `(await findRestaurant(db, "demo"))?.currency === "KWD"`
 */
export async function findRestaurant(
  db: Database,
  referenceId: string,
): Promise<Restaurant | undefined> {
  const [business] = await db
    .select()
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  if (!business) return undefined;

  const branchList = await db
    .select({ id: branches.id, name: branches.name, referenceId: branches.referenceId })
    .from(branches)
    .where(eq(branches.businessId, business.id))
    .orderBy(asc(branches.position), asc(branches.id));
  const defaultBranch =
    branchList.find((branch) => branch.id === business.defaultBranchId) ?? branchList[0];
  // A storefront cannot open without a branch to order from: this is broken data, not a client error.
  if (!defaultBranch) throw new Error(`Business ${referenceId} has no branch`);

  return {
    user_id: business.ownerUserId,
    branch_id: defaultBranch.id,
    branch_name: defaultBranch.name,
    branches: branchList.map((branch) => ({
      id: branch.id,
      name: branch.name,
      reference_id: branch.referenceId,
    })),
    reference_id: business.referenceId,
    business_name: business.name,
    business_type: business.businessType,
    currency: business.currency,
    locales: business.locales,
    country: business.country,
    time_zone: business.timeZone,
    theme_color: business.themeColor,
    theme_accent_color: business.themeAccentColor,
    theme_background_color: business.themeBackgroundColor,
    dark_mode: business.darkMode,
    policies: business.policies,
    checkout: checkoutSettingsOf(business.checkout),
  };
}
