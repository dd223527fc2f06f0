import {
  buyPackageAnswerSchema,
  buyPackageBodySchema,
  buyPackageParamsSchema,
  purchaseAnswerSchema,
  purchaseParamsSchema,
  walletAnswerSchema,
  walletHistoryAnswerSchema,
  walletHistoryQuerySchema,
  walletParamsSchema,
} from "../contract/wallet.js";
import { endpoint } from "./endpoint.js";

/** The wallet (ADR 027), each call with the customer's token. */
export const walletEndpoints = {
  getWallet: endpoint({
    method: "GET",
    path: "/webapp/wallet/{referenceId}",
    summary: "The customer's wallet: balance, on-hold balance, packages on sale and policy",
    access: "customer",
    token: "required",
    params: walletParamsSchema,
    answer: walletAnswerSchema,
  }),
  getWalletHistory: endpoint({
    method: "GET",
    path: "/webapp/wallet/{referenceId}/history",
    summary: "The wallet's credit history, newest first, 20 a page",
    access: "customer",
    token: "required",
    params: walletParamsSchema,
    query: walletHistoryQuerySchema,
    answer: walletHistoryAnswerSchema,
  }),
  buyWalletPackage: endpoint({
    method: "POST",
    path: "/webapp/wallet/packages/{packageId}/buy",
    summary:
      "Buys a package once per idempotency key: a purchase and the gateway's page to pay it on (201; 200 answering the same key again)",
    access: "customer",
    token: "required",
    idempotent: true,
    params: buyPackageParamsSchema,
    body: buyPackageBodySchema,
    answer: buyPackageAnswerSchema,
    status: 201,
  }),
  getWalletPurchase: endpoint({
    method: "GET",
    path: "/webapp/wallet/purchases/{purchaseId}",
    summary: "A purchase after the server's check with the gateway; paid credits it once",
    access: "customer",
    token: "required",
    params: purchaseParamsSchema,
    answer: purchaseAnswerSchema,
  }),
};
