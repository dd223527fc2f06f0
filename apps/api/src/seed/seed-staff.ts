import type { StaffRole } from "../db/schema/index.js";
import type { Database } from "../db/database.js";
import { staffMembers } from "../db/schema/index.js";
import { hashPassword } from "../staff/passwords.js";
import { findBusiness } from "./demo-lookups.js";

/** A demo business's member of staff; they sign in to the business app with a code from the dev inbox. */
export interface DemoStaff {
  readonly business: string;
  readonly name: string;
  /** E.164. */
  readonly phone: string;
  readonly role: StaffRole;
  readonly language: string;
  /** Asked before the code when set (the demo shows both ways of signing in). */
  readonly password?: string;
}

const joinedAt = new Date("2026-01-10T08:00:00Z");

/**
 * Inserts each demo member of staff whose business exists and whose phone works there not yet;
 * running it again changes nothing. Returns how many it inserted.
 */
export async function seedDemoStaff(db: Database, list: readonly DemoStaff[]): Promise<number> {
  let inserted = 0;
  for (const member of list) {
    const business = await findBusiness(db, member.business);
    if (!business) continue;
    const rows = await db
      .insert(staffMembers)
      .values({
        businessId: business.id,
        branchId: null,
        role: member.role,
        name: member.name,
        phone: member.phone,
        language: member.language,
        passwordHash: member.password ? await hashPassword(member.password) : null,
        createdAt: joinedAt,
      })
      .onConflictDoNothing()
      .returning({ id: staffMembers.id });
    inserted += rows.length;
  }
  return inserted;
}
