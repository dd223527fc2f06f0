import type { ParsedOrderRequest } from "@storefront/api-client";
import { mayAsk, toSellingType } from "@storefront/domain";
import type { Database } from "../db/database.js";
import { preparedQuery } from "../db/prepared-query.js";
import type { areas, coupons, shippingCountries, zones } from "../db/schema/index.js";

/**
 * The rows an order is checked against that no catalogue revision covers (ADR 052): the branch's
 * zones, the chosen area, shipping country and table, whether the branch has tables, the coupon.
 * Each is read only when the request names or needs it.
 */
export interface OrderRows {
  readonly zones: readonly (typeof zones.$inferSelect)[];
  readonly area: Pick<typeof areas.$inferSelect, "id" | "zoneId" | "branchId" | "shape"> | null;
  readonly shippingCountry: typeof shippingCountries.$inferSelect | null;
  readonly table: { id: number; name: string; floor: Record<string, string> } | null;
  readonly hasTables: boolean;
  readonly coupon: typeof coupons.$inferSelect | null;
}

/** What an order placement reads before pricing, in one round trip. */
export interface OrderStart {
  /** The catalogue revision now (ADR 023). */
  readonly revision: number;
  /** The order already placed with the idempotency key, if any. */
  readonly existing: { readonly id: number; readonly requestHash: string } | null;
  /** The customer's wallet balance; undefined for a guest or a customer who never had a wallet. */
  readonly walletBalance: number | undefined;
  readonly rows: OrderRows;
}

const statement = `select
  (select revision::text from catalogue_revision where id = 1) as revision,
  (select json_build_object('id', id, 'requestHash', request_hash)
    from orders where $1::text is not null and idempotency_key = $1::text) as existing,
  (select balance::text from wallets where user_id = $2::int) as wallet_balance,
  case when $4::boolean then (
    select coalesce(json_agg(json_build_object('id', z.id, 'branchId', z.branch_id, 'name', z.name,
      'visible', z.visible, 'fee', z.fee, 'minOrder', z.min_order, 'deliveryTime', z.delivery_time,
      'unit', z.unit, 'color', z.color, 'shape', z.shape) order by z.id), '[]'::json)
    from zones z where z.branch_id = $3::int) end as zones,
  (select json_build_object('id', a.id, 'zoneId', a.zone_id, 'branchId', a.branch_id,
      'shape', a.shape)
    from areas a where a.id = $5::int and a.branch_id = $3::int) as area,
  (select json_build_object('id', s.id, 'branchId', s.branch_id, 'country', s.country,
      'countryIso', s.country_iso, 'icon', s.icon, 'feesPerKg', s.fees_per_kg,
      'fixedFees', s.fixed_fees, 'minOrder', s.min_order)
    from shipping_countries s where s.id = $6::int and s.branch_id = $3::int) as shipping_country,
  (select json_build_object('id', t.id, 'name', t.name, 'floor', t.floor)
    from dining_tables t where t.id = $7::int and t.branch_id = $3::int) as dining_table,
  $8::boolean and exists (select 1 from dining_tables t where t.branch_id = $3::int) as has_tables,
  (select json_build_object('id', c.id, 'businessId', c.business_id, 'code', c.code,
      'discountType', c.discount_type, 'discountValue', c.discount_value, 'allMenu', c.all_menu,
      'userType', c.user_type, 'maxAllowedItems', c.max_allowed_items, 'itemIds', c.item_ids,
      'freeDelivery', c.free_delivery, 'usageLimit', c.usage_limit, 'usedCount', c.used_count,
      'active', c.active, 'expiresAt', c.expires_at)
    from coupons c
    where c.code = $9::text and c.business_id = (select business_id from branches where id = $3::int)
  ) as coupon`;

type Json<T> = T | string | null;
const parsed = <T>(value: Json<T>): T | null =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;

/**
 * The catalogue revision, the order placed with the key (none without a key), the customer's
 * wallet balance and the rows the request needs, in one prepared statement.
 */
export async function readOrderStart(
  db: Database,
  request: ParsedOrderRequest,
  who: { readonly idempotencyKey?: string | undefined; readonly userId?: number | undefined },
): Promise<OrderStart> {
  const selling = toSellingType(request.selling_types);
  const couponCode = request.coupon_code?.trim().toUpperCase();
  const [row] = await preparedQuery<{
    revision: string | null;
    existing: Json<{ id: number; requestHash: string }>;
    wallet_balance: string | null;
    zones: Json<(typeof zones.$inferSelect)[]>;
    area: Json<OrderRows["area"]>;
    shipping_country: Json<typeof shippingCountries.$inferSelect>;
    dining_table: Json<OrderRows["table"]>;
    has_tables: boolean;
    coupon: Json<Omit<typeof coupons.$inferSelect, "expiresAt"> & { expiresAt: string | null }>;
  }>(db, {
    name: "order-start",
    text: statement,
    values: [
      who.idempotencyKey ?? null,
      who.userId ?? null,
      request.branch_id,
      // A delivery to a location is checked against the branch's zones (not a shipment abroad).
      request.delivery != null && request.shipping_country_id == null,
      request.delivery?.area_id ?? null,
      request.shipping_country_id ?? null,
      request.table_id ?? null,
      selling.ok && mayAsk(selling.sellingType, "table") && request.table_id == null,
      couponCode || null,
    ],
  });
  // The migration writes the row; without it no order can be priced against a known catalogue.
  if (!row?.revision) throw new Error("catalogue_revision has no row: the migrations did not run");
  const coupon = parsed(row.coupon);
  return {
    revision: Number(row.revision),
    existing: parsed(row.existing),
    walletBalance: row.wallet_balance === null ? undefined : Number(row.wallet_balance),
    rows: {
      zones: parsed(row.zones) ?? [],
      area: parsed(row.area),
      shippingCountry: parsed(row.shipping_country),
      table: parsed(row.dining_table),
      hasTables: row.has_tables === true,
      coupon: coupon && {
        ...coupon,
        expiresAt: coupon.expiresAt === null ? null : new Date(coupon.expiresAt),
      },
    },
  };
}
