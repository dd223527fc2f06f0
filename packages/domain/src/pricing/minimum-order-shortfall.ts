/**
 * How much more the order needs before it meets its minimum (spec 4: the delivery's min_order,
 * compared with the subtotal after discounts, as the server judges `met`): zero once met.
 * `minimumOrderShortfall({ minimumOrder: 2000, netSubtotal: 1460 })` is 540.
 */
export function minimumOrderShortfall({
  minimumOrder,
  netSubtotal,
}: {
  /** The minimum that applies, in minor units (0: none). */
  readonly minimumOrder: number;
  /** The order's subtotal after discounts, in minor units. */
  readonly netSubtotal: number;
}): number {
  return Math.max(0, minimumOrder - netSubtotal);
}
