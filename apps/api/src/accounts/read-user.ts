import type { User } from "@storefront/api-client";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { businesses, userPhones, users } from "../db/schema/index.js";

/**
 * A live account as the contract shows it; `business_id` is the business owner's id (spec 4's
 * rule compares it with the business's `user_id`). Undefined for a deleted or unknown account.
 */
export async function readUser(db: Database, userId: number): Promise<User | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      ownerUserId: businesses.ownerUserId,
      name: users.name,
      phone: users.phone,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row?.phone) return undefined;
  const phones = await db
    .select({ phone: userPhones.phone })
    .from(userPhones)
    .where(eq(userPhones.userId, userId))
    .orderBy(asc(userPhones.verifiedAt), asc(userPhones.phone));
  const primary = row.phone;
  return {
    id: row.id,
    business_id: row.ownerUserId,
    name: row.name,
    phone: primary,
    email: row.email,
    phones: [primary, ...phones.map(({ phone }) => phone).filter((phone) => phone !== primary)],
    created_at: row.createdAt.toISOString(),
  };
}
