import { staffIdleMinutes, staffSessionHours } from "@storefront/api-client";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { type StaffRole, staffMembers, staffSessions } from "../db/schema/index.js";
import { hashToken, newSecretToken } from "../accounts/secrets.js";

/** A signed-in member of staff as their session's token says. */
export interface StaffMember {
  readonly staffId: number;
  readonly businessId: number;
  /** The one branch they work at; null for all. */
  readonly branchId: number | null;
  readonly role: StaffRole;
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

/** Opens a session: a new bearer token (256 random bits) of which only the SHA-256 is kept. */
export async function openStaffSession(
  db: Database,
  staff: { readonly id: number; readonly businessId: number },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + staffSessionHours * 3_600_000);
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId: staff.id,
    businessId: staff.businessId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The member of staff a token belongs to: the session is not revoked, not past its end, used
 * within the idle limit, and they still work there. A use moves the idle limit on. Undefined
 * otherwise.
 */
export async function resolveStaffSession(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffMember | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .update(staffSessions)
    .set({ lastUsedAt: now })
    .from(staffMembers)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        eq(staffMembers.id, staffSessions.staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastUsedAt, new Date(now.getTime() - staffIdleMinutes * 60_000)),
        isNull(staffMembers.removedAt),
      ),
    )
    .returning({
      staffId: staffMembers.id,
      businessId: staffMembers.businessId,
      branchId: staffMembers.branchId,
      role: staffMembers.role,
      expiresAt: staffSessions.expiresAt,
    });
  return row && { ...row, tokenHash };
}

/** Revokes one session, or every session of a member of staff. */
export async function revokeStaffSessions(
  db: Database,
  which: { readonly tokenHash: string } | { readonly staffId: number },
  now: Date,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        "tokenHash" in which
          ? eq(staffSessions.tokenHash, which.tokenHash)
          : eq(staffSessions.staffId, which.staffId),
        isNull(staffSessions.revokedAt),
      ),
    );
}
