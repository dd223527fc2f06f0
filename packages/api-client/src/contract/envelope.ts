import { z } from "zod";

/**
 * The v5 answer envelope. The spec keeps `error: 1` for failure with a `message`; where it is
 * silent we add a stable machine `code` and always send `error: 0` on success
 * (docs/decisions/004-v5-envelope.md).
 */
export const failureSchema = z
  .object({
    error: z.literal(1),
    code: z.string().min(1),
    message: z.string().min(1),
    /** What the client needs to recover, for the codes that say so (PRICE_CHANGED carries the new breakdown). */
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export type Failure = z.infer<typeof failureSchema>;

/**
 * A success answer: the envelope's `error: 0` and `message`, then what the call answers.
 * `successAnswerSchema({ cart: cartSchema })` accepts `{ error: 0, message: "", cart }`.
 */
export function successAnswerSchema<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ error: z.literal(0), message: z.string(), ...shape }).strict();
}

/** Stable failure codes the API answers with; the storefront translates them at the edge. */
export const failureCodes = [
  "BAD_REQUEST",
  "NOT_FOUND",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "CONFLICT",
  "RATE_LIMITED",
  "INTERNAL",
  // HTTP itself: a body past the limit (413), a method the path does not take (405, with Allow).
  "PAYLOAD_TOO_LARGE",
  "METHOD_NOT_ALLOWED",
  // Ordering (docs/decisions/012-orders.md): each names the rule the request broke.
  "EMPTY_ORDER",
  "ITEM_NOT_SOLD",
  "PRICE_LABEL_NOT_OF_ITEM",
  "MODIFIER_NOT_OF_ITEM",
  "MODIFIERS_MISMATCH",
  "MODIFIER_GROUP_RULE",
  "QUANTITY_OUT_OF_RANGE",
  "COMMENT_REQUIRED",
  "SELLING_TYPE_DISABLED",
  "SHOP_CLOSED",
  "SLOT_NOT_AVAILABLE",
  "LOCATION_REQUIRED",
  "OUTSIDE_DELIVERY_ZONES",
  "COUNTRY_NOT_SHIPPED",
  // A delivery address without a field its country's form requires (ADR 044).
  "ADDRESS_INCOMPLETE",
  "BELOW_MINIMUM_ORDER",
  "TABLE_REQUIRED",
  "UNKNOWN_TABLE",
  "CAR_REQUIRED",
  "PHONE_INVALID",
  "NAME_REQUIRED",
  "COUPON_UNKNOWN",
  "COUPON_EXPIRED",
  "COUPON_USED_UP",
  "COUPON_GUESTS_ONLY",
  "COUPON_SIGNED_IN_ONLY",
  "COUPON_NOT_FOR_THESE_ITEMS",
  "PAYMENT_METHOD_NOT_ALLOWED",
  "PAYMENT_METHOD_NOT_FOR_SHIPPING",
  "RETURN_URL_NOT_ALLOWED",
  "WALLET_NOT_AVAILABLE",
  "PRICE_CHANGED",
  "IDEMPOTENCY_KEY_REQUIRED",
  "IDEMPOTENCY_KEY_REUSED",
  "STATUS_TRANSITION_NOT_ALLOWED",
  // Places (docs/decisions/015-delivery-places.md): the map service did not answer; retry later.
  "GEOCODER_UNAVAILABLE",
  // Payments (docs/decisions/058-payment-provider-myfatoorah.md): the payment provider did not
  // answer; nothing was decided, retry later.
  "GATEWAY_UNAVAILABLE",
  // Messages (docs/decisions/059-sms-and-whatsapp-providers.md): the SMS or WhatsApp provider
  // did not take the text (unreachable, or it refused the number).
  "MESSAGE_NOT_SENT",
  // Accounts (docs/decisions/025-accounts-otp-and-tokens.md): spec 5's phone rules and the codes.
  "PHONE_NOT_A_NUMBER",
  "PHONE_TOO_SHORT",
  "PHONE_TOO_LONG",
  "PHONE_COUNTRY_UNKNOWN",
  "OTP_INVALID",
  "OTP_EXPIRED",
  "TICKET_INVALID",
  "PHONE_TAKEN",
  "PHONE_NOT_VERIFIED",
  // Guest orders (docs/decisions/038-guest-order-phones-and-limits.md).
  "PHONE_PROOF_REQUIRED",
  // Reservations (docs/decisions/028-reservations.md).
  "RESERVATIONS_DISABLED",
  "PARTY_SIZE_OUT_OF_RANGE",
  "TABLE_NOT_OFFERED",
  "TABLE_TOO_SMALL",
  "SLOT_FULL",
  "RESERVATION_NOT_ORDERABLE",
  // The wallet (docs/decisions/027-wallet-ledger.md).
  "WALLET_EMPTY",
  // Ratings and feedback (docs/decisions/032-ratings-and-feedback.md).
  "RATING_NOT_OFFERED",
  "ORDER_NOT_DELIVERED",
  "FEEDBACK_NOT_OFFERED",
  "ANSWERS_INVALID",
  // Saved locations (docs/decisions/031-saved-locations.md).
  "LOCATION_LIMIT",
  // The business side (docs/decisions/062-staff-and-the-board.md).
  "BRANCH_PAUSED",
  "ITEM_SOLD_OUT",
  // An option the branch ran out of (ADR 060).
  "MODIFIER_SOLD_OUT",
  "SIGN_IN_FAILED",
  // A webhook receiver at a private or plain-http address (ADR 061).
  "RECEIVER_REFUSED",
  // A menu document the business's menu cannot take: another currency, an unknown branch (ADR 065).
  "MENU_REFUSED",
] as const;

export type FailureCode = (typeof failureCodes)[number];
