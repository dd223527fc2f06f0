import { businessSettingsOf } from "@storefront/api-client";
import { z } from "zod";
import { requireBusiness } from "../business/require-business.server";
import { browserPixels, providersOf } from "./browser-pixels";
import { forgetTrackingConsentCookie, trackingConsentCookie } from "./consent-cookie";
import { consentChoices } from "./consent-form";

const consentFormSchema = z.object({
  referenceId: z.string().min(1),
  choice: z.enum(consentChoices),
  returnTo: z.string().default("/"),
});

/**
 * What the consent form asks, as the cookie that keeps the answer: a grant names the providers of
 * the business's pixels now (its own answer, never the form's), a refusal is kept as such, and a
 * review forgets the answer. Null when the form is not the banner's; a thrown 404 when the
 * business is unknown.
 */
export async function consentAnswer(
  request: Request,
  form: FormData,
): Promise<{ setCookie: string; returnTo: string } | null> {
  const parsed = consentFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return null;
  const { referenceId, choice, returnTo } = parsed.data;
  const business = await requireBusiness(request, referenceId);
  const reference = business.reference_id;
  if (choice === "review") return { setCookie: forgetTrackingConsentCookie(reference), returnTo };
  if (choice === "decline") {
    return { setCookie: trackingConsentCookie(reference, { choice: "denied" }), returnTo };
  }
  const providers = providersOf(browserPixels(businessSettingsOf(business).pixels));
  // Nothing to accept: a business without browser pixels has no banner.
  if (providers.length === 0) return null;
  return {
    setCookie: trackingConsentCookie(reference, { choice: "granted", providers }),
    returnTo,
  };
}
