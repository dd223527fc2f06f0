import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { canUseWallet } from "./can-use-wallet.js";
import { isAuthenticated } from "./is-authenticated.js";

describe("isAuthenticated", () => {
  const signedIn = {
    token: "opaque-token",
    user: { id: 7, business_id: 3 },
    business: { user_id: 3 },
  };

  it('spec 4: "a user is authenticated only if a token and a user id exist and the business owner id matches the user\'s business_id"', () => {
    expect(isAuthenticated(signedIn)).toBe(true);
    expect(isAuthenticated({ ...signedIn, token: null })).toBe(false);
    expect(isAuthenticated({ ...signedIn, token: "" })).toBe(false);
    expect(isAuthenticated({ ...signedIn, user: null })).toBe(false);
    expect(isAuthenticated({ ...signedIn, user: { id: null, business_id: 3 } })).toBe(false);
    expect(isAuthenticated({ ...signedIn, business: { user_id: 4 } })).toBe(false);
  });

  it("a missing owner id never matches, even a missing business_id", () => {
    expect(isAuthenticated({ ...signedIn, user: { id: 7 }, business: {} })).toBe(false);
    expect(isAuthenticated({ ...signedIn, business: null })).toBe(false);
  });

  describe("properties", () => {
    const id = fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined });
    test.prop([fc.option(fc.string({ maxLength: 3 }), { nil: null }), id, id, id], {
      numRuns: 1000,
    })(
      "authenticated exactly when token, user id and a matching owner id are all there",
      (token, userId, businessId, ownerId) => {
        const session = {
          token,
          user: { id: userId, business_id: businessId },
          business: { user_id: ownerId },
        };
        const expected =
          Boolean(token) && userId !== undefined && ownerId !== undefined && ownerId === businessId;
        expect(isAuthenticated(session)).toBe(expected);
      },
    );
  });
});

describe("canUseWallet", () => {
  const business = { enable_wallet: true };
  const wallet = { wallet_feature_enabled: true, balance: [{ amount: 1500 }, { amount: 250 }] };

  it('spec 6: "Wallet use is allowed when the wallet is enabled and the user has a balance."', () => {
    expect(canUseWallet({ business, wallet })).toBe(true);
    expect(canUseWallet({ business: { enable_wallet: false }, wallet })).toBe(false);
    expect(canUseWallet({ business, wallet: { ...wallet, wallet_feature_enabled: false } })).toBe(
      false,
    );
    expect(canUseWallet({ business, wallet: { ...wallet, balance: [] } })).toBe(false);
    expect(canUseWallet({ business, wallet: { ...wallet, balance: [{ amount: 0 }] } })).toBe(false);
  });

  it("a guest has no wallet; a wallet without its own flag follows the business", () => {
    expect(canUseWallet({ business, wallet: null })).toBe(false);
    expect(canUseWallet({ business, wallet: { balance: [{ amount: 1 }] } })).toBe(true);
  });

  it("the balance is the sum of its items, so a debt item can cancel a credit", () => {
    expect(
      canUseWallet({ business, wallet: { balance: [{ amount: 500 }, { amount: -500 }] } }),
    ).toBe(false);
  });

  it("refuses a balance that is not integer minor units (programmer error)", () => {
    expect(() => canUseWallet({ business, wallet: { balance: [{ amount: 1.5 }] } })).toThrow();
  });

  describe("properties", () => {
    test.prop(
      [
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.array(fc.integer({ min: -10_000, max: 10_000 }), { maxLength: 6 }),
      ],
      {
        numRuns: 1000,
      },
    )("allowed exactly when enabled and the balance is above zero", (enabled, feature, amounts) => {
      const allowed = canUseWallet({
        business: { enable_wallet: enabled },
        wallet: { wallet_feature_enabled: feature, balance: amounts.map((amount) => ({ amount })) },
      });
      const total = amounts.reduce((sum, amount) => sum + amount, 0);
      expect(allowed).toBe(enabled && feature !== false && total > 0);
    });
  });
});
