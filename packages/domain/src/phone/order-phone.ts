/**
 * The phone an order is placed with. The phone typed in the cart comes first; spec section 5:
 * "Order phone falls back to: user phone, stored delivery form contact phone, then the selected
 * location's contact phone." A blank phone is skipped; undefined when all are blank.
 * `orderPhone({ cartPhone: "", userPhone: null, deliveryFormPhone: "99999999" }) === "99999999"`
 */
export function orderPhone(phones: {
  readonly cartPhone?: string | null | undefined;
  readonly userPhone?: string | null | undefined;
  readonly deliveryFormPhone?: string | null | undefined;
  readonly locationPhone?: string | null | undefined;
}): string | undefined {
  const inOrder = [
    phones.cartPhone,
    phones.userPhone,
    phones.deliveryFormPhone,
    phones.locationPhone,
  ];
  for (const phone of inOrder) {
    const trimmed = phone?.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}
