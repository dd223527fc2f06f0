import {
  businessSettingsOf,
  type LocalizedText,
  type ReservationSettings,
} from "@storefront/api-client";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { branches, businesses } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";

/** What a booking at one branch of a business is judged by. */
export interface ReservationTerms {
  readonly businessId: number;
  readonly referenceId: string;
  readonly timeZone: string;
  readonly settings: ReservationSettings;
  readonly branch: { readonly id: number; readonly name: LocalizedText };
}

/**
 * The reservation settings of a business and the branch a booking is for (its default branch,
 * else its first, unless one is named), or 404 NOT_FOUND when the business does not exist or the
 * branch is not its own. `await loadReservationTerms(db, "demo")`
 */
export async function loadReservationTerms(
  db: Database,
  referenceId: string,
  branchId?: number,
): Promise<ReservationTerms> {
  const [business] = await db
    .select({
      id: businesses.id,
      referenceId: businesses.referenceId,
      timeZone: businesses.timeZone,
      defaultBranchId: businesses.defaultBranchId,
      settings: businesses.settings,
    })
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  if (!business) throw new RequestFailure(404, "NOT_FOUND", `No business ${referenceId}`);
  const own = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.businessId, business.id))
    .orderBy(asc(branches.position), asc(branches.id));
  const wanted = branchId ?? business.defaultBranchId ?? own[0]?.id;
  const branch = own.find(({ id }) => id === wanted);
  if (!branch) {
    throw new RequestFailure(404, "NOT_FOUND", `No branch ${wanted} at business ${referenceId}`);
  }
  return {
    businessId: business.id,
    referenceId: business.referenceId,
    timeZone: business.timeZone,
    settings: businessSettingsOf(business.settings).reservation,
    branch,
  };
}

/** 422 RESERVATIONS_DISABLED unless the business takes reservations. */
export function assertReservationsEnabled(terms: ReservationTerms): void {
  if (!terms.settings.enabled) {
    throw new RequestFailure(
      422,
      "RESERVATIONS_DISABLED",
      "This business does not take reservations",
    );
  }
}

/** 422 PARTY_SIZE_OUT_OF_RANGE when the party is larger than the business's max_users. */
export function assertPartySize(terms: ReservationTerms, party: number): void {
  if (party > terms.settings.max_users) {
    throw new RequestFailure(
      422,
      "PARTY_SIZE_OUT_OF_RANGE",
      `A reservation takes at most ${terms.settings.max_users} people`,
      { max_users: terms.settings.max_users },
    );
  }
}
