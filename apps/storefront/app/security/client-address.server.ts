/**
 * The customer's own address, as this server saw it (server/index.ts sets it on every request,
 * over anything the browser sent). The storefront calls the API on the customer's behalf and
 * forwards it, so the API's limits per client count customers, not this server (ADR 025).
 */
export const clientAddressHeader = "x-storefront-client-address";

/** The address the server set on this request; undefined outside the server (tests). */
export function clientAddressOf(request: Request): string | undefined {
  return request.headers.get(clientAddressHeader) || undefined;
}
