import {
  businessSettingsOf,
  type CheckoutSettings,
  type GetMenuAnswer,
} from "@storefront/api-client";
import type { MenuDiscounts } from "@storefront/domain";
import { eq } from "drizzle-orm";
import { checkoutSettingsOf } from "../checkout/checkout-settings.js";
import type { Database } from "../db/database.js";
import { branches, businesses } from "../db/schema/index.js";
import { findMenuDiscounts } from "../discounts/find-menu-discounts.js";
import { findMenuItems } from "../menu/find-menu.js";

/** Everything an order of one branch is checked and priced against, read in one place. */
export interface OrderContext {
  readonly businessId: number;
  readonly referenceId: string;
  readonly branchId: number;
  readonly currency: string;
  readonly country: string;
  readonly timeZone: string;
  readonly locales: readonly string[];
  readonly settings: CheckoutSettings;
  /** The business offers modifiers (spec 5: "if modifiers are enabled"); off, items have none. */
  readonly modifiersEnabled: boolean;
  /** The business offers the wallet (its `enable_wallet`; ADR 027). */
  readonly walletEnabled: boolean;
  readonly menu: GetMenuAnswer["menu"];
  readonly discounts: MenuDiscounts;
}

/** The context of an order of these items at a branch, or undefined when no branch has the id. */
export async function loadOrderContext(
  db: Database,
  branchId: number,
  itemIds: readonly number[],
): Promise<OrderContext | undefined> {
  const [row] = await db
    .select({ business: businesses })
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .where(eq(branches.id, branchId));
  if (!row) return undefined;
  const { business } = row;
  const [found, discounts] = await Promise.all([
    // Only the ordered items: an order of three dishes does not read a menu of thousands.
    findMenuItems(db, branchId, itemIds),
    findMenuDiscounts(db, business.id),
  ]);
  if (!found) return undefined;
  return {
    businessId: business.id,
    referenceId: business.referenceId,
    branchId,
    currency: business.currency,
    country: business.country,
    timeZone: business.timeZone,
    locales: business.locales,
    settings: checkoutSettingsOf(business.checkout),
    modifiersEnabled: businessSettingsOf(business.settings).modifiers,
    walletEnabled: businessSettingsOf(business.settings).enable_wallet,
    menu: found.menu,
    discounts,
  };
}
