import type { CodeName, CodeValue } from "../codes/code-table.js";
import type { orderStatuses } from "../codes/order-status.js";

/** An order status code of the spec's section 4: `0 | 1 | 2 | 3 | 4 | 5 | 9 | 10`. */
export type OrderStatus = CodeValue<typeof orderStatuses>;

/** An order status name of the spec's section 4: `"pending" | "accepted" | ... | "scheduled"`. */
export type OrderStatusName = CodeName<typeof orderStatuses>;

/** Whether an order may move from one status to another (docs/decisions/014-order-status-transitions.md). */
export type OrderTransitionCheck =
  { readonly ok: true } | { readonly ok: false; readonly code: "STATUS_TRANSITION_NOT_ALLOWED" };
