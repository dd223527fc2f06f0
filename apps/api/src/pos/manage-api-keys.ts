import type { ApiKeyScope } from "@storefront/api-client";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { apiKeys } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { actsFor, type Actor, recordAudit } from "../staff/actor.js";
import { makeApiKey } from "./api-key-text.js";

/** A key as the business side lists it: never its secret, which is not kept. */
export interface ApiKeySummary {
  readonly id: number;
  readonly name: string;
  readonly prefix: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** A key just made: the only time its whole text is known. */
export interface CreatedApiKey extends ApiKeySummary {
  readonly key: string;
}

function refuseOthers(actor: Actor, businessId: number): void {
  if (!actsFor(actor, businessId)) throw new RequestFailure(404, "NOT_FOUND", "No such business");
}

const createdBy = (actor: Actor) => (actor.kind === "staff" ? actor.staffId : null);

async function insertKey(
  tx: Database,
  businessId: number,
  actor: Actor,
  key: { readonly name: string; readonly scopes: readonly ApiKeyScope[] },
  now: Date,
): Promise<CreatedApiKey> {
  const made = makeApiKey();
  const [row] = await tx
    .insert(apiKeys)
    .values({
      businessId,
      name: key.name,
      prefix: made.prefix,
      keyHash: made.hash,
      scopes: [...new Set(key.scopes)],
      createdBy: createdBy(actor),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("The key was not written");
  await recordAudit(
    tx,
    actor,
    {
      action: "api_key.create",
      subject: `api_key:${row.id}`,
      detail: { name: row.name, prefix: row.prefix, scopes: row.scopes },
    },
    now,
  );
  return { ...summary(row), key: made.key };
}

function summary(row: typeof apiKeys.$inferSelect): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}

/**
 * Makes a key for a business's till with these scopes; the answer holds the key's text, shown
 * once: only its SHA-256 is kept. `await createApiKey(db, 1, owner, { name: "Till", scopes: ["orders:read"] }, now)`
 */
export async function createApiKey(
  db: Database,
  businessId: number,
  actor: Actor,
  key: { readonly name: string; readonly scopes: readonly ApiKeyScope[] },
  now: Date,
): Promise<CreatedApiKey> {
  refuseOthers(actor, businessId);
  return db.transaction((tx) => insertKey(tx, businessId, actor, key, now));
}

/** A business's keys, oldest first, revoked ones included, none with its secret. */
export async function listApiKeys(
  db: Database,
  businessId: number,
  actor: Actor,
): Promise<ApiKeySummary[]> {
  refuseOthers(actor, businessId);
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.businessId, businessId))
    .orderBy(asc(apiKeys.id));
  return rows.map(summary);
}

/** Takes the live key out of use in `tx`, or 404 when the business has no such live key. */
async function revokeIn(
  tx: Database,
  businessId: number,
  actor: Actor,
  keyId: number,
  now: Date,
): Promise<typeof apiKeys.$inferSelect> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(eq(apiKeys.id, keyId), eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)),
    )
    .returning();
  if (!row) throw new RequestFailure(404, "NOT_FOUND", `No live key ${keyId}`);
  await recordAudit(
    tx,
    actor,
    { action: "api_key.revoke", subject: `api_key:${row.id}`, detail: { prefix: row.prefix } },
    now,
  );
  return row;
}

/** Revokes a key for good: its next call is 401. Another business's or a revoked key is 404. */
export async function revokeApiKey(
  db: Database,
  businessId: number,
  actor: Actor,
  keyId: number,
  now: Date,
): Promise<ApiKeySummary> {
  refuseOthers(actor, businessId);
  return summary(await db.transaction((tx) => revokeIn(tx, businessId, actor, keyId, now)));
}

/**
 * Replaces a key with a new one of the same name and scopes, in one transaction: the old one is
 * revoked as the new one is made, so there is never a moment with both or neither.
 */
export async function rotateApiKey(
  db: Database,
  businessId: number,
  actor: Actor,
  keyId: number,
  now: Date,
): Promise<CreatedApiKey> {
  refuseOthers(actor, businessId);
  return db.transaction(async (tx) => {
    const old = await revokeIn(tx, businessId, actor, keyId, now);
    return insertKey(tx, businessId, actor, { name: old.name, scopes: old.scopes }, now);
  });
}
