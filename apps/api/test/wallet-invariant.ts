import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database.js";

/** A wallet whose balance breaks the ledger invariant. */
export interface BrokenWallet {
  readonly user_id: number;
  readonly balance: number;
  readonly ledger: number;
}

/**
 * QUALITY.md, Reliability: "each wallet's balance equals the sum of its ledger, and is never
 * negative". Answers every wallet that breaks it (none, when it holds); race, load and fault
 * tests call it after they run: `expect(await brokenWallets(db)).toEqual([])`.
 */
export async function brokenWallets(db: Database): Promise<BrokenWallet[]> {
  const result = await db.execute(sql`
    select w.user_id, w.balance::text as balance, coalesce(sum(l.amount), 0)::text as ledger
    from wallets w
    left join wallet_ledger l on l.user_id = w.user_id
    group by w.user_id, w.balance
    having w.balance <> coalesce(sum(l.amount), 0) or w.balance < 0`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    user_id: number;
    balance: string;
    ledger: string;
  }[];
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    balance: Number(row.balance),
    ledger: Number(row.ledger),
  }));
}
