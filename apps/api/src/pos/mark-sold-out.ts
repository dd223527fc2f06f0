import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  branches,
  itemBranches,
  items,
  modifierGroups,
  modifiers,
  soldOutModifiers,
} from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { type Actor, recordAudit } from "../staff/actor.js";

/** Whether it is sold out now, and since when. */
export interface SoldOut {
  readonly soldOut: boolean;
  readonly since: Date | null;
}

type BusinessActor = Exclude<Actor, { kind: "development" }>;

const branchesOf = (db: Database, businessId: number) =>
  db.select({ id: branches.id }).from(branches).where(eq(branches.businessId, businessId));

/**
 * Marks a dish sold out at a branch (item_branches.sold_out_since), or back. The branch's menu
 * leaves it out and its orders refuse it (ITEM_SOLD_OUT) from the next request: the table raises
 * the catalogue's revision. Marking it sold out again keeps the first time. 404 when the branch
 * does not sell it or is another business's.
 */
export async function markItemSoldOut(
  db: Database,
  actor: BusinessActor,
  mark: { readonly branchId: number; readonly itemId: number; readonly soldOut: boolean },
  now: Date,
): Promise<SoldOut> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ since: itemBranches.soldOutSince })
      .from(itemBranches)
      .where(
        and(
          eq(itemBranches.itemId, mark.itemId),
          eq(itemBranches.branchId, mark.branchId),
          inArray(itemBranches.branchId, branchesOf(tx, actor.businessId)),
        ),
      )
      .for("update");
    if (!row) {
      throw new RequestFailure(
        404,
        "NOT_FOUND",
        `Branch ${mark.branchId} sells no item ${mark.itemId}`,
      );
    }
    const since = mark.soldOut ? (row.since ?? now) : null;
    await tx
      .update(itemBranches)
      .set({ soldOutSince: since })
      .where(and(eq(itemBranches.itemId, mark.itemId), eq(itemBranches.branchId, mark.branchId)));
    await recordAudit(
      tx,
      actor,
      {
        action: mark.soldOut ? "item.sold_out" : "item.back",
        subject: `item:${mark.itemId}`,
        detail: { branch_id: mark.branchId },
      },
      now,
    );
    return { soldOut: mark.soldOut, since };
  });
}

/**
 * Marks an option sold out at a branch (sold_out_modifiers), or back: it leaves its item's choices
 * there and orders choosing it are refused (MODIFIER_SOLD_OUT). 404 when the option or the branch
 * is another business's.
 */
export async function markModifierSoldOut(
  db: Database,
  actor: BusinessActor,
  mark: { readonly branchId: number; readonly modifierId: number; readonly soldOut: boolean },
  now: Date,
): Promise<SoldOut> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ modifierId: modifiers.id, branchId: branches.id })
      .from(modifiers)
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
      .innerJoin(items, eq(items.id, modifierGroups.itemId))
      .innerJoin(branches, eq(branches.businessId, items.businessId))
      .where(
        and(
          eq(modifiers.id, mark.modifierId),
          eq(branches.id, mark.branchId),
          eq(items.businessId, actor.businessId),
        ),
      );
    if (!owned) {
      throw new RequestFailure(
        404,
        "NOT_FOUND",
        `Branch ${mark.branchId} has no option ${mark.modifierId}`,
      );
    }
    const where = and(
      eq(soldOutModifiers.modifierId, mark.modifierId),
      eq(soldOutModifiers.branchId, mark.branchId),
    );
    if (mark.soldOut) {
      await tx
        .insert(soldOutModifiers)
        .values({ modifierId: mark.modifierId, branchId: mark.branchId, since: now })
        .onConflictDoNothing();
    } else {
      await tx.delete(soldOutModifiers).where(where);
    }
    const [row] = await tx
      .select({ since: soldOutModifiers.since })
      .from(soldOutModifiers)
      .where(where);
    await recordAudit(
      tx,
      actor,
      {
        action: mark.soldOut ? "modifier.sold_out" : "modifier.back",
        subject: `modifier:${mark.modifierId}`,
        detail: { branch_id: mark.branchId },
      },
      now,
    );
    return { soldOut: mark.soldOut, since: row?.since ?? null };
  });
}
