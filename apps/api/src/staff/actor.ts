import type { Database } from "../db/database.js";
import { staffAudit } from "../db/schema/index.js";

/** Who changes a business's data: a member of staff, a till's key, or a development call. */
export type Actor =
  | { readonly kind: "staff"; readonly businessId: number; readonly staffId: number }
  | { readonly kind: "key"; readonly businessId: number; readonly apiKeyId: number }
  | { readonly kind: "development" };

/** A signed-in member of staff as the actor of their changes. */
export const staffActor = (staff: { readonly businessId: number; readonly staffId: number }) =>
  ({ kind: "staff", businessId: staff.businessId, staffId: staff.staffId }) as const;

/** Whether an actor may touch a business's rows: staff and keys only their own business's. */
export function actsFor(actor: Actor, businessId: number): boolean {
  return actor.kind === "development" || actor.businessId === businessId;
}

/** Writes the audit record of a change, in the change's transaction; development calls leave none. */
export async function recordAudit(
  tx: Database,
  actor: Actor,
  change: { readonly action: string; readonly subject: string; readonly detail: unknown },
  at: Date,
): Promise<void> {
  if (actor.kind === "development") return;
  await tx.insert(staffAudit).values({
    businessId: actor.businessId,
    staffId: actor.kind === "staff" ? actor.staffId : null,
    apiKeyId: actor.kind === "key" ? actor.apiKeyId : null,
    ...change,
    at,
  });
}
