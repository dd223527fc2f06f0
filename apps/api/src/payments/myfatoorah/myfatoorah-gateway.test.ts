import { describe, expect, it } from "vitest";
import { RequestFailure } from "../../failures/request-failure.js";
import {
  type RecordedAnswer,
  recorded,
  recordedProvider,
} from "../../../test/recorded-provider.js";
import type { PaymentPage } from "../payment-gateway.js";
import { myFatoorahGateway } from "./myfatoorah-gateway.js";

// The adapter on MyFatoorah's recorded answers (ADR 058): no network.
const here = new URL(".", import.meta.url);
const apiUrl = "https://apitest.myfatoorah.com/";
const reference = "Yk2Jd1n8o3aQv4Xb9cTq0w";
const answer = async (name: string, status = 200) => ({ status, body: await recorded(here, name) });

const knetPayment: PaymentPage = {
  id: reference,
  method: 4,
  amount: 4500,
  currency: "KWD",
  language: "ar",
  returnUrl: "https://shop.test/grills/order/41",
};

/** A gateway whose MyFatoorah answers each endpoint from `answers`, and the calls it made. */
function gatewayAnswering(answers: Record<string, RecordedAnswer>) {
  const provider = recordedProvider((call) => {
    const endpoint = call.url.pathname.replace("/v2/", "");
    const recordedAnswer = answers[endpoint];
    if (!recordedAnswer) throw new Error(`No recorded answer for ${endpoint}`);
    return recordedAnswer;
  });
  const gateway = myFatoorahGateway({
    apiUrl,
    apiKey: "test-token",
    fetch: provider.fetch,
    timeoutMs: 50,
    clock: () => new Date("2026-11-30T09:00:00Z"),
  });
  const asked = (endpoint: string) =>
    provider.calls
      .filter((call) => call.url.pathname === `/v2/${endpoint}`)
      .map((call) => JSON.parse(call.body) as Record<string, unknown>);
  return { gateway, calls: provider.calls, asked };
}

/** The failure a call rejected with, for its status, code and message. */
async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  const error = await promise.then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(RequestFailure);
  return error as RequestFailure;
}

describe("opening a payment's page on MyFatoorah", () => {
  it("opens a KNET invoice under our payment id, in the payer's language, and answers its page", async () => {
    const { gateway, calls, asked } = gatewayAnswering({
      GetPaymentStatus: await answer("status-unknown-reference.json", 400),
      ExecutePayment: await answer("execute-payment-knet.json"),
    });
    expect(await gateway.openPage(knetPayment)).toBe(
      "https://demo.MyFatoorah.com/En/KWT/PayInvoice/Checkout?invoiceKey=01072482731141-5d0e9a7b&paymentGatewayId=20",
    );
    expect(asked("GetPaymentStatus")).toEqual([{ Key: reference, KeyType: "CustomerReference" }]);
    expect(asked("ExecutePayment")).toEqual([
      {
        PaymentMethodId: 1,
        InvoiceValue: 4.5,
        DisplayCurrencyIso: "KWD",
        CustomerReference: reference,
        CallBackUrl: `https://shop.test/grills/order/41?payment=${reference}`,
        ErrorUrl: `https://shop.test/grills/order/41?payment=${reference}`,
        Language: "AR",
        ExpiryDate: "2026-11-30T09:30:00.000Z",
      },
    ]);
    expect(calls.every((call) => call.headers.get("authorization") === "Bearer test-token")).toBe(
      true,
    );
  });

  it("pays a card code (pay with card, 8) with VISA/MASTER, and any other code on MyFatoorah's invoice page", async () => {
    const { gateway, asked } = gatewayAnswering({
      GetPaymentStatus: await answer("status-unknown-reference.json", 400),
      ExecutePayment: await answer("execute-payment-knet.json"),
      SendPayment: await answer("send-payment.json"),
    });
    await gateway.openPage({ ...knetPayment, method: 8 });
    expect(asked("ExecutePayment")[0]).toMatchObject({ PaymentMethodId: 2 });
    expect(await gateway.openPage({ ...knetPayment, method: 6, language: "en" })).toBe(
      "https://demo.MyFatoorah.com/KWT/ie/01072482731541-7c2f0b1e",
    );
    expect(asked("SendPayment")[0]).toMatchObject({ NotificationOption: "LNK", Language: "EN" });
  });

  it("never opens a second invoice for one payment: the payer is sent back to be checked", async () => {
    const { gateway, asked } = gatewayAnswering({
      GetPaymentStatus: await answer("status-pending.json"),
    });
    expect(await gateway.openPage(knetPayment)).toBe(
      `https://shop.test/grills/order/41?payment=${reference}`,
    );
    expect(asked("ExecutePayment")).toEqual([]);
  });

  it("a refused invoice is 502 GATEWAY_UNAVAILABLE naming MyFatoorah's reason", async () => {
    const { gateway } = gatewayAnswering({
      GetPaymentStatus: await answer("status-unknown-reference.json", 400),
      ExecutePayment: await answer("execute-payment-refused.json", 400),
    });
    const failure = await failureOf(gateway.openPage(knetPayment));
    expect(failure).toMatchObject({ status: 502, code: "GATEWAY_UNAVAILABLE" });
    expect(failure.message).toContain("Payment method is not enabled for this account");
  });
});

describe("the server's status check on MyFatoorah", () => {
  it("success: a paid invoice with no refund is approved", async () => {
    const { gateway, asked } = gatewayAnswering({
      GetPaymentStatus: await answer("status-paid-knet.json"),
      GetRefundStatus: await answer("refunds-none.json"),
    });
    expect(await gateway.checkStatus(reference)).toBe("approved");
    expect(asked("GetRefundStatus")).toEqual([{ Key: "4827311", KeyType: "InvoiceId" }]);
  });

  it("decline: a pending invoice whose last KNET try failed is declined", async () => {
    const { gateway } = gatewayAnswering({
      GetPaymentStatus: await answer("status-declined-knet.json"),
    });
    expect(await gateway.checkStatus(reference)).toBe("declined");
  });

  it("an invoice not yet tried waits for its payer; one MyFatoorah never opened is unknown", async () => {
    const pending = gatewayAnswering({ GetPaymentStatus: await answer("status-pending.json") });
    expect(await pending.gateway.checkStatus(reference)).toBe("initiated");
    const unknown = gatewayAnswering({
      GetPaymentStatus: await answer("status-unknown-reference.json", 400),
    });
    expect(await unknown.gateway.checkStatus(reference)).toBeUndefined();
  });

  it("timeout: a MyFatoorah that does not answer is 502 GATEWAY_UNAVAILABLE, deciding nothing", async () => {
    const { gateway } = gatewayAnswering({ GetPaymentStatus: "never" });
    const started = Date.now();
    const failure = await failureOf(gateway.checkStatus(reference));
    expect(failure).toMatchObject({ status: 502, code: "GATEWAY_UNAVAILABLE" });
    expect(failure.message).toContain("did not answer in time");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a 5xx, a refused token or an answer of another payment is 502 too", async () => {
    for (const answered of [
      { status: 503, body: "<html><body>Service Unavailable</body></html>" },
      { status: 401, body: "" },
    ]) {
      const { gateway } = gatewayAnswering({ GetPaymentStatus: answered });
      expect(await failureOf(gateway.checkStatus(reference))).toMatchObject({ status: 502 });
    }
    const { gateway } = gatewayAnswering({
      GetPaymentStatus: await answer("status-paid-knet.json"),
    });
    expect(await failureOf(gateway.checkStatus("another-payment-id"))).toMatchObject({
      code: "GATEWAY_UNAVAILABLE",
    });
  });
});

describe("taking a payment back on MyFatoorah", () => {
  it("refunds an approved invoice in full, once: a refund asked before counts", async () => {
    const { gateway, asked } = gatewayAnswering({
      GetPaymentStatus: await answer("status-paid-knet.json"),
      GetRefundStatus: await answer("refunds-none.json"),
      MakeRefund: await answer("make-refund.json"),
    });
    expect(await gateway.refundPayment(reference)).toBe("refunded");
    expect(asked("MakeRefund")).toEqual([
      expect.objectContaining({ Key: "4827311", KeyType: "InvoiceId", Amount: 4.5 }),
    ]);

    const refundedBefore = gatewayAnswering({
      GetPaymentStatus: await answer("status-paid-knet.json"),
      GetRefundStatus: await answer("refunds-pending.json"),
    });
    expect(await refundedBefore.gateway.refundPayment(reference)).toBe("refunded");
    expect(await refundedBefore.gateway.checkStatus(reference)).toBe("refunded");
    expect(refundedBefore.asked("MakeRefund")).toEqual([]);
  });

  it("cannot withdraw an unpaid invoice: a void answers its status, and an invoice never opened is void", async () => {
    const pending = gatewayAnswering({ GetPaymentStatus: await answer("status-pending.json") });
    expect(await pending.gateway.voidPayment(reference)).toBe("initiated");
    const paid = gatewayAnswering({
      GetPaymentStatus: await answer("status-paid-knet.json"),
      GetRefundStatus: await answer("refunds-none.json"),
    });
    // The payer came first: the approval must be counted (ADR 034).
    expect(await paid.gateway.voidPayment(reference)).toBe("approved");
    const never = gatewayAnswering({
      GetPaymentStatus: await answer("status-unknown-reference.json", 400),
    });
    expect(await never.gateway.voidPayment(reference)).toBe("voided");
  });
});
