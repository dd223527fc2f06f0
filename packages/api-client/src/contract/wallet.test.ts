import { describe, expect, it } from "vitest";
import { signedInClient } from "../client/signed-in-client.fixtures.js";
import {
  buyPackageBodySchema,
  walletAnswerSchema,
  walletHistoryQuerySchema,
  walletEntrySchema,
} from "./wallet.js";

const wallet = {
  error: 0,
  message: "",
  wallet_feature_enabled: true,
  balance: [{ amount: 12_000, currency: "KWD" }],
  onHoldBalance: [{ amount: 0, currency: "KWD" }],
  availablePackages: [
    {
      id: 1,
      name: { en: "Pay 10, get 12" },
      currency: "KWD",
      price: 10_000,
      amount: 12_000,
      bonus: 2_000,
    },
  ],
  policy: null,
};

describe("the wallet contract", () => {
  it("fills the buy body's default: an online payment (spec 9: 1)", () => {
    expect(buyPackageBodySchema.parse({ return_url: "https://shop.test/w" })).toEqual({
      return_url: "https://shop.test/w",
      payment_type: 1,
    });
  });

  it.each([
    ["a balance", { return_url: "https://shop.test/w", balance: 1 }],
    ["an amount", { return_url: "https://shop.test/w", amount: 1 }],
    ["a user_id", { return_url: "https://shop.test/w", user_id: 1 }],
    ["no return address", {}],
  ])("refuses a buy body with %s", (_case, body) => {
    expect(buyPackageBodySchema.safeParse(body).success).toBe(false);
  });

  it("reads the history page from the query, 1 when absent, and refuses other fields", () => {
    expect(walletHistoryQuerySchema.parse({})).toEqual({ page: 1 });
    expect(walletHistoryQuerySchema.parse({ page: "3" })).toEqual({ page: 3 });
    expect(walletHistoryQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(walletHistoryQuerySchema.safeParse({ page: "1", user_id: "2" }).success).toBe(false);
  });

  it("takes signed ledger amounts and only the known kinds", () => {
    const entry = {
      id: 1,
      kind: "order_debit",
      amount: -2_000,
      currency: "KWD",
      order_id: 9,
      package_id: null,
      purchase_id: null,
      created_at: "2026-11-24T09:00:00.000Z",
    };
    expect(walletEntrySchema.parse(entry).amount).toBe(-2_000);
    expect(walletEntrySchema.safeParse({ ...entry, kind: "gift" }).success).toBe(false);
    expect(walletAnswerSchema.safeParse({ ...wallet, extra: 1 }).success).toBe(false);
  });

  it("calls the wallet paths with the bearer token", async () => {
    const { client, calls } = signedInClient(wallet);
    await expect(client.getWallet({ params: { referenceId: "demo" } })).resolves.toMatchObject({
      wallet_feature_enabled: true,
    });
    await client
      .getWalletHistory({ params: { referenceId: "demo" }, query: { page: 2 } })
      .catch(() => undefined);
    await client
      .buyWalletPackage({
        params: { packageId: 1 },
        body: { return_url: "https://shop.test/w" },
        idempotencyKey: "buy-0001-abcdefgh",
      })
      .catch(() => undefined);
    await client
      .getWalletPurchase({ params: { purchaseId: "A".repeat(22) } })
      .catch(() => undefined);
    expect(calls.map(({ url, init }) => `${init?.method ?? "GET"} ${url}`)).toEqual([
      "GET http://api.test/webapp/wallet/demo",
      "GET http://api.test/webapp/wallet/demo/history?page=2",
      "POST http://api.test/webapp/wallet/packages/1/buy",
      `GET http://api.test/webapp/wallet/purchases/${"A".repeat(22)}`,
    ]);
    expect(new Headers(calls[0]?.init?.headers).get("Authorization")).toBe("Bearer token-1");
    expect(new Headers(calls[2]?.init?.headers).get("Idempotency-Key")).toBe("buy-0001-abcdefgh");
  });
});
