import { createHash } from "node:crypto";

/**
 * Who an idempotency key belongs to (docs/decisions/036-idempotency-keys-per-caller.md): the
 * signed-in customer, or a guest by the cart the order comes from (an id only that browser
 * holds), or a guest who names no cart. Hashed with the body, so another caller's replay is the
 * same refusal as a different body. `callerScope({ userId: 7 })` is `"customer:7"`.
 */
export function callerScope(customer: { userId: number } | undefined, cartId?: string): string {
  if (customer) return `customer:${customer.userId}`;
  return cartId ? `guest:${cartId}` : "guest";
}

/** SHA-256 of a JSON value with its keys sorted, so the same body always hashes the same. */
export function requestHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
