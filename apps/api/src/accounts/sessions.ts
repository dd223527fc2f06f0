import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { sessions, users } from "../db/schema/index.js";
import { hashToken, newSecretToken } from "./secrets.js";

/** A token opens nothing 30 days after its sign-in (an absolute lifetime; ADR 025). */
export const sessionLifetimeDays = 30;

/** A signed-in customer as the bearer token says. */
export interface Customer {
  readonly userId: number;
  readonly businessId: number;
  readonly tokenHash: string;
}

/**
 * Opens a session: a new bearer token (256 random bits) of which only the SHA-256 is kept. Each
 * sign-in gets its own token. `const token = await openSession(tx, 7, 1, now)`
 */
export async function openSession(
  db: Database,
  userId: number,
  businessId: number,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    businessId,
    createdAt: now,
    lastUsedAt: now,
  });
  return token;
}

/**
 * The customer a token belongs to, by spec 4's rule: the session is live (not revoked, younger
 * than 30 days), its account is not deleted and belongs to the business the session was opened
 * for. Undefined otherwise.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<Customer | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: sessions.userId, businessId: sessions.businessId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.createdAt, new Date(now.getTime() - sessionLifetimeDays * 86_400_000)),
        isNull(users.deletedAt),
        eq(users.businessId, sessions.businessId),
      ),
    );
  if (!row) return undefined;
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  return { ...row, tokenHash };
}

/** Revokes one token (logout); a revoked token never opens anything again. */
export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}
