import { assert, INVARIANT } from "../shared/assert.js";

/**
 * Spec section 6: "Wallet use is allowed when the wallet is enabled and the user has a balance."
 * The wallet is enabled when the business enables it (`enable_wallet`) and the wallet's own
 * feature flag is not off; the balance is the sum of the balance items, in minor units, and must
 * be above zero. A guest has no wallet.
 * `canUseWallet({ business: { enable_wallet: true }, wallet: { balance: [{ amount: 1500 }] } }) === true`
 */
export function canUseWallet(input: {
  readonly business: { readonly enable_wallet: boolean };
  readonly wallet:
    | {
        readonly wallet_feature_enabled?: boolean | undefined;
        readonly balance: readonly { readonly amount: number }[];
      }
    | null
    | undefined;
}): boolean {
  const { business, wallet } = input;
  if (!business.enable_wallet || !wallet || wallet.wallet_feature_enabled === false) return false;
  let balance = 0;
  for (const item of wallet.balance) {
    assert(Number.isSafeInteger(item.amount), INVARIANT.NOT_AN_INTEGER);
    balance += item.amount;
  }
  return balance > 0;
}
