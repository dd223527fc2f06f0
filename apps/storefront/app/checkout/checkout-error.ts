import type { CheckoutError } from "./checkout-shapes";

/**
 * What a failed actor tells the customer, as plain data: the error's own `code` when it has a text
 * one (the API client's `ApiError` does: `PRICE_CHANGED`, `SHOP_CLOSED`, `NETWORK`…), else
 * `fallbackCode`; and its message.
 * `toCheckoutError(new ApiError(422, "SHOP_CLOSED", "Closed"), "INTERNAL")` is `{ code: "SHOP_CLOSED", message: "Closed" }`.
 */
export function toCheckoutError(error: unknown, fallbackCode: string): CheckoutError {
  const fields =
    typeof error === "object" && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof fields.code === "string" && fields.code !== "" ? fields.code : fallbackCode;
  const message = typeof fields.message === "string" ? fields.message : String(error);
  return { code, message };
}
