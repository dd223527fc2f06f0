import { httpOnlyCookie, readCookie } from "../cookies/site-cookie";

/**
 * A signed-in customer as the storefront keeps them (spec 4 Auth, ARCHITECTURE.md tokens): the
 * bearer token the API gave at sign-in, the user's id and the user's `business_id` (the id of the
 * business owner the account belongs to). Only the server reads it: the cookie is HttpOnly.
 */
export interface CustomerSession {
  readonly userId: number;
  readonly ownerId: number;
  readonly token: string;
}

/** A token lives 30 days after its sign-in at the API (ADR 025); the cookie no longer. */
export const sessionSeconds = 30 * 24 * 60 * 60;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const idPattern = /^[1-9]\d{0,15}$/;

/** One cookie per business, so signing in at one storefront never signs in at another. */
export function sessionCookieName(referenceId: string): string {
  return `session_${referenceId}`;
}

/** The session kept for a business, or null when there is none or it is malformed. */
export function readSession(
  cookieHeader: string | null | undefined,
  referenceId: string,
): CustomerSession | null {
  const value = readCookie(cookieHeader, sessionCookieName(referenceId));
  const [userId, ownerId, token, ...rest] = (value ?? "").split(".");
  if (rest.length > 0 || !userId || !ownerId || !token) return null;
  if (!idPattern.test(userId) || !idPattern.test(ownerId) || !tokenPattern.test(token)) return null;
  return { userId: Number(userId), ownerId: Number(ownerId), token };
}

/**
 * Spec 4: "a user is authenticated only if a token and a user id exist and the business owner id
 * matches the user's business_id".
 */
export function isAuthenticated(
  session: CustomerSession | null,
  businessOwnerId: number,
): session is CustomerSession {
  return session !== null && session.token !== "" && session.ownerId === businessOwnerId;
}

/**
 * The Set-Cookie value that keeps a session: HttpOnly (browser scripts never see the token),
 * SameSite=Lax, on the whole site, Secure over HTTPS (`secure` is `secureAttribute(request)`).
 */
export function sessionCookie(
  referenceId: string,
  session: CustomerSession,
  secure: string,
): string {
  const value = `${session.userId}.${session.ownerId}.${session.token}`;
  return httpOnlyCookie(sessionCookieName(referenceId), value, sessionSeconds, "/", secure);
}

/** The Set-Cookie value that forgets the session (logout, a refused token, a failed profile). */
export function clearSessionCookie(referenceId: string, secure: string): string {
  return httpOnlyCookie(sessionCookieName(referenceId), "", 0, "/", secure);
}
