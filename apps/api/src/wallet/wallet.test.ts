import {
  buyPackageAnswerSchema,
  calcOrderAnswerSchema,
  failureSchema,
  type OrderRequestBody,
  orderRequestSchema,
  placeOrderAnswerSchema,
  purchaseAnswerSchema,
  walletAnswerSchema,
  walletHistoryAnswerSchema,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { insertOrderFixture, kebabDelivery, type OrderFixture } from "../../test/order-fixture.js";
import { demoCustomer, newCustomer, type TestCustomer } from "../../test/customers.js";
import { decide, paymentIdOf } from "../../test/payment-attempts.js";
import { sandboxOrdering, signedCallback, storefront } from "../../test/sandbox-ordering.js";
import { servedRoutes } from "../../test/served-routes.js";
import { testApi } from "../../test/test-api.js";
import { brokenWallets } from "../../test/wallet-invariant.js";
import {
  businesses,
  payments,
  walletPackagePurchases,
  walletPackages,
  wallets,
} from "../db/schema/index.js";
import { placeOrder as placeOrderDirectly } from "../orders/place-order.js";
import { sandboxGateway } from "../payments/sandbox-gateway.js";

// Runs on PGlite and, with DATABASE_URL, on real PostgreSQL, where the spends truly overlap.
let fixture: OrderFixture;
let noWallet: OrderFixture;
let businessId: number;
/** Pay 10.000, receive 12.000; pay 2.000, receive 2.000. */
let bigPackage: number;
let smallPackage: number;
let hiddenPackage: number;
let otherBusinessPackage: number;
let keys = 0;

const reference = "wallet-fixture";
const offReference = "wallet-off-fixture";

const api = testApi({ clock: () => mondayNoon, ordering: sandboxOrdering() });

beforeAll(async () => {
  fixture = await insertOrderFixture(api.db, reference);
  noWallet = await insertOrderFixture(api.db, offReference);
  const [business] = await api.db
    .update(businesses)
    .set({
      settings: {
        disable_otp: true,
        enable_wallet: true,
        wallet_policy: { en: "Wallet credit never expires and is not cash." },
      },
    })
    .where(eq(businesses.referenceId, reference))
    .returning({ id: businesses.id });
  businessId = business?.id ?? 0;
  const [off] = await api.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, offReference));
  const packages = await api.db
    .insert(walletPackages)
    .values([
      { businessId, name: { en: "Pay 10, get 12" }, price: 10_000, amount: 12_000, position: 0 },
      { businessId, name: { en: "Pay 2, get 2" }, price: 2_000, amount: 2_000, position: 1 },
      { businessId, name: { en: "Old" }, price: 1_000, amount: 5_000, visible: false },
      { businessId: off?.id ?? 0, name: { en: "Elsewhere" }, price: 1_000, amount: 1_500 },
    ])
    .returning({ id: walletPackages.id });
  [bigPackage, smallPackage, hiddenPackage, otherBusinessPackage] = packages.map(
    ({ id }) => id,
  ) as [number, number, number, number];
});

/** A new customer of a business, signed in. */
const customer = (ref = reference) =>
  newCustomer(api.db, ref, mondayNoon, { name: "Wallet customer" });
type Customer = TestCustomer;

const getWallet = (who: Customer | undefined, ref = reference) =>
  api.app.inject({
    method: "GET",
    url: `/webapp/wallet/${ref}`,
    headers: who?.auth ?? {},
  });
const balanceOf = async (who: Customer) =>
  walletAnswerSchema.parse((await getWallet(who)).json()).balance[0]?.amount;
const onHoldOf = async (who: Customer) =>
  walletAnswerSchema.parse((await getWallet(who)).json()).onHoldBalance[0]?.amount;
const history = async (who: Customer, page = 1) =>
  walletHistoryAnswerSchema.parse(
    (
      await api.app.inject({
        method: "GET",
        url: `/webapp/wallet/${reference}/history?page=${page}`,
        headers: who.auth,
      })
    ).json(),
  );

/** A "Buy" with its own idempotency key unless `key` names one. */
const buy = (who: Customer | undefined, packageId: number, payload: unknown, key = buyKey()) =>
  api.app.inject({
    method: "POST",
    url: `/webapp/wallet/packages/${packageId}/buy`,
    headers: { ...who?.auth, "idempotency-key": key },
    payload: payload as Record<string, unknown>,
  });
let buyKeys = 0;
const buyKey = () => `wallet-buy-${String(++buyKeys).padStart(8, "0")}`;
const purchaseCheck = (who: Customer, purchaseId: string) =>
  api.app.inject({
    method: "GET",
    url: `/webapp/wallet/purchases/${purchaseId}`,
    headers: who.auth,
  });

/** Buys a package through the sandbox and decides its payment. */
async function buyAndDecide(
  who: Customer,
  packageId: number,
  decision: "approve" | "decline" | "cancel",
) {
  const started = await buy(who, packageId, {
    return_url: `${storefront}/${reference}/wallet/{purchase}`,
  });
  expect(started.statusCode, started.body).toBe(201);
  const answer = buyPackageAnswerSchema.parse(started.json());
  const paymentId = paymentIdOf(answer.payment_url);
  const decided = await decide(api.app, paymentId, decision);
  expect(decided.statusCode).toBe(303);
  return { purchase: answer.purchase, paymentId, location: decided.headers.location };
}

/** A new customer whose wallet holds the package they bought, the payment approved. */
async function customerWith(packageId: number) {
  const who = await customer();
  await buyAndDecide(who, packageId, "approve");
  return who;
}

const order = (overrides: Partial<OrderRequestBody> = {}) =>
  kebabDelivery(fixture, { name: "Wallet", use_wallet: true, ...overrides });
const placeOrder = (who: Customer | undefined, body: OrderRequestBody) =>
  api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: {
      ...(who?.auth ?? {}),
      "idempotency-key": `wallet-order-${String(++keys).padStart(8, "0")}`,
    },
    payload: body,
  });
/** Places the order with what the wallet does not cover paid by KNET (4) through the sandbox. */
async function placeRestPaidOnline(who: Customer) {
  const response = await placeOrder(
    who,
    order({ payment_type: 4, return_url: `${storefront}/o/{order}` }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderAnswerSchema.parse(response.json());
}
const failureCode = (body: string) => failureSchema.parse(JSON.parse(body)).code;

describe("GET webapp/wallet/{referenceId} (spec 3, Wallet)", () => {
  it("answers a new customer's empty wallet, the packages on sale and the policy", async () => {
    const who = await customer();
    const response = await getWallet(who);
    expect(response.statusCode).toBe(200);
    const wallet = walletAnswerSchema.parse(response.json());
    expect(wallet).toMatchObject({
      wallet_feature_enabled: true,
      balance: [{ amount: 0, currency: "KWD" }],
      onHoldBalance: [{ amount: 0, currency: "KWD" }],
      policy: { en: "Wallet credit never expires and is not cash." },
    });
    // Hidden packages and another business's are not on sale here.
    expect(wallet.availablePackages).toEqual([
      {
        id: bigPackage,
        name: { en: "Pay 10, get 12" },
        currency: "KWD",
        price: 10_000,
        amount: 12_000,
        bonus: 2_000,
      },
      {
        id: smallPackage,
        name: { en: "Pay 2, get 2" },
        currency: "KWD",
        price: 2_000,
        amount: 2_000,
        bonus: 0,
      },
    ]);
  });

  it("needs the customer's token of that business: none, another business's or a bad one is 401", async () => {
    expect((await getWallet(undefined)).statusCode).toBe(401);
    const elsewhere = await customer(offReference);
    const crossed = await getWallet(elsewhere);
    expect(crossed.statusCode).toBe(401);
    expect(failureCode(crossed.body)).toBe("UNAUTHORIZED");
    const forged = await api.app.inject({
      method: "GET",
      url: `/webapp/wallet/${reference}`,
      headers: { authorization: `Bearer ${"x".repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("answers 404 for an unknown business and 400 for a reference that is not one", async () => {
    const who = await customer();
    expect((await getWallet(who, "no-such-business")).statusCode).toBe(404);
    const bad = await getWallet(who, "bad%20ref");
    expect(bad.statusCode).toBe(400);
    expect(failureCode(bad.body)).toBe("BAD_REQUEST");
  });

  it("tells a customer of a business without the wallet that it is off, with nothing on sale", async () => {
    const who = await customer(offReference);
    const wallet = walletAnswerSchema.parse((await getWallet(who, offReference)).json());
    expect(wallet.wallet_feature_enabled).toBe(false);
    expect(wallet.availablePackages).toEqual([]);
    expect(wallet.policy).toBeNull();
  });

  it.each([
    ["page=0", 400],
    ["page=-1", 400],
    ["page=1.5", 400],
    ["page=abc", 400],
    ["page=1&user_id=2", 400],
    ["page=1&balance=100", 400],
    ["", 200],
  ])("reads the history query %s as %i", async (search, status) => {
    const who = await customer();
    const response = await api.app.inject({
      method: "GET",
      url: `/webapp/wallet/${reference}/history${search ? `?${search}` : ""}`,
      headers: who.auth,
    });
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe("buying a package through the sandbox gateway", () => {
  it("needs an idempotency key, which is the customer's own and names one package", async () => {
    const who = await customer();
    const payload = { return_url: `${storefront}/w` };
    const keyless = await api.app.inject({
      method: "POST",
      url: `/webapp/wallet/packages/${smallPackage}/buy`,
      headers: who.auth,
      payload,
    });
    expect(keyless.statusCode).toBe(400);
    expect(failureCode(keyless.body)).toBe("IDEMPOTENCY_KEY_REQUIRED");

    const key = buyKey();
    expect((await buy(who, smallPackage, payload, key)).statusCode).toBe(201);
    const otherPackage = await buy(who, bigPackage, payload, key);
    expect(otherPackage.statusCode).toBe(422);
    expect(failureCode(otherPackage.body)).toBe("IDEMPOTENCY_KEY_REUSED");
    // Another customer's same key is another purchase: it tells nothing of the first.
    const someoneElse = await buy(await customer(), smallPackage, payload, key);
    expect(someoneElse.statusCode).toBe(201);
  });

  it("credits pay X and the bonus once, after approval, as two ledger entries", async () => {
    const who = await customer();
    const { purchase, paymentId, location } = await buyAndDecide(who, bigPackage, "approve");
    expect(purchase).toMatchObject({ status: "pending", price: 10_000, amount: 12_000 });
    // "{purchase}" in the return address became the purchase's id.
    expect(location).toBe(`${storefront}/${reference}/wallet/${purchase.id}?payment=${paymentId}`);
    const checked = purchaseAnswerSchema.parse((await purchaseCheck(who, purchase.id)).json());
    expect(checked.purchase.status).toBe("paid");
    expect(await balanceOf(who)).toBe(12_000);
    const { creditHistory, total } = await history(who);
    expect(total).toBe(2);
    expect(
      creditHistory.map(({ kind, amount, purchase_id, package_id, order_id }) => ({
        kind,
        amount,
        purchase_id,
        package_id,
        order_id,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: "top_up",
          amount: 10_000,
          purchase_id: purchase.id,
          package_id: bigPackage,
          order_id: null,
        },
        {
          kind: "package_bonus",
          amount: 2_000,
          purchase_id: purchase.id,
          package_id: bigPackage,
          order_id: null,
        },
      ]),
    );
  });

  it("credits once from twenty duplicate callbacks and checks", async () => {
    const who = await customer();
    const { purchase, paymentId } = await buyAndDecide(who, bigPackage, "approve");
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => signedCallback(api.app, paymentId, "approved")),
      ...Array.from({ length: 5 }, () => purchaseCheck(who, purchase.id)),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await balanceOf(who)).toBe(12_000);
    expect((await history(who)).total).toBe(2);
    expect(await brokenWallets(api.db)).toEqual([]);
  });

  it.each(["decline", "cancel"] as const)(
    "credits nothing when the customer's payment is %sd",
    async (decision) => {
      const who = await customer();
      const { purchase, paymentId } = await buyAndDecide(who, smallPackage, decision);
      await signedCallback(api.app, paymentId, decision === "decline" ? "declined" : "cancelled");
      const checked = purchaseAnswerSchema.parse((await purchaseCheck(who, purchase.id)).json());
      expect(checked.purchase.status).toBe("failed");
      expect(await balanceOf(who)).toBe(0);
      expect((await history(who)).total).toBe(0);
    },
  );

  it("ignores an unsigned callback and a signed one the gateway does not confirm", async () => {
    const who = await customer();
    const started = buyPackageAnswerSchema.parse(
      (await buy(who, smallPackage, { return_url: `${storefront}/w` })).json(),
    );
    const paymentId = paymentIdOf(started.payment_url);
    const forged = await api.app.inject({
      method: "POST",
      url: "/webapp/payments/callback",
      payload: { payment_id: paymentId, status: "approved", signature: "0".repeat(64) },
    });
    expect(forged.statusCode).toBe(403);
    expect((await signedCallback(api.app, paymentId, "approved")).statusCode).toBe(200);
    const checked = purchaseAnswerSchema.parse(
      (await purchaseCheck(who, started.purchase.id)).json(),
    );
    expect(checked.purchase.status).toBe("pending");
    expect(await balanceOf(who)).toBe(0);
  });

  it.each([
    ["a balance", { return_url: `${storefront}/w`, balance: 100_000 }],
    ["an amount", { return_url: `${storefront}/w`, amount: 100_000 }],
    ["a user_id", { return_url: `${storefront}/w`, user_id: 1 }],
    ["a price", { return_url: `${storefront}/w`, price: 1 }],
    ["no return_url", {}],
    ["a return_url that is not a URL", { return_url: "shop" }],
    ["a fractional payment type", { return_url: `${storefront}/w`, payment_type: 1.5 }],
    ["a string payment type", { return_url: `${storefront}/w`, payment_type: "1" }],
  ])("refuses a body with %s (400)", async (_case, payload) => {
    const who = await customer();
    const response = await buy(who, bigPackage, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(failureCode(response.body)).toBe("BAD_REQUEST");
  });

  it("refuses a return address off the storefront, cash, and a guest", async () => {
    const who = await customer();
    const offsite = await buy(who, bigPackage, { return_url: "https://evil.test/w" });
    expect(offsite.statusCode).toBe(400);
    expect(failureCode(offsite.body)).toBe("RETURN_URL_NOT_ALLOWED");
    const cash = await buy(who, bigPackage, { return_url: `${storefront}/w`, payment_type: 2 });
    expect(cash.statusCode).toBe(422);
    expect(failureCode(cash.body)).toBe("PAYMENT_METHOD_NOT_ALLOWED");
    const guest = await buy(undefined, bigPackage, { return_url: `${storefront}/w` });
    expect(guest.statusCode).toBe(401);
  });

  it("answers a hidden package, another business's and an unknown one with the same 404", async () => {
    const who = await customer();
    for (const id of [hiddenPackage, otherBusinessPackage, 999_999]) {
      const response = await buy(who, id, { return_url: `${storefront}/w` });
      expect(response.statusCode).toBe(404);
      expect(failureCode(response.body)).toBe("NOT_FOUND");
    }
    const bad = await buy(who, 0, { return_url: `${storefront}/w` });
    expect(bad.statusCode).toBe(400);
  });

  it("does not sell packages while the business's wallet is off", async () => {
    await api.db
      .update(walletPackages)
      .set({ visible: true })
      .where(eq(walletPackages.id, otherBusinessPackage));
    const who = await customer(offReference);
    const response = await buy(who, otherBusinessPackage, { return_url: `${storefront}/w` });
    expect(response.statusCode).toBe(422);
    expect(failureCode(response.body)).toBe("WALLET_NOT_AVAILABLE");
  });
});

describe("owner checks", () => {
  it("answers another customer's purchase with the same 404 as an unknown one", async () => {
    const owner = await customer();
    const stranger = await customer();
    const { purchase } = await buyAndDecide(owner, smallPackage, "approve");
    const theirs = await purchaseCheck(stranger, purchase.id);
    const unknown = await purchaseCheck(stranger, "A".repeat(22));
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(failureCode(theirs.body)).toBe(failureCode(unknown.body));
    // The stranger's wallet and history show nothing of the owner's.
    expect(await balanceOf(stranger)).toBe(0);
    expect((await history(stranger)).total).toBe(0);
    expect(await balanceOf(owner)).toBe(2_000);
  });

  it("needs a token to read a purchase", async () => {
    const response = await api.app.inject({
      method: "GET",
      url: `/webapp/wallet/purchases/${"A".repeat(22)}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the two-customer access matrix over every wallet route", () => {
  /** For each wallet route: what a stranger gets when naming the owner's things. */
  const ownerCases: Record<
    string,
    (owner: Customer, stranger: Customer, elsewhere: Customer, purchaseId: string) => Promise<void>
  > = {
    "GET /webapp/wallet/:referenceId": async (owner, stranger, elsewhere) => {
      expect(await balanceOf(owner)).toBe(2_000);
      // A path names a business, never a customer: each sees only their own wallet.
      expect(await balanceOf(stranger)).toBe(0);
      expect((await getWallet(elsewhere)).statusCode).toBe(401);
    },
    "GET /webapp/wallet/:referenceId/history": async (owner, stranger, elsewhere) => {
      expect((await history(owner)).total).toBe(1);
      expect((await history(stranger)).total).toBe(0);
      const crossed = await api.app.inject({
        method: "GET",
        url: `/webapp/wallet/${reference}/history`,
        headers: elsewhere.auth,
      });
      expect(crossed.statusCode).toBe(401);
    },
    "POST /webapp/wallet/packages/:packageId/buy": async (_owner, _stranger, elsewhere) => {
      const crossed = await buy(elsewhere, smallPackage, { return_url: `${storefront}/w` });
      const unknown = await buy(elsewhere, 999_998, { return_url: `${storefront}/w` });
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json()).toEqual({ ...unknown.json(), message: expect.any(String) });
    },
    "GET /webapp/wallet/purchases/:purchaseId": async (owner, stranger, elsewhere, purchaseId) => {
      expect((await purchaseCheck(owner, purchaseId)).statusCode).toBe(200);
      for (const who of [stranger, elsewhere]) {
        const theirs = await purchaseCheck(who, purchaseId);
        expect(theirs.statusCode).toBe(404);
        expect(failureCode(theirs.body)).toBe("NOT_FOUND");
      }
    },
  };

  it("has a case for every wallet route the API serves, so a new route needs one", async () => {
    const served = await servedRoutes({ db: api.db, logger: false });
    expect(served.filter((route) => route.includes("wallet"))).toEqual(
      Object.keys(ownerCases).sort(),
    );
  });

  it.each(Object.keys(ownerCases))("keeps %s to its owner", async (route) => {
    const owner = await customer();
    const stranger = await customer();
    const elsewhere = await customer(offReference);
    const { purchase } = await buyAndDecide(owner, smallPackage, "approve");
    await ownerCases[route]?.(owner, stranger, elsewhere, purchase.id);
  });
});

describe("the wallet at checkout (spec 6; ADR 006 step 5)", () => {
  // Kebab full 4.750 + 5 % service 0.238 + the zone's 0.500.
  const payable = 5_488;

  it("prices the wallet part in calc-order from the customer's balance", async () => {
    const who = await customerWith(smallPackage);
    const response = await api.app.inject({
      method: "POST",
      url: `/service/pos/calc-order/${fixture.branchId}`,
      headers: who.auth,
      payload: order(),
    });
    const calc = calcOrderAnswerSchema.parse(response.json());
    expect(calc.breakdown).toMatchObject({
      payable_before_wallet: payable,
      wallet: 2_000,
      total: payable - 2_000,
    });
    expect(calc.problems).toEqual([]);
  });

  it("spends part of the bill from the wallet and debits it with the order", async () => {
    const who = await customerWith(smallPackage);
    const response = await placeOrder(who, order());
    expect(response.statusCode, response.body).toBe(201);
    const placed = placeOrderAnswerSchema.parse(response.json());
    expect(placed.order.breakdown.wallet).toBe(2_000);
    expect(placed.order.total).toBe(payable - 2_000);
    expect(placed.order.payment_status).toBe("not_required");
    expect(await balanceOf(who)).toBe(0);
    const debit = (await history(who)).creditHistory.find(({ kind }) => kind === "order_debit");
    expect(debit).toMatchObject({ amount: -2_000, order_id: placed.order.id });
  });

  it("pays a whole order from the wallet with no gateway, even for an online method", async () => {
    const who = await customerWith(bigPackage);
    const placed = await placeRestPaidOnline(who);
    expect(placed.order.total).toBe(0);
    expect(placed.order.payment_status).toBe("paid");
    expect(placed.payment_url).toBeNull();
    expect(await balanceOf(who)).toBe(12_000 - payable);
    expect(await onHoldOf(who)).toBe(0);
  });

  it("holds the debit while the rest is paid online, and gives it back once when the payment is refused", async () => {
    const who = await customerWith(smallPackage);
    const placed = await placeRestPaidOnline(who);
    expect(placed.order.payment_status).toBe("pending");
    expect(await balanceOf(who)).toBe(0);
    expect(await onHoldOf(who)).toBe(2_000);
    const paymentId = paymentIdOf(placed.payment_url ?? "");
    await decide(api.app, paymentId, "decline");
    await Promise.all(
      Array.from({ length: 20 }, () => signedCallback(api.app, paymentId, "declined")),
    );
    expect(await balanceOf(who)).toBe(2_000);
    expect(await onHoldOf(who)).toBe(0);
    const kinds = (await history(who)).creditHistory.map(({ kind, amount }) => [kind, amount]);
    expect(kinds.filter(([kind]) => kind === "order_refund")).toEqual([["order_refund", 2_000]]);
    // A new attempt charges the whole bill: the wallet part was given back.
    const retry = await api.app.inject({
      method: "POST",
      url: `/webapp/order/${placed.order.id}/${placed.access_key}/payment`,
    });
    expect(retry.statusCode).toBe(200);
    const page = await api.app.inject({
      method: "GET",
      url: `/sandbox/pay/${paymentIdOf(retry.json().payment_url as string)}`,
    });
    expect(page.body).toContain("5.488 KWD");
    expect(await brokenWallets(api.db)).toEqual([]);
  });

  it("settles the debit when the online payment for the rest is approved", async () => {
    const who = await customerWith(smallPackage);
    const placed = await placeRestPaidOnline(who);
    await decide(api.app, paymentIdOf(placed.payment_url ?? ""), "approve");
    expect(await balanceOf(who)).toBe(0);
    expect(await onHoldOf(who)).toBe(0);
    expect((await history(who)).creditHistory.some(({ kind }) => kind === "order_refund")).toBe(
      false,
    );
  });

  it("refuses the wallet with a zero balance (422 WALLET_EMPTY) and writes no order", async () => {
    const who = await customer();
    const response = await placeOrder(who, order());
    expect(response.statusCode).toBe(422);
    expect(failureCode(response.body)).toBe("WALLET_EMPTY");
    expect((await history(who)).total).toBe(0);
    // Without use_wallet the same order goes through.
    expect((await placeOrder(who, order({ use_wallet: false }))).statusCode).toBe(201);
  });

  it("refuses the wallet to a guest and where the business has it off (422 WALLET_NOT_AVAILABLE)", async () => {
    const guest = await placeOrder(undefined, order());
    expect(guest.statusCode).toBe(422);
    expect(failureCode(guest.body)).toBe("WALLET_NOT_AVAILABLE");
    const who = await customer(offReference);
    const off = await placeOrder(
      who,
      order({
        branch_id: noWallet.branchId,
        order_lines: [
          { item_id: noWallet.kebab, price_label_id: noWallet.full, quantity: 1, modifiers: "" },
        ],
      }),
    );
    expect(off.statusCode).toBe(422);
    expect(failureCode(off.body)).toBe("WALLET_NOT_AVAILABLE");
  });

  it("leaves the wallet untouched when the order's statement fails after the debit", async () => {
    const who = await customerWith(smallPackage);
    const failing = placeOrderDirectly(
      {
        db: api.db,
        gateway: sandboxGateway(api.db, "http://api.test/"),
        returnOrigins: [storefront],
        now: mondayNoon,
        language: "en",
        customer: { userId: who.userId, businessId },
        failAfter: "wallet",
      },
      orderRequestSchema.parse(order()),
      `wallet-fault-${String(++keys).padStart(8, "0")}`,
    );
    await expect(failing).rejects.toThrow("division by zero");
    expect(await balanceOf(who)).toBe(2_000);
    expect((await history(who)).creditHistory.map(({ kind }) => kind).sort()).toEqual(["top_up"]);
  });
});

describe("the wallet given back when the business rejects or cancels an order (ADR 029)", () => {
  const move = (orderId: number, status: number) =>
    api.app.inject({ method: "POST", url: `/dev/order/${orderId}/status`, payload: { status } });
  const refunds = async (who: Customer) =>
    (await history(who)).creditHistory.filter(({ kind }) => kind === "order_refund");

  /** A customer with 2.000 in the wallet who spent all of it on a cash order. */
  async function spentOnOrder() {
    const who = await customerWith(smallPackage);
    const response = await placeOrder(who, order());
    expect(response.statusCode, response.body).toBe(201);
    const placed = placeOrderAnswerSchema.parse(response.json());
    expect(await balanceOf(who)).toBe(0);
    return { who, orderId: placed.order.id };
  }

  it("gives the debit back once when a pending order is rejected, and a second rejection changes nothing", async () => {
    const { who, orderId } = await spentOnOrder();
    const rejected = await move(orderId, 2);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await balanceOf(who)).toBe(2_000);
    expect((await refunds(who)).map(({ amount, order_id }) => [amount, order_id])).toEqual([
      [2_000, orderId],
    ]);
    const again = await move(orderId, 2);
    expect(again.statusCode).toBe(409);
    expect(failureCode(again.body)).toBe("STATUS_TRANSITION_NOT_ALLOWED");
    expect(await balanceOf(who)).toBe(2_000);
    expect(await refunds(who)).toHaveLength(1);
  });

  it("gives the debit back when an accepted order is cancelled", async () => {
    const { who, orderId } = await spentOnOrder();
    expect((await move(orderId, 1)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(0);
    expect((await move(orderId, 9)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(2_000);
    expect(await refunds(who)).toHaveLength(1);
  });

  it("keeps the debit of an order that moves on to be served", async () => {
    const { who, orderId } = await spentOnOrder();
    expect((await move(orderId, 1)).statusCode).toBe(200);
    expect((await move(orderId, 3)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(0);
    expect(await refunds(who)).toEqual([]);
  });

  it("refunds once when rejections and cancellations of one order race", async () => {
    const { who, orderId } = await spentOnOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => move(orderId, index % 2 === 0 ? 2 : 9)),
    );
    expect(answers.filter(({ statusCode }) => statusCode === 200)).toHaveLength(1);
    expect(answers.every(({ statusCode }) => statusCode === 200 || statusCode === 409)).toBe(true);
    expect(await balanceOf(who)).toBe(2_000);
    expect(await refunds(who)).toHaveLength(1);
    expect(await brokenWallets(api.db)).toEqual([]);
  });

  it("does not refund twice an order whose refused online payment already gave the debit back", async () => {
    const who = await customerWith(smallPackage);
    const placed = await placeRestPaidOnline(who);
    await decide(api.app, paymentIdOf(placed.payment_url ?? ""), "decline");
    expect(await balanceOf(who)).toBe(2_000);
    expect((await move(placed.order.id, 9)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(2_000);
    expect(await refunds(who)).toHaveLength(1);
  });

  it("writes nothing to the wallet when an order that did not use it is cancelled", async () => {
    const who = await customerWith(smallPackage);
    const placed = placeOrderAnswerSchema.parse(
      (await placeOrder(who, order({ use_wallet: false }))).json(),
    );
    expect((await move(placed.order.id, 9)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(2_000);
    expect((await history(who)).total).toBe(1);
  });
});

describe("races (QUALITY.md, Reliability)", () => {
  it("lets exactly one of 100 concurrent orders spend a full balance; it never goes below zero", async () => {
    const who = await customerWith(smallPackage);
    const answers = await Promise.all(Array.from({ length: 100 }, () => placeOrder(who, order())));
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect([409, 422]).toContain(refused.statusCode);
      expect(failureCode(refused.body)).toBe("WALLET_EMPTY");
    }
    const [row] = await api.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.userId, who.userId));
    expect(row?.balance).toBe(0);
    expect(await brokenWallets(api.db)).toEqual([]);
  });

  it("makes one order and one debit from ten concurrent retries with one idempotency key", async () => {
    const who = await customerWith(smallPackage);
    const key = `wallet-retry-${String(++keys).padStart(8, "0")}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.app.inject({
          method: "POST",
          url: "/webapp/order",
          headers: { ...who.auth, "idempotency-key": key },
          payload: order(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
    const debits = (await history(who)).creditHistory.filter(({ kind }) => kind === "order_debit");
    expect(debits).toHaveLength(1);
    expect(await balanceOf(who)).toBe(0);
  });

  it('makes one purchase and one payment page from a double "Buy" and ten concurrent retries', async () => {
    const who = await customer();
    const key = buyKey();
    const payload = { return_url: `${storefront}/${reference}/wallet/{purchase}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy(who, smallPackage, payload, key)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const bought = answers.map((answer) => buyPackageAnswerSchema.parse(answer.json()));
    expect(new Set(bought.map(({ purchase }) => purchase.id)).size).toBe(1);
    expect(new Set(bought.map(({ payment_url }) => payment_url)).size).toBe(1);
    const rows = await api.db
      .select({ id: walletPackagePurchases.id })
      .from(walletPackagePurchases)
      .where(eq(walletPackagePurchases.userId, who.userId));
    expect(rows).toHaveLength(1);
    // Paying the one page credits the package once.
    expect((await decide(api.app, paymentIdOf(bought[0]!.payment_url), "approve")).statusCode).toBe(
      303,
    );
    await purchaseCheck(who, bought[0]!.purchase.id);
    expect(await balanceOf(who)).toBe(2_000);
  });

  it("keeps balance = Σ ledger for every wallet after everything above", async () => {
    expect(await brokenWallets(api.db)).toEqual([]);
  });
});

describe("demo wallets", () => {
  /** A demo customer's wallet and its history, as the customer sees them. */
  const demoWallet = async (reference_: string, phone: string) => {
    const { auth } = await demoCustomer(api.db, phone, mondayNoon);
    const wallet = walletAnswerSchema.parse(
      (
        await api.app.inject({ method: "GET", url: `/webapp/wallet/${reference_}`, headers: auth })
      ).json(),
    );
    const { creditHistory } = walletHistoryAnswerSchema.parse(
      (
        await api.app.inject({
          method: "GET",
          url: `/webapp/wallet/${reference_}/history`,
          headers: auth,
        })
      ).json(),
    );
    return { wallet, creditHistory };
  };

  it("gives Fatma a package's top-up and bonus and an order paid partly from the wallet", async () => {
    const { wallet, creditHistory } = await demoWallet("demo", "+96550000001");
    expect(creditHistory.map(({ kind }) => kind).sort()).toEqual([
      "order_debit",
      "package_bonus",
      "top_up",
    ]);
    const debit = creditHistory.find(({ kind }) => kind === "order_debit");
    expect(debit?.order_id).toEqual(expect.any(Number));
    expect(wallet.balance[0]?.amount).toBe(12_000 + (debit?.amount ?? 0));
    expect(wallet.availablePackages.map(({ price, amount }) => [price, amount])).toEqual([
      [5_000, 5_500],
      [10_000, 12_000],
      [20_000, 25_000],
    ]);
    expect(wallet.policy?.en).toContain("Bait Al Kuwait");
  });

  it("keeps the wallet off at Gulf Pearl Salon", async () => {
    const { wallet } = await demoWallet("demo-salon", "+96550000003");
    expect(wallet.wallet_feature_enabled).toBe(false);
    expect(wallet.availablePackages).toEqual([]);
  });
});

describe("a package's payment (ADR 034)", () => {
  it("opens the hosted page in the customer's interface language, right to left in Arabic", async () => {
    const who = await customer();
    const started = await api.app.inject({
      method: "POST",
      url: `/webapp/wallet/packages/${bigPackage}/buy`,
      headers: { ...who.auth, "accept-language": "ar", "idempotency-key": buyKey() },
      payload: { return_url: `${storefront}/${reference}/wallet/{purchase}` },
    });
    const { payment_url } = buyPackageAnswerSchema.parse(started.json());
    const page = await api.app.inject({ method: "GET", url: new URL(payment_url).pathname });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain("الموافقة على الدفع");
  });

  it("refunds an approval that comes for a purchase already failed, and credits nothing", async () => {
    const who = await customer();
    const { purchase, paymentId } = await buyAndDecide(who, bigPackage, "decline");
    expect(
      purchaseAnswerSchema.parse((await purchaseCheck(who, purchase.id)).json()).purchase.status,
    ).toBe("failed");
    // A gateway that approves a payment it had declined: the shop never keeps that money.
    await api.db
      .update(payments)
      .set({ gatewayStatus: "approved" })
      .where(eq(payments.id, paymentId));
    expect((await signedCallback(api.app, paymentId, "approved")).statusCode).toBe(200);
    const [after] = await api.db
      .select({ gatewayStatus: payments.gatewayStatus, outcome: payments.outcome })
      .from(payments)
      .where(eq(payments.id, paymentId));
    expect(after).toEqual({ gatewayStatus: "refunded", outcome: "refunded" });
    expect(await balanceOf(who)).toBe(0);
    expect((await history(who)).total).toBe(0);
  });
});
