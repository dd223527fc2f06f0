import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's `X-Twilio-Signature` of a form post: HMAC-SHA1 with the account's auth token over the
 * full URL Twilio called, then each parameter's name and value sorted by name, base64.
 */
export function signTwilioRequest(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params].sort(([first], [second]) =>
    first < second ? -1 : first > second ? 1 : 0,
  );
  const signed = url + sorted.map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** Whether a post carries the signature Twilio makes for it, compared in constant time. */
export function isTwilioRequest(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature, "utf8");
  const wanted = Buffer.from(signTwilioRequest(authToken, url, params), "utf8");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
