/**
 * Webhook signatures (docs/decisions/061-signed-webhooks.md), as Stripe writes them:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>`.
 * Web Crypto, so the same code signs in the API and verifies in any receiver, Node or browser.
 */

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The signature header of a body sent at `now`.
 * `await signWebhookBody("whsec_…", '{"id":"evt_1"}', new Date())` → `"t=1795000000,v1=5f…"`
 */
export async function signWebhookBody(secret: string, body: string, now: Date): Promise<string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** Compares two strings in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/**
 * Whether a delivery's signature header is the endpoint's for this exact raw body, signed within
 * `toleranceSeconds` of `now` (either side, for clocks a little apart): a forged, altered or
 * replayed-late delivery is false. Any `v1` of the header may match (a rotated secret signs twice).
 * `await verifyWebhookSignature(secret, request.headers["storefront-signature"], rawBody, new Date(), 300)`
 */
export async function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  now: Date,
  toleranceSeconds: number,
): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamps = parts.filter(([name]) => name === "t").map(([, value]) => value ?? "");
  const signatures = parts.filter(([name]) => name === "v1").map(([, value]) => value ?? "");
  const [timestamp] = timestamps;
  if (timestamps.length !== 1 || !timestamp || !/^[0-9]{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  return signatures.some((signature) => sameText(signature, expected));
}
