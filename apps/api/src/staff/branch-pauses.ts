import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, branchPauses } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { type Actor, recordAudit } from "./actor.js";

type PausedType = "delivery" | "dine_in" | "car_pickup";

/** The pauses still running at `now` of a business's branches (or of the given ones). */
export async function listPauses(
  db: Database,
  scope: { readonly businessId: number; readonly branchIds: readonly number[] | null },
  now: Date,
): Promise<{ branch_id: number; selling_type: PausedType; until: string }[]> {
  const rows = await db
    .select({
      branchId: branchPauses.branchId,
      sellingType: branchPauses.sellingType,
      until: branchPauses.until,
    })
    .from(branchPauses)
    .innerJoin(branches, eq(branches.id, branchPauses.branchId))
    .where(
      and(
        eq(branches.businessId, scope.businessId),
        scope.branchIds ? inArray(branchPauses.branchId, [...scope.branchIds]) : undefined,
        gt(branchPauses.until, now),
      ),
    );
  return rows.map((row) => ({
    branch_id: row.branchId,
    selling_type: row.sellingType as PausedType,
    until: row.until.toISOString(),
  }));
}

/**
 * Pauses a branch's selling type for `minutes` (busy), or resumes it with 0. The pause table is a
 * catalogue table: the storefront says so and refuses such orders from the next request.
 */
export async function pauseBranch(
  db: Database,
  pause: {
    readonly businessId: number;
    readonly branchId: number;
    readonly selling_type: PausedType;
    readonly minutes: number;
  },
  actor: Actor,
  now: Date,
): Promise<void> {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, pause.branchId), eq(branches.businessId, pause.businessId)));
  if (!branch) throw new RequestFailure(404, "NOT_FOUND", `No branch ${pause.branchId}`);
  const until = new Date(now.getTime() + pause.minutes * 60_000);
  await db.transaction(async (tx) => {
    const where = and(
      eq(branchPauses.branchId, pause.branchId),
      eq(branchPauses.sellingType, pause.selling_type),
    );
    if (pause.minutes === 0) {
      await tx.delete(branchPauses).where(where);
    } else {
      await tx
        .insert(branchPauses)
        .values({
          branchId: pause.branchId,
          sellingType: pause.selling_type,
          until,
          pausedBy: actor.kind === "staff" ? actor.staffId : null,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [branchPauses.branchId, branchPauses.sellingType],
          set: { until, createdAt: now, pausedBy: actor.kind === "staff" ? actor.staffId : null },
        });
    }
    await recordAudit(
      tx,
      actor,
      {
        action: pause.minutes === 0 ? "branch.resume" : "branch.pause",
        subject: `branch:${pause.branchId}`,
        detail: { selling_type: pause.selling_type, until: pause.minutes === 0 ? null : until },
      },
      now,
    );
  });
}
