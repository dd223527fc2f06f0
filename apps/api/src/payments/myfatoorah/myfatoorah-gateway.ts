import { money, toDecimalString } from "@storefront/domain";
import { z } from "zod";
import type { GatewayStatus, PaymentGateway, PaymentPage } from "../payment-gateway.js";
import { gatewayUnavailable } from "../payment-gateway.js";
import { callMyFatoorah, type MyFatoorahConnection, readData } from "./myfatoorah-api.js";
import { type Invoice, invoiceSchema, invoiceStatus, refundsSchema } from "./myfatoorah-status.js";

export interface MyFatoorahOptions extends MyFatoorahConnection {
  /** How long an invoice stays payable: MyFatoorah cannot withdraw one, so it lapses (ADR 058). */
  readonly invoiceMinutes?: number;
  readonly clock?: () => Date;
}

/**
 * Spec 9's codes with a MyFatoorah payment method of their own: KNET (knet 4) and VISA/MASTER
 * (online 1, pay with card 8), the ids MyFatoorah documents for Kuwait. Any other code opens
 * MyFatoorah's invoice page, where the payer picks among the methods the account has.
 */
const paymentMethodIds: Readonly<Record<number, number>> = { 1: 2, 4: 1, 8: 2 };

const executedSchema = z.object({ PaymentURL: z.url() });
const sentSchema = z.object({ InvoiceURL: z.url() });

/** Where the payer comes back to: the return address with `?payment={id}`, as the sandbox sends. */
function returnAddress(payment: PaymentPage): string {
  const back = new URL(payment.returnUrl);
  back.searchParams.set("payment", payment.id);
  return back.toString();
}

/**
 * The payment gateway port on MyFatoorah's v2 API (ADR 058). Each payment is one invoice whose
 * `CustomerReference` is the payment's id, so its status is asked by our own id and nothing of
 * MyFatoorah's needs storing: ExecutePayment opens it (KNET or cards), GetPaymentStatus and
 * GetRefundStatus tell what became of it, MakeRefund gives it back. MyFatoorah has no call that
 * withdraws an unpaid invoice: a void answers the invoice's status, and the invoice lapses at its
 * expiry; an approval that lands on a withdrawn attempt is refunded by the settlement (ADR 034).
 * `myFatoorahGateway({ apiUrl: "https://apitest.myfatoorah.com/", apiKey })`
 */
export function myFatoorahGateway(options: MyFatoorahOptions): PaymentGateway {
  const { invoiceMinutes = 30, clock = () => new Date() } = options;

  /** The invoice of a payment, or undefined when MyFatoorah holds none under its reference. */
  async function findInvoice(paymentId: string): Promise<Invoice | undefined> {
    const answer = await callMyFatoorah(options, "GetPaymentStatus", {
      Key: paymentId,
      KeyType: "CustomerReference",
    });
    if (!answer.ok) return undefined;
    const invoice = readData("GetPaymentStatus", invoiceSchema, answer.data);
    // An invoice of another reference would decide someone else's payment.
    if (invoice.CustomerReference !== paymentId) {
      throw gatewayUnavailable("myfatoorah", "GetPaymentStatus answered another payment");
    }
    return invoice;
  }

  async function statusOf(invoice: Invoice): Promise<GatewayStatus> {
    if (invoice.InvoiceStatus.toLowerCase() !== "paid") return invoiceStatus(invoice);
    const answer = await callMyFatoorah(options, "GetRefundStatus", {
      Key: String(invoice.InvoiceId),
      KeyType: "InvoiceId",
    });
    // An invoice never refunded may be refused as having no refunds.
    const refunds = answer.ok
      ? (readData("GetRefundStatus", refundsSchema, answer.data).RefundStatusResult ?? [])
      : [];
    return invoiceStatus(invoice, refunds);
  }

  async function checkStatus(paymentId: string): Promise<GatewayStatus | undefined> {
    const invoice = await findInvoice(paymentId);
    return invoice && statusOf(invoice);
  }

  return {
    name: "myfatoorah",

    async openPage(payment) {
      // One invoice per payment, or a status asked by its reference could read the wrong one. A
      // page asked for again (an order's replay) cannot be reopened: the payer comes back to the
      // return address, where the server's check tells what became of the first.
      if (await findInvoice(payment.id)) return returnAddress(payment);
      const method = paymentMethodIds[payment.method];
      const invoice = {
        InvoiceValue: Number(toDecimalString(money(payment.amount, payment.currency))),
        DisplayCurrencyIso: payment.currency,
        CustomerReference: payment.id,
        CallBackUrl: returnAddress(payment),
        ErrorUrl: returnAddress(payment),
        Language: payment.language === "ar" ? "AR" : "EN",
        ExpiryDate: new Date(clock().getTime() + invoiceMinutes * 60_000).toISOString(),
      };
      const endpoint = method === undefined ? "SendPayment" : "ExecutePayment";
      const answer = await callMyFatoorah(
        options,
        endpoint,
        method === undefined
          ? { ...invoice, NotificationOption: "LNK", CustomerName: "-" }
          : { ...invoice, PaymentMethodId: method },
      );
      if (!answer.ok)
        throw gatewayUnavailable("myfatoorah", `${endpoint} refused: ${answer.refusal}`);
      return method === undefined
        ? readData(endpoint, sentSchema, answer.data).InvoiceURL
        : readData(endpoint, executedSchema, answer.data).PaymentURL;
    },

    checkStatus,

    // Nothing at MyFatoorah withdraws an unpaid invoice; one it never opened cannot be paid.
    voidPayment: async (paymentId) => (await checkStatus(paymentId)) ?? "voided",

    async refundPayment(paymentId) {
      const invoice = await findInvoice(paymentId);
      if (!invoice) return undefined;
      const status = await statusOf(invoice);
      // Asked again until MyFatoorah agrees, but never twice for one invoice.
      if (status !== "approved") return status;
      const answer = await callMyFatoorah(options, "MakeRefund", {
        Key: String(invoice.InvoiceId),
        KeyType: "InvoiceId",
        RefundChargeOnCustomer: false,
        ServiceChargeOnCustomer: false,
        Amount: invoice.InvoiceValue,
        Comment: `Payment ${paymentId} was approved for something already paid`,
      });
      if (!answer.ok)
        throw gatewayUnavailable("myfatoorah", `MakeRefund refused: ${answer.refusal}`);
      return "refunded";
    },
  };
}
