import type { LocalizedText } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { businesses } from "../db/schema/index.js";

export interface AccountBusiness {
  readonly id: number;
  readonly ownerUserId: number;
  readonly country: string;
  /** The business's first language: its messages are written in it. */
  readonly language: string;
  /** Its name in that language. */
  readonly name: string;
  /** Every language it writes in, its first first. */
  readonly locales: readonly string[];
  /** Its name in each of them. */
  readonly names: LocalizedText;
}

function toAccountBusiness(row: {
  id: number;
  ownerUserId: number;
  country: string;
  locales: string[];
  name: LocalizedText;
}): AccountBusiness {
  const language = row.locales[0] ?? "en";
  return {
    id: row.id,
    ownerUserId: row.ownerUserId,
    country: row.country,
    language,
    name: pickText(row.name, language, row.locales),
    locales: row.locales,
    names: row.name,
  };
}

const columns = {
  id: businesses.id,
  ownerUserId: businesses.ownerUserId,
  country: businesses.country,
  locales: businesses.locales,
  name: businesses.name,
};

/** The business a customer signs in to, by its reference; undefined when there is none. */
export async function findAccountBusiness(
  db: Database,
  where: { referenceId: string } | { id: number },
): Promise<AccountBusiness | undefined> {
  const [row] = await db
    .select(columns)
    .from(businesses)
    .where(
      "id" in where ? eq(businesses.id, where.id) : eq(businesses.referenceId, where.referenceId),
    );
  return row && toAccountBusiness(row);
}
