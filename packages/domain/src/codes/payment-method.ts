/** Payment method codes (spec section 9: "online 1, cash 2, pay later 3, pay with card 8"). */
export const paymentMethods = Object.freeze({
  online: 1,
  cash: 2,
  pay_later: 3,
  pay_with_card: 8,
} as const);

/**
 * Extended payment method codes (spec section 9: "card brands 1, knet 4, benefit 5, apple pay 6,
 * mada 7, apple pay knet 9"). A table of its own: code 1 means online in the basic table and card
 * brands here.
 */
export const extendedPaymentMethods = Object.freeze({
  card_brands: 1,
  knet: 4,
  benefit: 5,
  apple_pay: 6,
  mada: 7,
  apple_pay_knet: 9,
} as const);

/** The cart's payment_type before the customer picks one (spec section 9: "Default payment_type is 2"): cash. */
export const defaultPaymentType = paymentMethods.cash;
