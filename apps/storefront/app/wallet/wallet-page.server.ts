import type { WalletAnswer } from "@storefront/api-client";
import { formatMoney, type InterfaceLanguage, money, pickText } from "@storefront/domain";
import { requireCustomer, type SignedIn, withSignIn } from "../account/guards.server";
import { type BusinessHome, businessHome } from "../business/business-home";
import { type Business, requireBusiness } from "../business/require-business.server";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";

/**
 * What every wallet page starts from (docs/decisions/029-wallet-pages.md): the business, the
 * signed-in customer (a guest goes to the login page and back: spec 6, "wallet pages" need login)
 * and their wallet as the API answers it. A 401 or 403 signs out and opens the login page.
 */
export async function loadWalletPage(request: Request, referenceId: string | undefined) {
  const business = await requireBusiness(request, referenceId);
  return walletPageOf(request, business, requestLanguage(request.headers).language);
}

/** The same, for an action whose write prologue loaded the business already. */
export async function walletPageOf(
  request: Request,
  business: Business,
  language: InterfaceLanguage,
) {
  const signedIn: SignedIn = requireCustomer(request, business, language);
  const wallet: WalletAnswer = await withSignIn(request, business.reference_id, () =>
    signedIn.api.getWallet({ params: { referenceId: business.reference_id } }),
  );
  const format = (amount: number) => formatMoney(money(amount, business.currency), language);
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const home: BusinessHome = businessHome(business, language);
  return {
    business,
    language,
    t: translate(language),
    signedIn,
    wallet,
    format,
    text,
    home,
    base: `/${business.reference_id}/wallet`,
  };
}

/** The customer's spendable balance in the business's currency (0 when the wallet has none). */
export function balanceOf(wallet: Pick<WalletAnswer, "balance">, currency: string): number {
  return wallet.balance.find((entry) => entry.currency === currency)?.amount ?? 0;
}

/** The package a path's `{packageId}` names among those on sale, or undefined. */
export function packageOnSale(wallet: WalletAnswer, packageId: string | undefined) {
  if (!packageId || !/^[1-9][0-9]{0,9}$/.test(packageId)) return undefined;
  return wallet.availablePackages.find(({ id }) => id === Number(packageId));
}
