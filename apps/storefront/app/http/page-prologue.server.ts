import type { InterfaceLanguage } from "@storefront/domain";
import type { TFunction } from "i18next";
import { type BusinessHome, businessHome } from "../business/business-home";
import { type Business, requireBusiness } from "../business/require-business.server";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";

/** What every page of a business is read from. */
export interface Page {
  readonly business: Business;
  readonly language: InterfaceLanguage;
  readonly t: TFunction;
  /** What the page's frame shows of the business, in the interface language. */
  readonly home: BusinessHome;
}

/**
 * The prologue of a business page's loader: the business is loaded (or its 404, 433 or 500
 * thrown, which the page's error screen shows), and the interface language read.
 */
export async function pagePrologue(
  request: Request,
  referenceId: string | undefined,
): Promise<Page> {
  const business = await requireBusiness(request, referenceId);
  const { language } = requestLanguage(request.headers);
  return {
    business,
    language,
    t: translate(language),
    home: businessHome(business, language),
  };
}
