import type { Endpoint } from "@storefront/api-client";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import type { StaffRole } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { bearerToken } from "../accounts/require-customer.js";
import { resolveStaffSession, type StaffMember } from "./staff-sessions.js";

const rank: Readonly<Record<StaffRole, number>> = { staff: 0, manager: 1, owner: 2 };

/**
 * The signed-in member of staff of a request (`Authorization: Bearer …`): 401 without a live
 * session, 403 FORBIDDEN when their role is below the entry's.
 */
export async function requireStaff(
  db: Database,
  request: FastifyRequest,
  entry: Endpoint,
  now: Date,
): Promise<StaffMember> {
  const token = bearerToken(request);
  const staff = token ? await resolveStaffSession(db, token, now) : undefined;
  if (!staff) {
    throw new RequestFailure(401, "UNAUTHORIZED", "Sign in again: the session has ended");
  }
  if (rank[staff.role] < rank[entry.role ?? "staff"]) {
    throw new RequestFailure(403, "FORBIDDEN", `Only a ${entry.role} may do this`);
  }
  return staff;
}

/** Whether a member of staff works at a branch: theirs, or any when they have none. */
export function worksAt(staff: StaffMember, branchId: number): boolean {
  return staff.branchId === null || staff.branchId === branchId;
}
