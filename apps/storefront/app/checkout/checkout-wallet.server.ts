import { businessSettingsOf, type Restaurant } from "@storefront/api-client";
import { customerApiFor } from "../api/api-client.server";
import { signedInCustomer } from "../account/guards.server";
import { reportError } from "../errors/report-error.server";

/** The wallet choice at checkout: the balance, whether the customer chose it, and the two links. */
export interface CheckoutWallet {
  /** Minor units the customer can spend, above zero. */
  readonly balance: number;
  readonly chosen: boolean;
  /** This page with the wallet chosen, and without it (the other query parameters kept). */
  readonly onPath: string;
  readonly offPath: string;
}

/**
 * Spec 6: "Wallet use is allowed when the wallet is enabled and the user has a balance." The
 * choice is offered to a signed-in customer of a business with the wallet on whose balance is
 * above zero, else null; it is chosen by `?wallet=1` in the page's address, so it works as a plain
 * link without JavaScript and the loader prices the order with it (docs/decisions/029-wallet-pages.md).
 * A wallet that cannot be read is not offered: the checkout goes on without it.
 */
export async function checkoutWallet(
  request: Request,
  business: Restaurant,
  language: string,
): Promise<CheckoutWallet | null> {
  if (!businessSettingsOf(business).enable_wallet) return null;
  const session = signedInCustomer(request, business);
  if (!session) return null;
  let balance = 0;
  try {
    const wallet = await customerApiFor(language, session.token).getWallet({
      params: { referenceId: business.reference_id },
    });
    if (!wallet.wallet_feature_enabled) return null;
    balance = wallet.balance.find(({ currency }) => currency === business.currency)?.amount ?? 0;
  } catch (error) {
    reportError(error, "server", { what: "Reading the wallet for the checkout failed" });
    return null;
  }
  if (balance <= 0) return null;
  return { balance, ...walletChoice(request.url) };
}

/**
 * Whether the checkout's address chose the wallet (`?wallet=1`), and the address with it and
 * without it, every other query parameter (a coupon) kept.
 * `walletChoice("https://s/demo/delivery/checkout?coupon=A").onPath` is
 * `"/demo/delivery/checkout?coupon=A&wallet=1#wallet"`.
 */
export function walletChoice(address: string): Omit<CheckoutWallet, "balance"> {
  const url = new URL(address);
  const pathWith = (wallet: boolean) => {
    const search = new URLSearchParams(url.search);
    if (wallet) search.set("wallet", "1");
    else search.delete("wallet");
    const query = search.toString();
    return `${url.pathname}${query ? `?${query}` : ""}#wallet`;
  };
  return {
    chosen: url.searchParams.get("wallet") === "1",
    onPath: pathWith(true),
    offPath: pathWith(false),
  };
}
