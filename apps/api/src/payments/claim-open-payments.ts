import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { payments } from "../db/schema/index.js";

/** An open payment a sweep has claimed for one check. */
export interface ClaimedPayment {
  readonly id: string;
  readonly orderId: number | null;
  readonly purchaseId: string | null;
  readonly gateway: string;
  readonly createdAt: Date;
}

export interface Claim {
  readonly now: Date;
  /** Only payments opened before this: their payer may still be on the hosted page. */
  readonly openedBefore: Date;
  /** Only payments of these gateways, the ones this process can ask. */
  readonly gateways: readonly string[];
  /** Until then no other sweep takes them: longer than a check takes. */
  readonly leaseUntil: Date;
  readonly batch: number;
}

/**
 * Takes up to `batch` open payments due for a check, oldest first, that no other process holds
 * (`for update skip locked`), and moves their next check to the lease's end in the same
 * statement: a sweep running in another process the same moment takes others, and a process that
 * dies mid-check leaves its payments to be taken again once the lease ends (ADR 069).
 */
export async function claimOpenPayments(db: Database, claim: Claim): Promise<ClaimedPayment[]> {
  if (claim.gateways.length === 0) return [];
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.outcome, "open"),
        lte(payments.createdAt, claim.openedBefore),
        inArray(payments.gateway, [...claim.gateways]),
        or(isNull(payments.nextCheckAt), lte(payments.nextCheckAt, claim.now)),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(claim.batch)
    .for("update", { skipLocked: true });
  return db
    .update(payments)
    .set({ nextCheckAt: claim.leaseUntil })
    .where(inArray(payments.id, due))
    .returning({
      id: payments.id,
      orderId: payments.orderId,
      purchaseId: payments.purchaseId,
      gateway: payments.gateway,
      createdAt: payments.createdAt,
    });
}
