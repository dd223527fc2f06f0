import type { GetShiftsAnswer } from "@storefront/api-client";
import { describeShifts, inBusinessZone, type SellingType } from "@storefront/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, branchPauses, businesses, openingHours } from "../db/schema/index.js";

type Shifts = Omit<GetShiftsAnswer, "error" | "message">;

/**
 * Today's state and the other days' hours of a selling type at a business's branch (its default
 * branch, else its first, unless one is named), at `now` in the business's time zone. A selling
 * type without hours is open at every hour. Undefined when the business does not exist or the
 * named branch is not one of its own.
 */
export async function findShifts(
  db: Database,
  request: {
    referenceId: string;
    sellingType: SellingType;
    branchId?: number | undefined;
    now: Date;
  },
): Promise<Shifts | undefined> {
  const [business] = await db
    .select({
      id: businesses.id,
      timeZone: businesses.timeZone,
      defaultBranchId: businesses.defaultBranchId,
    })
    .from(businesses)
    .where(eq(businesses.referenceId, request.referenceId));
  if (!business) return undefined;

  const own = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.businessId, business.id))
    .orderBy(asc(branches.position), asc(branches.id));
  const wanted = request.branchId ?? business.defaultBranchId ?? own[0]?.id;
  const branch = own.find(({ id }) => id === wanted);
  if (!branch) return undefined;

  const [[row], [pause]] = await Promise.all([
    db
      .select({ hours: openingHours.hours })
      .from(openingHours)
      .where(
        and(
          eq(openingHours.branchId, branch.id),
          eq(openingHours.sellingType, request.sellingType),
        ),
      ),
    db
      .select({ until: branchPauses.until })
      .from(branchPauses)
      .where(
        and(
          eq(branchPauses.branchId, branch.id),
          eq(branchPauses.sellingType, request.sellingType),
        ),
      ),
  ]);
  const now = inBusinessZone(request.now, business.timeZone);
  const { today, other_days } = describeShifts(row?.hours ?? { days: [] }, now);
  const paused = pause && pause.until > request.now ? pause.until.toISOString() : null;
  const spans = (list: readonly { from: string; to: string }[]) =>
    list.map(({ from, to }) => ({ from, to }));
  return {
    branch_id: branch.id,
    time_zone: now.zoneName ?? business.timeZone,
    // A busy branch is closed to this selling type until its pause ends, whatever its hours say.
    today: paused
      ? { status: "closed", opens_at: null, paused_until: paused, shifts: spans(today.shifts) }
      : {
          status: today.status,
          opens_at: today.opens_at,
          paused_until: null,
          shifts: spans(today.shifts),
        },
    other_days: other_days.map(({ weekday, slots }) => ({ weekday, slots: spans(slots) })),
  };
}
