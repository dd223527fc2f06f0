import { and, count, eq, gt, lt, max, min, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { rateHits } from "../db/schema/index.js";

/** What a limit counts; the key says whose (a client address, a business, a client and a phone). */
export type HitKind =
  | "otp_send_client"
  | "otp_send_client_phone"
  | "otp_send_business"
  | "otp_send_all"
  | "otp_fail_client_phone"
  | "order_client"
  | "staff_sign_in_client"
  | "staff_sign_in_phone"
  | "staff_fail_phone";

export interface Hits {
  readonly count: number;
  readonly first: Date | null;
  readonly last: Date | null;
}

/** Hits are kept a day: every window is shorter. */
const keptMs = 86_400_000;

/**
 * Serialises, until the transaction ends, every count and hit of one key in every API process, so
 * a limit is exact under concurrency.
 */
export async function lockHits(tx: Database, kind: HitKind, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`hits:${kind}:${key}`}, 0))`,
  );
}

/** How many hits a key has since `since`, with the oldest and newest of them. */
export async function hitsSince(
  tx: Database,
  kind: HitKind,
  key: string,
  since: Date,
): Promise<Hits> {
  const [row] = await tx
    .select({ count: count(), first: min(rateHits.at), last: max(rateHits.at) })
    .from(rateHits)
    .where(and(eq(rateHits.kind, kind), eq(rateHits.key, key), gt(rateHits.at, since)));
  return { count: row?.count ?? 0, first: row?.first ?? null, last: row?.last ?? null };
}

/** Counts one hit of a key, and forgets the key's hits older than a day. Returns its id. */
export async function recordHit(
  tx: Database,
  kind: HitKind,
  key: string,
  now: Date,
): Promise<number> {
  await tx
    .delete(rateHits)
    .where(
      and(
        eq(rateHits.kind, kind),
        eq(rateHits.key, key),
        lt(rateHits.at, new Date(now.getTime() - keptMs)),
      ),
    );
  const [row] = await tx
    .insert(rateHits)
    .values({ kind, key, at: now })
    .returning({ id: rateHits.id });
  if (!row) throw new Error("A hit was not recorded");
  return row.id;
}

/** Takes back a hit that turned out not to count (an order refused or replayed). */
export async function forgetHit(db: Database, id: number): Promise<void> {
  await db.delete(rateHits).where(eq(rateHits.id, id));
}
