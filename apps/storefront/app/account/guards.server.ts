import { redirect } from "@remix-run/node";
import { type ApiClient, isApiError, type Restaurant, type User } from "@storefront/api-client";
import { customerApiFor } from "../api/api-client.server";
import { clientAddressOf } from "../security/client-address.server";
import { secureAttribute } from "../cookies/site-cookie";
import { loginPath, requestPath, safeReturnTo } from "./return-to";
import {
  clearSessionCookie,
  type CustomerSession,
  isAuthenticated,
  readSession,
} from "./session-cookie";
import { reportError } from "../errors/report-error.server";

/** The business fields the guards read: its reference and its owner's id (spec 4). */
export type GuardedBusiness = Pick<Restaurant, "reference_id" | "user_id">;

/** A signed-in customer's session and the API client that sends their token. */
export interface SignedIn {
  readonly session: CustomerSession;
  readonly api: ApiClient;
}

/** The customer signed in at this business, or null for a guest (spec 4's rule). */
export function signedInCustomer(
  request: Request,
  business: GuardedBusiness,
): CustomerSession | null {
  const session = readSession(request.headers.get("Cookie"), business.reference_id);
  return isAuthenticated(session, business.user_id) ? session : null;
}

/** The profile page: where a customer lands after signing in without a place to go back to. */
export function profilePath(referenceId: string): string {
  return `/${referenceId}/profile`;
}

/**
 * The auth guard: the signed-in customer, or a thrown redirect of a guest to the login page that
 * comes back here afterwards. A session cookie that fails spec 4's rule is forgotten on the way.
 */
export function requireCustomer(
  request: Request,
  business: GuardedBusiness,
  language: string,
): SignedIn {
  const session = signedInCustomer(request, business);
  if (!session) throw signOut(request, business.reference_id, requestPath(request));
  return { session, api: customerApiFor(language, session.token, clientAddressOf(request)) };
}

/**
 * The guest guard of the login page: a signed-in customer goes on to `returnTo` (when it is a
 * path of this business) or to the profile.
 */
export function requireGuest(request: Request, business: GuardedBusiness): void {
  if (!signedInCustomer(request, business)) return;
  const returnTo = safeReturnTo(
    new URL(request.url).searchParams.get("returnTo"),
    business.reference_id,
    request.url,
  );
  throw redirect(returnTo ?? profilePath(business.reference_id));
}

/**
 * A redirect to the login page that forgets the session (logout clears the token and user; spec
 * 4), coming back to `returnTo` afterwards when it is a path of this business.
 */
export function signOut(request: Request, referenceId: string, returnTo: string | null): Response {
  const target = safeReturnTo(returnTo, referenceId, request.url);
  return redirect(loginPath(referenceId, target), {
    headers: { "Set-Cookie": clearSessionCookie(referenceId, secureAttribute(request)) },
  });
}

/** Whether an API failure says the token no longer opens anything (spec 4: 401 or 403). */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Runs a signed-in call; a 401 or 403 (spec 4, on any call other than the profile) sends the
 * customer to the login page, and back to this page afterwards.
 */
export async function withSignIn<T>(
  request: Request,
  referenceId: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAuthFailure(error)) throw signOut(request, referenceId, requestPath(request));
    throw error;
  }
}

/**
 * The check-profile guard: the signed-in customer's profile. Spec 4: "If profile loading fails,
 * the user is logged out": any failure (a revoked token, a deleted account, an unreachable API)
 * forgets the session and opens the login page, which comes back here.
 */
export async function loadProfile(
  request: Request,
  business: GuardedBusiness,
  signedIn: SignedIn,
): Promise<User> {
  try {
    const { user } = await signedIn.api.getProfile({ params: { id: signedIn.session.userId } });
    return user;
  } catch (error) {
    if (!isApiError(error) || error.status >= 500)
      reportError(error, "server", { what: "Loading the profile failed" });
    throw signOut(request, business.reference_id, requestPath(request));
  }
}
