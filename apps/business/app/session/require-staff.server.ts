import { isApiError, type ApiClient } from "@storefront/api-client";
import type { z } from "zod";
import type { staffMeAnswerSchema } from "@storefront/api-client";
import { staffApi } from "../api/staff-api.server";
import { failureMessage } from "../errors/failure-message";
import { requestLanguage } from "../language/request-language.server";
import { translate, type InterfaceLanguage, type Translate } from "../language/translate";
import { readSession, redirectToSignIn } from "./session.server";

export type StaffMe = z.infer<typeof staffMeAnswerSchema>;

/** A signed-in member of staff, as every loader and action starts from. */
export interface SignedInStaff {
  readonly me: StaffMe;
  readonly api: ApiClient;
  readonly language: InterfaceLanguage;
  readonly t: Translate;
}

/**
 * The guard of every page: the session's token, proven by the API (`GET /business/v1/me`). No
 * session, or a token the API no longer takes (401), sends the member of staff to sign in.
 */
export async function requireStaff(request: Request): Promise<SignedInStaff> {
  const session = await readSession(request);
  const token = session.get("token");
  if (!token) return redirectToSignIn(request);
  const language = requestLanguage(request.headers);
  const api = staffApi(request, language, token);
  try {
    const me = await api.staffMe();
    return { me, api, language, t: translate(language) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return redirectToSignIn(request, session);
    throw error;
  }
}

/** A failed call, as a page shows it beside what failed. */
export interface ShownFailure {
  readonly code: string;
  readonly message: string;
}

/**
 * Runs one call of an action: its answer, or the failure in the staff's words. A token the API no
 * longer takes sends them to sign in; anything but an API failure is thrown on.
 */
export async function attempt<T>(
  request: Request,
  t: Translate,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; failure: ShownFailure }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401 && error.code === "UNAUTHORIZED") {
      return redirectToSignIn(request, await readSession(request));
    }
    return { ok: false, failure: { code: error.code, message: failureMessage(error, t) } };
  }
}
