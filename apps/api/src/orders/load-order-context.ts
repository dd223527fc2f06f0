import type { CheckoutSettings, GetMenuAnswer } from "@storefront/api-client";
import type { MenuDiscounts, SellingTypeDiscounts } from "@storefront/domain";
import { asc, eq } from "drizzle-orm";
import { checkoutSettingsOf } from "../checkout/checkout-settings.js";
import type { Database } from "../db/database.js";
import { branches, businesses, menuDiscounts } from "../db/schema/index.js";
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
  const [found, discountRows] = await Promise.all([
    // Only the ordered items: an order of three dishes does not read a menu of thousands.
    findMenuItems(db, branchId, itemIds),
    db
      .select()
      .from(menuDiscounts)
      .where(eq(menuDiscounts.businessId, business.id))
      .orderBy(asc(menuDiscounts.id)),
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
    menu: found.menu,
    discounts: toMenuDiscounts(discountRows),
  };
}

/** The discount rows in the spec's shape: per selling type, all menu, by item and by category. */
function toMenuDiscounts(rows: readonly (typeof menuDiscounts.$inferSelect)[]): MenuDiscounts {
  const byType: Record<
    string,
    {
      all?: SellingTypeDiscounts["allMenuDiscount"];
      items: Record<number, NonNullable<SellingTypeDiscounts["allMenuDiscount"]>>;
      categories: Record<number, NonNullable<SellingTypeDiscounts["allMenuDiscount"]>>;
    }
  > = {};
  for (const row of rows) {
    const entry = (byType[row.sellingType] ??= { items: {}, categories: {} });
    const discount = { id: row.id, type: row.discountType, value: row.discountValue };
    if (row.itemId !== null) entry.items[row.itemId] = discount;
    else if (row.categoryId !== null) entry.categories[row.categoryId] = discount;
    else entry.all = discount;
  }
  const shape = (entry: (typeof byType)[string] | undefined): SellingTypeDiscounts | null =>
    entry
      ? {
          allMenuDiscount: entry.all ?? null,
          itemsDiscounts: entry.items,
          categoriesDiscounts: entry.categories,
        }
      : null;
  return {
    pickup: shape(byType.pickup),
    delivery: shape(byType.delivery),
    dinein: shape(byType.dinein),
  };
}
