import { businessSettingsOf, type Restaurant } from "@storefront/api-client";
import { checkoutSettingsOf } from "../checkout/checkout-settings.js";
import type { branches, businesses, ThemeFields } from "../db/schema/index.js";

type BranchRow = Pick<typeof branches.$inferSelect, "id" | "name" | "referenceId">;

/**
 * A business shaped as the v5 `restaurant` (spec 3), opened at its active branch, every display
 * setting present (its own over the contract's defaults), and a previewed theme's fields over its
 * own when one is asked for.
 */
export function toRestaurant(
  business: typeof businesses.$inferSelect,
  branchList: readonly BranchRow[],
  activeBranch: BranchRow,
  theme: ThemeFields = {},
): Restaurant {
  return {
    user_id: business.ownerUserId,
    branch_id: activeBranch.id,
    branch_name: activeBranch.name,
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
    ...businessSettingsOf(business.settings),
    ...theme,
  };
}
