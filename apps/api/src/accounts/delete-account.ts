import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  businessReviews,
  messages,
  orders,
  otpChallenges,
  reservations,
  savedLocations,
  sessions,
  surveyResponses,
  userPhones,
  users,
} from "../db/schema/index.js";

/**
 * Deletes a customer's account (spec 7, ADR 025): the row stays, so past orders keep their
 * customer and their amounts, lines and events, but every personal field goes: the account's name,
 * phones, email and saved locations (ADR 031); on its orders the name, phone, address, car and
 * gift; the notes of its reservations (ADR 028); the messages sent to its phones; the comment of
 * its review (its stars stay in the business's rating) and its survey answers, which may hold its
 * words and phone (ADR 032). Every session is revoked.
 */
export async function deleteAccount(db: Database, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const phones = await tx
      .select({ phone: userPhones.phone, businessId: userPhones.businessId })
      .from(userPhones)
      .where(eq(userPhones.userId, userId));
    await tx
      .update(users)
      .set({ name: "", phone: null, email: null, deletedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    await tx.delete(userPhones).where(eq(userPhones.userId, userId));
    await tx.delete(savedLocations).where(eq(savedLocations.userId, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx.delete(otpChallenges).where(eq(otpChallenges.userId, userId));
    const [first] = phones;
    if (first) {
      await tx.delete(messages).where(
        and(
          eq(messages.businessId, first.businessId),
          inArray(
            messages.recipient,
            phones.map(({ phone }) => phone),
          ),
        ),
      );
    }
    await tx
      .update(orders)
      .set({
        customerName: "",
        phone: "",
        request: sql`${orders.request} || jsonb_build_object('name', '', 'phone', '', 'delivery', null, 'car', null, 'gift', null)`,
        details: sql`${orders.details} || jsonb_build_object('delivery', null, 'car', null, 'gift', null)`,
        updatedAt: now,
      })
      .where(eq(orders.userId, userId));
    await tx
      .update(reservations)
      .set({ note: null, updatedAt: now })
      .where(eq(reservations.userId, userId));
    await tx
      .update(businessReviews)
      .set({ comment: null })
      .where(eq(businessReviews.userId, userId));
    await tx.delete(surveyResponses).where(eq(surveyResponses.userId, userId));
  });
}
