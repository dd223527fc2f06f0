/** A business's reference as its address names it: letters, digits and dashes. */
export const referencePattern = "[A-Za-z0-9][A-Za-z0-9_\\-]{0,63}";
/** A phone in E.164: a plus, then 7 to 15 digits. */
export const phonePattern = "\\+[1-9][0-9]{6,14}";
/** A one-time code: six digits. */
export const codePattern = "[0-9]{6}";

export type SignInProblem = "REFERENCE_REQUIRED" | "PHONE_INVALID";

/**
 * Reads the first sign-in step: the business's reference, the phone (spaces and dashes taken out,
 * `00` read as `+`) and the password if one was typed. The same patterns the fields hold.
 * `readSignInForm(form)` → `{ ok: true, reference: "demo", phone: "+96590000003" }`
 */
export function readSignInForm(
  form: FormData,
):
  | { ok: true; reference: string; phone: string; password?: string }
  | { ok: false; problem: SignInProblem } {
  const reference = String(form.get("business") ?? "").trim();
  const phone = readPhone(String(form.get("phone") ?? ""));
  const password = String(form.get("password") ?? "");
  if (!new RegExp(`^${referencePattern}$`).test(reference)) {
    return { ok: false, problem: "REFERENCE_REQUIRED" };
  }
  if (phone === null) return { ok: false, problem: "PHONE_INVALID" };
  return { ok: true, reference, phone, ...(password ? { password } : {}) };
}

/** The phone field's pattern in the browser: a plus or 00, then digits, spaces and dashes. */
export const phoneFieldPattern = "\\s*(\\+|00)[0-9\\s\\-]{7,22}";

/**
 * A phone as typed, in E.164: spaces, dashes and brackets taken out, `00` read as `+`; null when
 * it is not one. `readPhone("+965 9000 0003") === "+96590000003"`
 */
export function readPhone(typed: string): string | null {
  const phone = typed.replace(/[\s\-().]/g, "").replace(/^00/, "+");
  return new RegExp(`^${phonePattern}$`).test(phone) ? phone : null;
}
