import type { z } from "zod";
import type { inviteStaffRequestSchema, staffMemberSchema } from "@storefront/api-client";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, staffMembers } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { type Actor, recordAudit } from "./actor.js";
import { revokeStaffSessions } from "./staff-sessions.js";

type StaffDto = z.infer<typeof staffMemberSchema>;

export function toStaffDto(member: typeof staffMembers.$inferSelect): StaffDto {
  return {
    id: member.id,
    name: member.name,
    phone: member.phone,
    role: member.role,
    branch_id: member.branchId,
    language: member.language,
    has_password: member.passwordHash !== null,
    created_at: member.createdAt.toISOString(),
  };
}

/** The business's staff who still work there, owners first. */
export async function listStaff(db: Database, businessId: number): Promise<StaffDto[]> {
  const rows = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.businessId, businessId), isNull(staffMembers.removedAt)))
    .orderBy(asc(staffMembers.createdAt), asc(staffMembers.id));
  const order = { owner: 0, manager: 1, staff: 2 } as const;
  return rows.sort((a, b) => order[a.role] - order[b.role]).map(toStaffDto);
}

/**
 * Adds a member of staff to the actor's business; they sign in with a code to their phone. A
 * phone already working there is a 409; a branch of another business is not found.
 */
export async function inviteStaff(
  db: Database,
  invite: z.output<typeof inviteStaffRequestSchema>,
  actor: Actor & { readonly kind: "staff" },
  now: Date,
): Promise<StaffDto> {
  if (invite.branch_id !== null) {
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.id, invite.branch_id), eq(branches.businessId, actor.businessId)));
    if (!branch) throw new RequestFailure(404, "NOT_FOUND", `No branch ${invite.branch_id}`);
  }
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(staffMembers)
      .values({
        businessId: actor.businessId,
        branchId: invite.branch_id,
        role: invite.role,
        name: invite.name.trim(),
        phone: invite.phone,
        invitedBy: actor.staffId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new RequestFailure(409, "CONFLICT", "This phone already works here");
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.invite",
        subject: `staff:${member.id}`,
        detail: { role: invite.role, branch_id: invite.branch_id },
      },
      now,
    );
    return toStaffDto(member);
  });
}

/** Removes a member of staff of the actor's business and ends their sessions, at once. */
export async function removeStaff(
  db: Database,
  staffId: number,
  actor: Actor & { readonly kind: "staff" },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(staffMembers)
      .set({ removedAt: now })
      .where(
        and(
          eq(staffMembers.id, staffId),
          eq(staffMembers.businessId, actor.businessId),
          isNull(staffMembers.removedAt),
        ),
      )
      .returning({ id: staffMembers.id });
    if (!removed) throw new RequestFailure(404, "NOT_FOUND", `No member of staff ${staffId}`);
    await revokeStaffSessions(tx, { staffId }, now);
    await recordAudit(
      tx,
      actor,
      { action: "staff.remove", subject: `staff:${staffId}`, detail: {} },
      now,
    );
  });
}
