import { areas, coupons, diningTables, shippingCountries, zones } from "../db/schema/index.js";
import type { MenuIds, Transaction } from "../menu-import/menu-values.js";
import type { DemoOrdering } from "./demo-ordering.js";

/** What ordering data is written for: the business, its branches by reference and its menu's ids. */
export interface OrderingOwner {
  businessId: number;
  branchIds: ReadonlyMap<string, number>;
  menuIds: MenuIds;
}

/**
 * Writes a demo business's zones with their areas, shipping countries, tables and coupons inside
 * the caller's transaction. A reference to an unknown branch or item stops the seed, so a renamed
 * menu key cannot leave a coupon pointing at nothing.
 */
export async function insertOrdering(
  tx: Transaction,
  owner: OrderingOwner,
  ordering: DemoOrdering,
): Promise<void> {
  await insertZones(tx, owner, ordering);

  const countries = ordering.shippingCountries ?? [];
  if (countries.length > 0) {
    await tx.insert(shippingCountries).values(
      countries.map((country) => ({
        branchId: branchId(owner, country.branch),
        country: country.country,
        countryIso: country.countryIso,
        icon: country.icon,
        feesPerKg: country.feesPerKg,
        fixedFees: country.fixedFees,
        minOrder: country.minOrder,
      })),
    );
  }

  // Positions run across a branch's floors, so reading by position keeps floors and tables in order.
  const tables = (ordering.floors ?? []).flatMap((floor) =>
    floor.tables.map((table) => ({
      branchId: branchId(owner, floor.branch),
      floor: floor.name,
      name: table.name,
      seats: table.seats,
    })),
  );
  if (tables.length > 0) {
    await tx.insert(diningTables).values(tables.map((table, position) => ({ ...table, position })));
  }

  const couponList = ordering.coupons ?? [];
  if (couponList.length > 0) {
    await tx.insert(coupons).values(
      couponList.map((coupon) => ({
        businessId: owner.businessId,
        code: coupon.code,
        discountType: coupon.discountType,
        discountValue: coupon.discountValue,
        allMenu: coupon.itemKeys === undefined,
        userType: coupon.userType ?? null,
        maxAllowedItems: coupon.maxAllowedItems ?? null,
        itemIds: coupon.itemKeys?.map((key) => itemId(owner, key)) ?? null,
        freeDelivery: coupon.freeDelivery ?? false,
        usageLimit: coupon.usageLimit ?? null,
        expiresAt: coupon.expiresAt === undefined ? null : new Date(coupon.expiresAt),
      })),
    );
  }
}

async function insertZones(
  tx: Transaction,
  owner: OrderingOwner,
  ordering: DemoOrdering,
): Promise<void> {
  for (const zone of ordering.zones ?? []) {
    const branch = branchId(owner, zone.branch);
    const [row] = await tx
      .insert(zones)
      .values({
        branchId: branch,
        name: zone.name,
        visible: zone.visible ?? true,
        fee: zone.fee,
        minOrder: zone.minOrder,
        deliveryTime: zone.deliveryTime,
        unit: zone.unit ?? "minute",
        color: zone.color,
        shape: zone.shape,
      })
      .returning({ id: zones.id });
    if (!row) throw new Error(`Zone ${zone.name.en ?? ""} was not inserted`);
    if (zone.areas.length === 0) continue;
    await tx.insert(areas).values(
      zone.areas.map((area) => ({
        zoneId: row.id,
        branchId: branch,
        name: area.name,
        parentName: area.parentName,
        osmId: area.osmId,
        shape: area.shape,
      })),
    );
  }
}

function branchId(owner: OrderingOwner, reference: string): number {
  return owner.branchIds.get(reference) ?? missing(`branch ${reference}`);
}

function itemId(owner: OrderingOwner, key: string): number {
  return owner.menuIds.items.get(key) ?? missing(`item ${key}`);
}

function missing(what: string): never {
  throw new Error(`Demo ordering data refers to an unknown ${what}`);
}
