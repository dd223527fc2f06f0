import { data, redirect } from "@remix-run/node";
import { handlerFor, unknownIntent } from "../http/intents.server";
import type { Write } from "../http/write-prologue.server";
import { requireCustomer, type SignedIn, withSignIn } from "./guards.server";
import { type NameErrors, readNameForm } from "./login-form";
import { clearTicketCookie, nameFormRefused } from "./login-steps.server";
import { clearOtpTimerCookie } from "./otp-timer-cookie";
import { clearSessionCookie } from "./session-cookie";
import { reportError } from "../errors/report-error.server";

// The profile page's posts (docs/decisions/026-storefront-sessions.md): signing out, deleting the
// account after a confirmation step, the sign-in phone, and the name and email.

export type ProfileAnswer = {
  fieldErrors?: NameErrors;
  name?: string;
  email?: string;
  error?: string;
};

interface ProfilePost {
  readonly write: Write;
  readonly signedIn: SignedIn;
  readonly form: FormData;
  readonly path: string;
}

/** Forgets everything the storefront keeps of the customer: the session, the code timer, a ticket. */
function signedOutHeaders({ referenceId, secure }: Write): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(referenceId, secure));
  headers.append("Set-Cookie", clearOtpTimerCookie(referenceId, secure));
  headers.append("Set-Cookie", clearTicketCookie(referenceId, secure));
  return headers;
}

async function logout({ write, signedIn }: ProfilePost) {
  // The token dies at the API; a failure there still signs out here.
  await signedIn.api
    .logout()
    .catch((error: unknown) => reportError(error, "server", { what: "Logging out failed" }));
  return redirect(`/${write.referenceId}`, { status: 303, headers: signedOutHeaders(write) });
}

function askToDelete({ path }: ProfilePost) {
  return redirect(`${path}?delete=confirm#delete`, { status: 303 });
}

async function deleteAccount({ write, signedIn }: ProfilePost) {
  const { request, referenceId } = write;
  const { session, api } = signedIn;
  await withSignIn(request, referenceId, () =>
    api.deleteAccount({ params: { id: session.userId } }),
  );
  return redirect(`/${referenceId}/login?deleted=1`, {
    status: 303,
    headers: signedOutHeaders(write),
  });
}

async function chooseSignInPhone({ write, signedIn, form, path }: ProfilePost) {
  const { request, referenceId, t } = write;
  const { api } = signedIn;
  const phone = String(form.get("phone") ?? "");
  try {
    await withSignIn(request, referenceId, () => api.updateProfile({ body: { phone } }));
  } catch (error) {
    if (error instanceof Response) throw error;
    reportError(error, "server", { what: "Changing the sign-in phone failed" });
    return data<ProfileAnswer>({ error: t("login.errors.failed") }, { status: 400 });
  }
  return redirect(`${path}?saved=1`, { status: 303 });
}

async function updateNameAndEmail({ write, signedIn, form, path }: ProfilePost) {
  const { request, referenceId, t } = write;
  const { api } = signedIn;
  const read = readNameForm(form);
  if (!read.ok) return nameFormRefused(read);
  try {
    await withSignIn(request, referenceId, () =>
      api.updateProfile({ body: { name: read.name, email: read.email } }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    reportError(error, "server", { what: "Updating the profile failed" });
    return data<ProfileAnswer>(
      { error: t("login.errors.failed"), name: read.name, email: read.email ?? "" },
      { status: 502 },
    );
  }
  return redirect(`${path}?saved=1`, { status: 303 });
}

const profileIntents = {
  logout,
  "delete-ask": askToDelete,
  delete: deleteAccount,
  "sign-in-phone": chooseSignInPhone,
  update: updateNameAndEmail,
};

/** The profile page's post, by its intent; an unknown one is a 400. */
export async function profileAction(write: Write, form: FormData) {
  const signedIn = requireCustomer(write.request, write.business, write.language);
  const handle = handlerFor(profileIntents, form);
  if (!handle) return unknownIntent();
  return handle({ write, signedIn, form, path: `/${write.referenceId}/profile` });
}
