import type { ShippingCountryDto } from "@storefront/api-client";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, shippingCountries } from "../db/schema/index.js";

/**
 * The countries a business's branches ship to (spec 3, Country (shipping)), branch by branch.
 * `(await findShippingCountries(db, businessId)).map((country) => country.country_iso)`
 */
export async function findShippingCountries(
  db: Database,
  businessId: number,
): Promise<ShippingCountryDto[]> {
  const rows = await db
    .select({
      id: shippingCountries.id,
      country: shippingCountries.country,
      countryIso: shippingCountries.countryIso,
      icon: shippingCountries.icon,
      feesPerKg: shippingCountries.feesPerKg,
      fixedFees: shippingCountries.fixedFees,
      minOrder: shippingCountries.minOrder,
      branchId: shippingCountries.branchId,
    })
    .from(shippingCountries)
    .innerJoin(branches, eq(branches.id, shippingCountries.branchId))
    .where(eq(branches.businessId, businessId))
    .orderBy(asc(branches.position), asc(branches.id), asc(shippingCountries.id));
  return rows.map((row) => ({
    id: row.id,
    country: row.country,
    country_iso: row.countryIso,
    icon: row.icon,
    fees_per_kg: row.feesPerKg,
    fixed_fees: row.fixedFees,
    min_order: row.minOrder,
    branch_id: row.branchId,
  }));
}
