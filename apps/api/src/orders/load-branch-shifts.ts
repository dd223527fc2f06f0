import {
  type BusinessTime,
  describeShifts,
  type SellingType,
  type Shifts,
} from "@storefront/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { openingHours } from "../db/schema/index.js";

/** A branch's shifts of one selling type at `now` (no hours known: open at every hour, ADR 010). */
export async function loadBranchShifts(
  db: Database,
  branchId: number,
  sellingType: SellingType,
  now: BusinessTime,
): Promise<Shifts> {
  const [row] = await db
    .select({ hours: openingHours.hours })
    .from(openingHours)
    .where(and(eq(openingHours.branchId, branchId), eq(openingHours.sellingType, sellingType)));
  return describeShifts(row?.hours ?? { days: [] }, now);
}
