import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/database.js";
import { branches, businesses, users } from "../db/schema/index.js";

// The demo data names businesses by reference, customers by phone and branches by reference; the
// seed finds their rows here, and skips an entry whose rows are absent.

/** A business by its reference. */
export async function findBusiness(
  db: Database,
  reference: string,
): Promise<{ id: number; currency: string } | undefined> {
  const [business] = await db
    .select({ id: businesses.id, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.referenceId, reference));
  return business;
}

/** The live account a phone has at a business. */
export async function findAccount(
  db: Database,
  businessId: number,
  phone: string,
): Promise<{ id: number } | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.phone, phone), isNull(users.deletedAt)));
  return user;
}

/** A customer ordering or booking at one branch of a business. */
export interface CustomerAtBranch {
  readonly userId: number;
  readonly businessId: number;
  readonly branchId: number;
}

/** The customer with this phone at the business, with the branch they order or book at. */
export async function findCustomerAtBranch(
  db: Database,
  { business, phone, branch }: { business: string; phone: string; branch: string },
): Promise<CustomerAtBranch | undefined> {
  const [customer] = await db
    .select({ userId: users.id, businessId: businesses.id, branchId: branches.id })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .innerJoin(branches, eq(branches.businessId, businesses.id))
    .where(
      and(
        eq(businesses.referenceId, business),
        eq(users.phone, phone),
        isNull(users.deletedAt),
        eq(branches.referenceId, branch),
      ),
    );
  return customer;
}

/** Whether the table has a row matching `where`: what an earlier run already wrote. */
export async function hasRow(db: Database, table: PgTable, where: SQL): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}
