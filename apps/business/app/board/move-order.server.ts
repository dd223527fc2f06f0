import { data, redirect } from "@remix-run/node";
import { requireSameOrigin, safeReturnTo } from "../security/same-origin";
import { attempt, requireStaff } from "../session/require-staff.server";
import { parseMoveForm } from "./order-moves";

/** What a page shows when a move failed: which order, and why in the staff's words. */
export interface MoveFailure {
  readonly orderId: number | null;
  readonly code: string;
  readonly message: string;
}

/**
 * The board's and the ticket's action: moves an order as its form says, then back to the page it
 * came from (a redirect, so a reload never posts again). A refused move answers the page with
 * the reason beside the order.
 */
export async function moveOrderAction(request: Request) {
  requireSameOrigin(request);
  const { api, t } = await requireStaff(request);
  const form = await request.formData();
  const parsed = parseMoveForm(form);
  if (!parsed.ok) {
    return data(
      {
        failure: {
          orderId: parsed.orderId,
          code: parsed.code,
          message: t(`moves.problems.${parsed.code}`),
        } satisfies MoveFailure,
      },
      { status: 400 },
    );
  }
  const { move } = parsed;
  const result = await attempt(request, t, () =>
    api.staffMoveOrder({
      params: { id: move.orderId },
      body: {
        status: move.status,
        preparation_minutes: move.preparationMinutes,
        reason: move.reason,
      },
    }),
  );
  if (!result.ok) {
    return data(
      { failure: { orderId: move.orderId, ...result.failure } satisfies MoveFailure },
      { status: 409 },
    );
  }
  throw redirect(safeReturnTo(String(form.get("return_to") ?? "/")));
}
