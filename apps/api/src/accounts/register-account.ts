import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { otpChallenges, userPhones, users } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { lockPhone } from "./otp-limits.js";
import { hashToken } from "./secrets.js";
import { openSession } from "./sessions.js";

/**
 * Creates the account of the phone a registration ticket proved, signs it in and uses the ticket
 * up. 400 TICKET_INVALID for an unknown, used or expired ticket; 409 PHONE_TAKEN when the phone
 * got an account in the meantime.
 */
export async function registerAccount(
  db: Database,
  input: { readonly ticket: string; readonly name: string; readonly email: string | null },
  now: Date,
): Promise<{ userId: number; token: string }> {
  const ticketHash = hashToken(input.ticket);
  return db.transaction(async (tx) => {
    const [challenge] = await tx
      .select({
        id: otpChallenges.id,
        businessId: otpChallenges.businessId,
        phone: otpChallenges.phone,
      })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.ticketHash, ticketHash),
          isNull(otpChallenges.ticketUsedAt),
          gt(otpChallenges.ticketExpiresAt, now),
        ),
      )
      .for("update");
    if (!challenge) {
      throw new RequestFailure(400, "TICKET_INVALID", "Sign in with a new code to register");
    }
    await lockPhone(tx, challenge.businessId, challenge.phone);
    const [holder] = await tx
      .select({ userId: userPhones.userId })
      .from(userPhones)
      .where(
        and(eq(userPhones.businessId, challenge.businessId), eq(userPhones.phone, challenge.phone)),
      );
    if (holder) throw new RequestFailure(409, "PHONE_TAKEN", "This phone already has an account");
    await tx
      .update(otpChallenges)
      .set({ ticketUsedAt: now })
      .where(eq(otpChallenges.id, challenge.id));
    const [user] = await tx
      .insert(users)
      .values({
        businessId: challenge.businessId,
        name: input.name,
        phone: challenge.phone,
        email: input.email,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error("The new account was not returned");
    await tx.insert(userPhones).values({
      userId: user.id,
      businessId: challenge.businessId,
      phone: challenge.phone,
      verifiedAt: now,
    });
    const token = await openSession(tx, user.id, challenge.businessId, now);
    return { userId: user.id, token };
  });
}
