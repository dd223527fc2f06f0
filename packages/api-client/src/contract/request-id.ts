/**
 * A request's correlation id (ADR 067): the header that carries it between a load balancer, the
 * apps and the API, and the rule every one of them keeps: an id sent is kept when it is 8 to 64
 * of `A-Z a-z 0-9 _ -`, anything else is replaced by a new one.
 */
export const requestIdHeader = "x-request-id";

const acceptable = /^[A-Za-z0-9_-]{8,64}$/;
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Whether `sent` may be kept as a request's id. `isRequestId("abc") === false` */
export function isRequestId(sent: unknown): sent is string {
  return typeof sent === "string" && acceptable.test(sent);
}

/** The id sent, when it is one, or a new one of 16 random characters. */
export function requestIdFrom(sent: unknown): string {
  if (isRequestId(sent)) return sent;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => alphabet[byte % 64]).join("");
}
