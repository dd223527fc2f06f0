import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { staffSessionHours } from "@storefront/api-client";
import { env } from "../env.server";

/** What the session cookie keeps: the API's token once signed in; the code step's challenge before. */
export interface StaffSessionData {
  token: string;
  challenge: { id: string; reference: string; phone: string };
}

export type StaffSession = Session<StaffSessionData>;

const storageOf = (secure: boolean) =>
  createCookieSessionStorage<StaffSessionData>({
    cookie: {
      name: "business_session",
      // Page scripts never see the token; it goes only from this server to the API.
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
      secrets: [env.BUSINESS_SESSION_SECRET],
      // No longer than the API's staff session: one long shift.
      maxAge: staffSessionHours * 60 * 60,
    },
  });

const storages = { secure: storageOf(true), plain: storageOf(false) };

/** Secure over HTTPS (the URL as the server sees it, behind the proxies it trusts). */
function storageFor(request: Request) {
  return new URL(request.url).protocol === "https:" ? storages.secure : storages.plain;
}

/** The session of a request, from its signed cookie (an empty one when there is none or it was forged). */
export function readSession(request: Request): Promise<StaffSession> {
  return storageFor(request).getSession(request.headers.get("Cookie"));
}

/** The Set-Cookie value that keeps a session. */
export function commitSession(request: Request, session: StaffSession): Promise<string> {
  return storageFor(request).commitSession(session);
}

/** The Set-Cookie value that forgets a session. */
export function destroySession(request: Request, session: StaffSession): Promise<string> {
  return storageFor(request).destroySession(session);
}

/** Sends a member of staff to sign in, forgetting their session, and back here afterwards. */
export async function redirectToSignIn(request: Request, session?: StaffSession): Promise<never> {
  const url = new URL(request.url);
  const here =
    url.pathname === "/" ? "" : `?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
  const headers = session ? { "Set-Cookie": await destroySession(request, session) } : undefined;
  throw redirect(`/sign-in${here}`, { headers });
}
