import { orderStatuses } from "@storefront/domain";

/** Quick preparation times offered when accepting an order, in minutes. */
export const quickPreparationMinutes = [10, 20, 30, 45] as const;

/** The longest preparation time the API takes: a day. */
export const maxPreparationMinutes = 24 * 60;

/** The longest reason the API keeps. */
export const maxReasonLength = 200;

/** A move the board offers, named for what the staff do. */
export type MoveName = "release" | "accept" | "reject" | "ready" | "out" | "delivered" | "cancel";

const moveOfStatus: Readonly<Record<number, MoveName>> = {
  [orderStatuses.pending]: "release",
  [orderStatuses.accepted]: "accept",
  [orderStatuses.rejected]: "reject",
  [orderStatuses.ready]: "ready",
  [orderStatuses.out]: "out",
  [orderStatuses.delivered]: "delivered",
  [orderStatuses.cancelled]: "cancel",
};

export const statusOfMove: Readonly<Record<MoveName, number>> = {
  release: orderStatuses.pending,
  accept: orderStatuses.accepted,
  reject: orderStatuses.rejected,
  ready: orderStatuses.ready,
  out: orderStatuses.out,
  delivered: orderStatuses.delivered,
  cancel: orderStatuses.cancelled,
};

/**
 * The moves an order offers, from the statuses the API says it may move to, in the order the
 * buttons stand: forward moves first, then the ones that end it.
 * `movesOf([1, 2, 9])` → `["accept", "reject", "cancel"]`
 */
export function movesOf(nextStatuses: readonly number[]): MoveName[] {
  const order: MoveName[] = ["accept", "ready", "out", "delivered", "release", "reject", "cancel"];
  const offered = new Set(nextStatuses.map((status) => moveOfStatus[status]));
  return order.filter((move) => offered.has(move));
}

/** A move as the API takes it. */
export interface OrderMove {
  readonly orderId: number;
  readonly status: 0 | 1 | 2 | 3 | 4 | 5 | 9;
  readonly preparationMinutes?: number;
  readonly reason?: string;
}

export type MoveFormResult =
  | { readonly ok: true; readonly move: OrderMove }
  | { readonly ok: false; readonly orderId: number | null; readonly code: MoveFormProblem };

export type MoveFormProblem = "BAD_FORM" | "MINUTES_REQUIRED" | "REASON_REQUIRED";

const idPattern = /^[1-9]\d{0,9}$/;

/**
 * Reads a move's form: the order, the move, and for accepting a preparation time (a quick
 * choice's button, or `custom` with the number typed), for rejecting or cancelling a reason.
 * The same rules the form's fields hold in the browser (required, 1 to 1440 minutes, 200
 * characters), again on the server.
 */
export function parseMoveForm(form: FormData): MoveFormResult {
  const rawId = String(form.get("order_id") ?? "");
  const orderId = idPattern.test(rawId) ? Number(rawId) : null;
  const move = String(form.get("move") ?? "") as MoveName;
  if (orderId === null || !Object.hasOwn(statusOfMove, move)) {
    return { ok: false, orderId, code: "BAD_FORM" };
  }
  const status = statusOfMove[move] as OrderMove["status"];
  if (move === "accept") {
    const choice = String(form.get("preparation_minutes") ?? "");
    const typed = choice === "custom" ? String(form.get("custom_minutes") ?? "") : choice;
    const minutes = /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : NaN;
    if (!(minutes >= 1 && minutes <= maxPreparationMinutes)) {
      return { ok: false, orderId, code: "MINUTES_REQUIRED" };
    }
    return { ok: true, move: { orderId, status, preparationMinutes: minutes } };
  }
  if (move === "reject" || move === "cancel") {
    const reason = String(form.get("reason") ?? "").trim();
    if (reason === "" || reason.length > maxReasonLength) {
      return { ok: false, orderId, code: "REASON_REQUIRED" };
    }
    return { ok: true, move: { orderId, status, reason } };
  }
  return { ok: true, move: { orderId, status } };
}
