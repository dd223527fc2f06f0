import type { ParsedOrderRequest } from "@storefront/api-client";
import type { OrderEvaluation } from "./evaluate-order.js";

/**
 * Whether the amounts the client sent (spec 3: `fees`, a line's `total_price` and `unit_price`, a
 * modifier's `price`) all equal the server's. Absent amounts expect nothing. The client's amounts
 * are never used: a difference means the customer saw another total (ADR 012).
 */
export function matchesExpectation(
  request: ParsedOrderRequest,
  evaluation: OrderEvaluation,
): boolean {
  const { priced, positions } = evaluation;
  if (request.fees !== undefined && request.fees !== priced.deliveryFee.amount) return false;
  return priced.lines.every((line, index) => {
    const sent = request.order_lines[positions[index] ?? -1];
    if (!sent) return false;
    if (sent.total_price !== undefined && sent.total_price !== line.net) return false;
    if (sent.unit_price !== undefined && sent.unit_price !== line.unitPrice) return false;
    return (sent.modifiers_details ?? []).every((detail) => {
      const modifier = line.line.modifiers.find(({ id }) => id === detail.id);
      return detail.price === undefined || detail.price === modifier?.price;
    });
  });
}
