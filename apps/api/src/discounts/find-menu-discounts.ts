import type {
  DiscountDto,
  MenuDiscountsDto,
  SellingTypeDiscountsDto,
} from "@storefront/api-client";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { menuDiscounts } from "../db/schema/index.js";

/**
 * A business's menu discounts in the spec's shape (section 3): per selling type (pickup, delivery,
 * dinein) the whole-menu discount, and the discounts by item id and by category id. Every selling
 * type is present, empty when it has none; the domain's pricing reads the same object.
 * `(await findMenuDiscounts(db, 1)).delivery.allMenuDiscount?.value`
 */
export async function findMenuDiscounts(
  db: Database,
  businessId: number,
): Promise<MenuDiscountsDto> {
  const rows = await db
    .select()
    .from(menuDiscounts)
    .where(eq(menuDiscounts.businessId, businessId))
    .orderBy(asc(menuDiscounts.id));
  const discounts: MenuDiscountsDto = {
    pickup: noDiscounts(),
    delivery: noDiscounts(),
    dinein: noDiscounts(),
  };
  for (const row of rows) {
    const entry = discounts[row.sellingType];
    const discount: DiscountDto = { id: row.id, type: row.discountType, value: row.discountValue };
    // A later row for the same target replaces an earlier one, as it always has for pricing.
    if (row.itemId !== null) entry.itemsDiscounts[row.itemId] = discount;
    else if (row.categoryId !== null) entry.categoriesDiscounts[row.categoryId] = discount;
    else entry.allMenuDiscount = discount;
  }
  return discounts;
}

function noDiscounts(): SellingTypeDiscountsDto {
  return { allMenuDiscount: null, itemsDiscounts: {}, categoriesDiscounts: {} };
}
