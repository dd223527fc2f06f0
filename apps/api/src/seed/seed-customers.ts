import type { Database } from "../db/database.js";
import { userPhones, users } from "../db/schema/index.js";
import { findAccount, findBusiness } from "./demo-lookups.js";

/** A demo customer with an account at a demo business; they sign in with a code from the dev inbox. */
export interface DemoCustomer {
  readonly business: string;
  readonly name: string;
  /** E.164. */
  readonly phone: string;
  readonly email: string | null;
  /** Further verified phones. */
  readonly otherPhones?: readonly string[];
}

/** When the demo customers joined. */
const joinedAt = new Date("2026-01-15T09:00:00Z");

/**
 * Inserts each demo customer whose business exists and whose phone has no account there yet;
 * running it again changes nothing. Returns how many it inserted.
 */
export async function seedDemoCustomers(
  db: Database,
  list: readonly DemoCustomer[],
): Promise<number> {
  let inserted = 0;
  for (const customer of list) {
    await db.transaction(async (tx) => {
      const business = await findBusiness(tx, customer.business);
      if (!business) return;
      if (await findAccount(tx, business.id, customer.phone)) return;
      const [user] = await tx
        .insert(users)
        .values({
          businessId: business.id,
          name: customer.name,
          phone: customer.phone,
          email: customer.email,
          createdAt: joinedAt,
        })
        .returning({ id: users.id });
      if (!user) return;
      const phones = [customer.phone, ...(customer.otherPhones ?? [])];
      await tx.insert(userPhones).values(
        phones.map((phone, index) => ({
          userId: user.id,
          businessId: business.id,
          phone,
          verifiedAt: new Date(joinedAt.getTime() + index * 60_000),
        })),
      );
      inserted += 1;
    });
  }
  return inserted;
}
