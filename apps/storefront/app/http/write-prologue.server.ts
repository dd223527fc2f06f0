import type { InterfaceLanguage } from "@storefront/domain";
import type { TFunction } from "i18next";
import { type Business, requireBusiness } from "../business/require-business.server";
import { secureAttribute } from "../cookies/site-cookie";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { clientAddressOf } from "../security/client-address.server";
import { isCrossOrigin } from "../security/same-origin";

/** What every post to a business's page starts from. */
export interface Write {
  readonly request: Request;
  readonly business: Business;
  readonly referenceId: string;
  readonly language: InterfaceLanguage;
  readonly t: TFunction;
  /** The `Secure` attribute of the cookies the answer sets ("" over plain HTTP). */
  readonly secure: string;
  /** The customer's address, for the API calls it limits per client (ADR 025). */
  readonly clientAddress: string | undefined;
}

/** A post from another site is refused with a 403 before anything is read or changed. */
export function refuseCrossOrigin(request: Request): void {
  if (isCrossOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
}

/**
 * The write prologue of every action: a cross-origin post is a thrown 403, the business is
 * loaded (or its 404, 433 or 500 thrown, as on its pages), and the interface language read.
 */
export async function writePrologue(
  request: Request,
  referenceId: string | undefined,
): Promise<Write> {
  refuseCrossOrigin(request);
  const business = await requireBusiness(request, referenceId);
  const { language } = requestLanguage(request.headers);
  return {
    request,
    business,
    referenceId: business.reference_id,
    language,
    t: translate(language),
    secure: secureAttribute(request),
    clientAddress: clientAddressOf(request),
  };
}

/** The loader of an address that only takes posts: a GET changes nothing and says so. */
export function postOnly(): never {
  throw new Response(null, {
    status: 405,
    statusText: "Method Not Allowed",
    headers: { Allow: "POST" },
  });
}
