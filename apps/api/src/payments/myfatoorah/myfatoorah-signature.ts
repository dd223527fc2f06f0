import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The fields MyFatoorah's webhook v2 signs, in its order, per event code: 1 a payment's status
 * changed, 2 a refund's. Paths into the event's `Data`.
 */
const signedFields: Readonly<Record<number, readonly string[]>> = {
  1: [
    "Invoice.Id",
    "Invoice.Status",
    "Transaction.Status",
    "Transaction.PaymentId",
    "Customer.Reference",
  ],
  2: ["Refund.Id", "Refund.Status", "Amount.ValueInBaseCurrency", "ReferencedInvoice.Id"],
};

/** A value at a dotted path of the event's data, as MyFatoorah writes it: null and absent are empty. */
function valueAt(data: unknown, path: string): string {
  const value = path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : null,
      data,
    );
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : "";
}

/**
 * The `MyFatoorah-Signature` of a webhook v2 event: HMAC-SHA256 with the webhook secret over
 * `Field=value` pairs joined by commas, base64. Undefined for an event code it does not sign.
 */
export function signMyFatoorahEvent(
  secret: string,
  event: { readonly Event?: unknown; readonly Data?: unknown },
): string | undefined {
  const code = (event.Event as { Code?: unknown } | undefined)?.Code;
  const fields = typeof code === "number" ? signedFields[code] : undefined;
  if (!fields) return undefined;
  const signed = fields.map((field) => `${field}=${valueAt(event.Data, field)}`).join(",");
  return createHmac("sha256", secret).update(signed, "utf8").digest("base64");
}

/** Whether an event carries the signature its fields were signed with, compared in constant time. */
export function isMyFatoorahEvent(
  secret: string,
  event: { readonly Event?: unknown; readonly Data?: unknown },
  signature: string | undefined,
): boolean {
  const expected = signMyFatoorahEvent(secret, event);
  if (!expected || !signature) return false;
  const given = Buffer.from(signature, "utf8");
  const wanted = Buffer.from(expected, "utf8");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
