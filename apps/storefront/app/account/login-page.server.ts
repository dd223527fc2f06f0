import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { codeStepOpen, codeStepView, phoneStepChoices, readAskedCode } from "./code-step.server";
import { requireGuest } from "./guards.server";
import { readTicket } from "./login-steps.server";
import { returnToOf, signInAction } from "./sign-in.server";

// The login page's loader and action (docs/decisions/026-storefront-sessions.md): the step the
// address and cookies say the guest is at (phone, code or a new phone's name), and its posts.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  requireGuest(request, business);
  const url = new URL(request.url);
  const referenceId = business.reference_id;
  const code = readAskedCode(request, referenceId);
  const ticket = readTicket(request, referenceId);
  const step =
    url.searchParams.get("step") === "name" && ticket
      ? "name"
      : codeStepOpen(code)
        ? "code"
        : "phone";
  return {
    home,
    title: t("login.title"),
    step,
    returnTo: returnToOf(request, referenceId),
    ...phoneStepChoices(business, language),
    ...codeStepView(code, step === "code"),
    deleted: url.searchParams.has("deleted"),
    expired: url.searchParams.has("expired") || (code.challenge !== null && step === "phone"),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const write = await writePrologue(request, params.referenceId);
  requireGuest(request, write.business);
  return signInAction(write, await request.formData());
}
