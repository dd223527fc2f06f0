import type { Database } from "../db/database.js";
import { preparedQuery } from "../db/prepared-query.js";

/** What an order placement reads before pricing, in one round trip. */
export interface PlacementStart {
  /** The catalogue revision now (ADR 023). */
  readonly revision: number;
  /** The order already placed with this idempotency key, if any. */
  readonly existing: { readonly id: number; readonly requestHash: string } | null;
  /** The customer's wallet balance; undefined for a guest or a customer who never had a wallet. */
  readonly walletBalance: number | undefined;
}

const statement = `select
  (select revision::text from catalogue_revision where id = 1) as revision,
  (select json_build_object('id', id, 'requestHash', request_hash)
    from orders where idempotency_key = $1) as existing,
  (select balance::text from wallets where user_id = $2::int) as wallet_balance`;

/** The catalogue revision, the order placed with the key and the customer's wallet balance. */
export async function readPlacementStart(
  db: Database,
  idempotencyKey: string,
  userId: number | undefined,
): Promise<PlacementStart> {
  const [row] = await preparedQuery<{
    revision: string | null;
    existing: { id: number; requestHash: string } | string | null;
    wallet_balance: string | null;
  }>(db, { name: "placement-start", text: statement, values: [idempotencyKey, userId ?? null] });
  // The migration writes the row; without it no order can be priced against a known catalogue.
  if (!row?.revision) throw new Error("catalogue_revision has no row: the migrations did not run");
  const existing = typeof row.existing === "string" ? JSON.parse(row.existing) : row.existing;
  return {
    revision: Number(row.revision),
    existing,
    walletBalance: row.wallet_balance === null ? undefined : Number(row.wallet_balance),
  };
}
