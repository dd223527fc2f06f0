import { z } from "zod";
import { localizedTextSchema } from "./localized-text.js";
import { pathIdSchema } from "./menu.js";
import { currencyCodeSchema, moneySchema } from "./money.js";
import { webAddress } from "./text.js";
import { successAnswerSchema } from "./envelope.js";
import { referenceIdSchema } from "./reference-id.js";
import { pageFields } from "./page-fields.js";

/**
 * The wallet (spec 3, Wallet: availablePackages, balance, creditHistory, policy,
 * wallet_feature_enabled, onHoldBalance; spec 6: a signed-in customer's pages and checkout use).
 * The spec shows no wallet calls, so the contract names them in the spec's style
 * (docs/decisions/027-wallet-ledger.md). Every call needs the customer's bearer token of the
 * business named; amounts are integer minor units of the business's currency.
 *
 * - `GET webapp/wallet/{referenceId}`: the wallet.
 * - `GET webapp/wallet/{referenceId}/history?page=`: the credit history, newest first.
 * - `POST webapp/wallet/packages/{packageId}/buy` `{return_url, payment_type?}`: a purchase paid
 *   on the gateway's hosted page (`payment_url`), as checkout's online payment is.
 * - `GET webapp/wallet/purchases/{purchaseId}`: the purchase after the server's own check with
 *   the gateway; the storefront calls it on return. Paid credits the package once.
 */

const amountSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** 128 random bits, base64url: a purchase's reference. */
export const purchaseIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "a purchase id");

/** A package (spec: "pay X, receive Y"): the price paid and the amount credited. */
export const walletPackageSchema = z
  .object({
    id: z.number().int().positive(),
    name: localizedTextSchema,
    currency: currencyCodeSchema,
    /** What the customer pays. */
    price: amountSchema,
    /** What the wallet receives: the price plus the bonus. */
    amount: amountSchema,
    bonus: amountSchema,
  })
  .strict();

/** `GET webapp/wallet/{referenceId}`. */
export const walletParamsSchema = z.object({ referenceId: referenceIdSchema }).strict();

export const walletAnswerSchema = successAnswerSchema({
  /** The business offers the wallet (its `enable_wallet`); packages and checkout use need it. */
  wallet_feature_enabled: z.boolean(),
  /** What the customer can spend, one entry per currency (one: the business's). */
  balance: z.array(moneySchema),
  /** Spent on orders whose online payment for the rest is still pending: back if it fails. */
  onHoldBalance: z.array(moneySchema),
  /** The packages on sale now (none while the wallet is off). */
  availablePackages: z.array(walletPackageSchema),
  /** The business's wallet terms, in its languages; null when it wrote none. */
  policy: localizedTextSchema.nullable(),
});

export const walletEntryKinds = ["top_up", "package_bonus", "order_debit", "order_refund"] as const;

/** One ledger entry: credits are positive, debits negative. */
export const walletEntrySchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(walletEntryKinds),
    amount: z.number().int().safe(),
    currency: currencyCodeSchema,
    order_id: z.number().int().positive().nullable(),
    package_id: z.number().int().positive().nullable(),
    purchase_id: purchaseIdSchema.nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .strict();

/** `GET webapp/wallet/{referenceId}/history?page=` (20 entries a page, from 1). */
export const walletHistoryQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
  .strict();

export const walletHistoryAnswerSchema = successAnswerSchema({
  creditHistory: z.array(walletEntrySchema),
  ...pageFields,
  total: z.number().int().min(0),
});

/** `POST webapp/wallet/packages/{packageId}/buy`. */
export const buyPackageParamsSchema = z.object({ packageId: pathIdSchema }).strict();

export const buyPackageBodySchema = z
  .object({
    /** Where the hosted page sends the customer back; `{purchase}` becomes the purchase's id. */
    return_url: webAddress(500),
    /** A spec 9 code paid through the gateway (online 1 by default). */
    payment_type: z.number().int().min(0).max(99).default(1),
  })
  .strict();

export const purchaseStatusSchema = z.enum(["pending", "paid", "failed"]);

export const walletPurchaseSchema = z
  .object({
    id: purchaseIdSchema,
    package_id: z.number().int().positive(),
    status: purchaseStatusSchema,
    currency: currencyCodeSchema,
    price: amountSchema,
    amount: amountSchema,
    created_at: z.iso.datetime({ offset: true }),
  })
  .strict();

export const buyPackageAnswerSchema = successAnswerSchema({
  purchase: walletPurchaseSchema,
  /** The gateway's hosted page. */
  payment_url: z.url(),
});

/** `GET webapp/wallet/purchases/{purchaseId}`. */
export const purchaseParamsSchema = z.object({ purchaseId: purchaseIdSchema }).strict();

export const purchaseAnswerSchema = successAnswerSchema({ purchase: walletPurchaseSchema });

export type WalletPackage = z.infer<typeof walletPackageSchema>;
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;
export type WalletEntry = z.infer<typeof walletEntrySchema>;
export type WalletEntryKind = (typeof walletEntryKinds)[number];
export type WalletHistoryQuery = z.input<typeof walletHistoryQuerySchema>;
export type WalletHistoryAnswer = z.infer<typeof walletHistoryAnswerSchema>;
export type BuyPackageBody = z.input<typeof buyPackageBodySchema>;
export type BuyPackageAnswer = z.infer<typeof buyPackageAnswerSchema>;
export type WalletPurchase = z.infer<typeof walletPurchaseSchema>;
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;
