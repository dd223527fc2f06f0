import { endpoints } from "@storefront/api-client";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { branches, businesses, reservations, staffMembers } from "../db/schema/index.js";
import { serve } from "../endpoints/serve.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { Messenger } from "../messaging/messenger.js";
import { moveOrder } from "../orders/move-order.js";
import { customerTeller } from "../orders/tell-customer.js";
import { moveReservation } from "../reservations/move-reservation.js";
import { listDayReservations } from "../reservations/reservation-dto.js";
import { isBoardOrder, listBoardOrders, readBoardOrder } from "./board-orders.js";
import { exportMenu } from "../menu-import/export-menu.js";
import { uploadMenu } from "./upload-menu.js";
import { readBranchMenu } from "./branch-menu.js";
import { listPauses, pauseBranch } from "./branch-pauses.js";
import { changePrice, changeVisibility } from "./item-changes.js";
import {
  type ApiKeySummary,
  createApiKey,
  listApiKeys,
  revokeApiKey,
  rotateApiKey,
} from "../pos/manage-api-keys.js";
import { markItemSoldOut, markModifierSoldOut } from "../pos/mark-sold-out.js";
import { hashPassword, passwordMatches } from "./passwords.js";
import { requireStaff } from "./require-staff.js";
import { inviteStaff, listStaff, removeStaff, toStaffDto } from "./staff-members.js";
import { revokeStaffSessions, type StaffMember } from "./staff-sessions.js";
import { finishStaffSignIn, startStaffSignIn } from "./staff-sign-in.js";
import { recordAudit, staffActor } from "./actor.js";

const ok = { error: 0, message: "" } as const;

const keyDto = (key: ApiKeySummary) => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: [...key.scopes],
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
});

/** The branches a member of staff sees: theirs, or all (null) when they have none. */
const branchScope = (staff: StaffMember) => ({
  businessId: staff.businessId,
  branchIds: staff.branchId === null ? null : [staff.branchId],
});

/** The scope narrowed to one branch the query names; a branch not theirs is not found. */
function queryScope(staff: StaffMember, branchId: number | undefined) {
  const scope = branchScope(staff);
  if (branchId === undefined) return scope;
  if (scope.branchIds && !scope.branchIds.includes(branchId)) {
    throw new RequestFailure(404, "NOT_FOUND", `No branch ${branchId}`);
  }
  return { ...scope, branchIds: [branchId] };
}

/**
 * The business app's calls (ADR 062): staff sign in with a code after their password, and see
 * and move their business's orders and reservations. Every change is audited.
 */
export const staffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: () => Date;
  messenger: Messenger;
  otpSecret: string;
}> = async (app, { db, clock, messenger, otpSecret }) => {
  const tellCustomer = customerTeller(db, messenger, app.log);
  const signInDeps = (client: string) => ({ db, messenger, otpSecret, now: clock(), client });

  serve(app, endpoints.staffSignIn, async ({ body, request }) => {
    const started = await startStaffSignIn(signInDeps(request.ip), {
      referenceId: body.reference_id,
      phone: body.phone,
      ...(body.password === undefined ? {} : { password: body.password }),
    });
    return {
      ...ok,
      challenge_id: started.challengeId,
      expires_in_seconds: started.expiresInSeconds,
    };
  });

  serve(app, endpoints.staffVerify, async ({ body, request }) => {
    const session = await finishStaffSignIn(signInDeps(request.ip), {
      challengeId: body.challenge_id,
      code: body.code,
    });
    return { ...ok, token: session.token, expires_at: session.expiresAt.toISOString() };
  });

  serve(app, endpoints.staffSignOut, async ({ request }) => {
    const staff = await requireStaff(db, request, endpoints.staffSignOut, clock());
    await revokeStaffSessions(db, { tokenHash: staff.tokenHash }, clock());
    return ok;
  });

  serve(app, endpoints.staffSignOutEverywhere, async ({ request }) => {
    const staff = await requireStaff(db, request, endpoints.staffSignOutEverywhere, clock());
    await revokeStaffSessions(db, { staffId: staff.staffId }, clock());
    return ok;
  });

  serve(app, endpoints.staffMe, async ({ request }) => {
    const staff = await requireStaff(db, request, endpoints.staffMe, clock());
    const [[member], [business], ownBranches] = await Promise.all([
      db.select().from(staffMembers).where(eq(staffMembers.id, staff.staffId)),
      db.select().from(businesses).where(eq(businesses.id, staff.businessId)),
      db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(eq(branches.businessId, staff.businessId))
        .orderBy(asc(branches.position), asc(branches.id)),
    ]);
    if (!member || !business) throw new RequestFailure(401, "UNAUTHORIZED", "Sign in again");
    return {
      ...ok,
      staff: toStaffDto(member),
      business: {
        id: business.id,
        reference_id: business.referenceId,
        name: business.name,
        locales: business.locales,
        currency: business.currency,
        time_zone: business.timeZone,
        branches: ownBranches.filter(({ id }) => staff.branchId === null || staff.branchId === id),
      },
      expires_at: staff.expiresAt.toISOString(),
    };
  });

  serve(app, endpoints.setStaffPassword, async ({ body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.setStaffPassword, now);
    const [member] = await db
      .select({ passwordHash: staffMembers.passwordHash })
      .from(staffMembers)
      .where(eq(staffMembers.id, staff.staffId));
    if (
      member?.passwordHash &&
      !(await passwordMatches(member.passwordHash, body.current_password ?? ""))
    ) {
      // 403, not 401: the session stands; only this change is refused.
      throw new RequestFailure(403, "SIGN_IN_FAILED", "The current password is not right");
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, staff.staffId));
      await recordAudit(
        tx,
        staffActor(staff),
        { action: "staff.password", subject: `staff:${staff.staffId}`, detail: {} },
        now,
      );
    });
    return ok;
  });

  serve(app, endpoints.boardOrders, async ({ query, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.boardOrders, now);
    const scope = queryScope(staff, query.branch_id);
    const orders = await listBoardOrders(db, scope, query.view ?? "open", now);
    return { ...ok, orders, now: now.toISOString() };
  });

  serve(app, endpoints.boardOrder, async ({ params: { id }, request }) => {
    const staff = await requireStaff(db, request, endpoints.boardOrder, clock());
    const order = await readBoardOrder(db, id, branchScope(staff));
    if (!order) throw new RequestFailure(404, "NOT_FOUND", `No order ${id}`);
    return { ...ok, order };
  });

  serve(app, endpoints.staffMoveOrder, async ({ params: { id }, body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.staffMoveOrder, now);
    const scope = branchScope(staff);
    if (!(await isBoardOrder(db, id, scope))) {
      throw new RequestFailure(404, "NOT_FOUND", `No order ${id}`);
    }
    const moved = await moveOrder(
      db,
      {
        orderId: id,
        status: body.status,
        preparationMinutes: body.preparation_minutes,
        reason: body.reason?.trim() || undefined,
      },
      staffActor(staff),
      now,
    );
    await tellCustomer(moved, now);
    const order = await readBoardOrder(db, id, scope);
    if (!order) throw new RequestFailure(404, "NOT_FOUND", `No order ${id}`);
    return { ...ok, order };
  });

  serve(app, endpoints.boardReservations, async ({ query, request }) => {
    const staff = await requireStaff(db, request, endpoints.boardReservations, clock());
    const scope = queryScope(staff, query.branch_id);
    const day = await listDayReservations(db, { ...scope, date: query.date });
    return {
      ...ok,
      reservations: day.map(({ reservation, name, phone }) => ({
        reservation,
        customer_name: name,
        customer_phone: phone,
      })),
    };
  });

  serve(app, endpoints.staffMoveReservation, async ({ params: { id }, body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.staffMoveReservation, now);
    const [reservation] = await db
      .select({ branchId: reservations.branchId })
      .from(reservations)
      .where(eq(reservations.id, id));
    // moveReservation refuses another business's; a branch not theirs is refused here.
    if (reservation && staff.branchId !== null && staff.branchId !== reservation.branchId) {
      throw new RequestFailure(404, "NOT_FOUND", `No reservation ${id}`);
    }
    await moveReservation(db, { reservationId: id, status: body.status }, staffActor(staff), now);
    return ok;
  });

  serve(app, endpoints.branchPauses, async ({ request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.branchPauses, now);
    return { ...ok, pauses: await listPauses(db, branchScope(staff), now) };
  });

  serve(app, endpoints.pauseBranch, async ({ params: { id }, body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.pauseBranch, now);
    const scope = queryScope(staff, id);
    await pauseBranch(
      db,
      { ...body, branchId: id, businessId: staff.businessId },
      staffActor(staff),
      now,
    );
    return { ...ok, pauses: await listPauses(db, scope, now) };
  });

  serve(app, endpoints.staffBranchMenu, async ({ params: { id }, request }) => {
    const staff = await requireStaff(db, request, endpoints.staffBranchMenu, clock());
    queryScope(staff, id);
    return { ...ok, ...(await readBranchMenu(db, staff.businessId, id)) };
  });

  serve(app, endpoints.staffMenuDocument, async ({ request }) => {
    const staff = await requireStaff(db, request, endpoints.staffMenuDocument, clock());
    return { ...ok, document: await exportMenu(db, { id: staff.businessId }) };
  });

  serve(app, endpoints.uploadMenuDocument, async ({ body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.uploadMenuDocument, now);
    const written = await uploadMenu(db, staffActor(staff), body, now);
    return {
      ...ok,
      categories: written.categories.size,
      items: written.items.size,
      new_items: [...written.newItems],
      hidden_items: [...written.hiddenItems],
    };
  });

  serve(app, endpoints.staffItemSoldOut, async ({ params, body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.staffItemSoldOut, now);
    queryScope(staff, params.id);
    const mark = { branchId: params.id, itemId: params.itemId, soldOut: body.sold_out };
    const marked = await markItemSoldOut(db, staffActor(staff), mark, now);
    return { ...ok, sold_out: marked.soldOut, since: marked.since?.toISOString() ?? null };
  });

  serve(app, endpoints.staffModifierSoldOut, async ({ params, body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.staffModifierSoldOut, now);
    queryScope(staff, params.id);
    const mark = { branchId: params.id, modifierId: params.modifierId, soldOut: body.sold_out };
    const marked = await markModifierSoldOut(db, staffActor(staff), mark, now);
    return { ...ok, sold_out: marked.soldOut, since: marked.since?.toISOString() ?? null };
  });

  serve(app, endpoints.changeItemPrice, async ({ params: { id }, body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.changeItemPrice, now);
    const change = { itemId: id, priceLabelId: body.price_label_id, price: body.price };
    await changePrice(db, staffActor(staff), change, now);
    return ok;
  });

  serve(app, endpoints.changeItemVisibility, async ({ params: { id }, body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.changeItemVisibility, now);
    await changeVisibility(db, staffActor(staff), { itemId: id, visible: body.visible }, now);
    return ok;
  });

  serve(app, endpoints.listApiKeys, async ({ request }) => {
    const staff = await requireStaff(db, request, endpoints.listApiKeys, clock());
    const keys = await listApiKeys(db, staff.businessId, staffActor(staff));
    return { ...ok, keys: keys.map(keyDto) };
  });

  serve(app, endpoints.createApiKey, async ({ body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.createApiKey, now);
    const key = await createApiKey(db, staff.businessId, staffActor(staff), body, now);
    return { ...ok, key: { ...keyDto(key), key: key.key } };
  });

  serve(app, endpoints.revokeApiKey, async ({ params: { id }, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.revokeApiKey, now);
    await revokeApiKey(db, staff.businessId, staffActor(staff), id, now);
    return ok;
  });

  serve(app, endpoints.rotateApiKey, async ({ params: { id }, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.rotateApiKey, now);
    const key = await rotateApiKey(db, staff.businessId, staffActor(staff), id, now);
    return { ...ok, key: { ...keyDto(key), key: key.key } };
  });

  serve(app, endpoints.listStaff, async ({ request }) => {
    const staff = await requireStaff(db, request, endpoints.listStaff, clock());
    return { ...ok, staff: await listStaff(db, staff.businessId) };
  });

  serve(app, endpoints.inviteStaff, async ({ body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.inviteStaff, now);
    const member = await inviteStaff(db, body, staffActor(staff), now);
    return { ...ok, staff: member };
  });

  serve(app, endpoints.removeStaff, async ({ params: { id }, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.removeStaff, now);
    if (id === staff.staffId) {
      throw new RequestFailure(409, "CONFLICT", "An owner cannot remove themselves");
    }
    await removeStaff(db, id, staffActor(staff), now);
    return ok;
  });
};
