import { failureSchema, placeOrderAnswerSchema } from "@storefront/api-client";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { mondayNoon } from "../../../test/clock.js";
import { kebabDelivery, orderFixtureApi, salmiyaPoint } from "../../../test/order-fixture.js";
import { attemptsOf } from "../../../test/payment-attempts.js";
import { recorded, recordedProvider } from "../../../test/recorded-provider.js";
import { sandboxOrdering, storefront } from "../../../test/sandbox-ordering.js";
import { servedRoutes } from "../../../test/served-routes.js";
import { chooseGateway } from "../choose-gateway.js";
import { signMyFatoorahEvent } from "./myfatoorah-signature.js";

// MyFatoorah behind the port, end to end on the database (ADR 058): a verified webhook only
// prompts the server's own check, which alone settles the order.
const here = new URL(".", import.meta.url);
const webhookSecret = "myfatoorah-webhook-secret-for-tests";
const recordedReference = "Yk2Jd1n8o3aQv4Xb9cTq0w";
const recordedInvoice = "4827311";

/** What the MyFatoorah account knows of each of our payments, by its reference. */
interface Invoice {
  readonly id: string;
  state: "pending" | "paid" | "declined";
  refunds: number;
}

/**
 * A MyFatoorah account answering from its recorded answers, each given our payment's reference
 * and its own invoice id; `silent` stops it answering.
 */
function myFatoorahAccount() {
  const invoices = new Map<string, Invoice>();
  const texts = new Map<string, string>();
  const state = { silent: false };
  const of = (name: string, invoice: Invoice, reference: string) =>
    (texts.get(name) ?? "")
      .replaceAll(recordedReference, reference)
      .replaceAll(recordedInvoice, invoice.id);
  const provider = recordedProvider((call) => {
    if (state.silent) return "never";
    const asked = JSON.parse(call.body) as { Key?: string; CustomerReference?: string };
    switch (call.url.pathname) {
      case "/v2/ExecutePayment": {
        const reference = asked.CustomerReference ?? "";
        const invoice = {
          id: String(4_900_000 + invoices.size),
          state: "pending" as const,
          refunds: 0,
        };
        invoices.set(reference, invoice);
        return { status: 200, body: of("execute-payment-knet.json", invoice, reference) };
      }
      case "/v2/GetPaymentStatus": {
        const invoice = invoices.get(asked.Key ?? "");
        if (!invoice)
          return { status: 400, body: texts.get("status-unknown-reference.json") ?? "" };
        const name = {
          pending: "status-pending.json",
          paid: "status-paid-knet.json",
          declined: "status-declined-knet.json",
        }[invoice.state];
        return { status: 200, body: of(name, invoice, asked.Key ?? "") };
      }
      case "/v2/GetRefundStatus": {
        const [reference, invoice] = [...invoices].find(([, { id }]) => id === asked.Key) ?? [];
        if (!invoice || !reference) throw new Error(`No invoice ${asked.Key}`);
        const name = invoice.refunds > 0 ? "refunds-pending.json" : "refunds-none.json";
        return { status: 200, body: of(name, invoice, reference) };
      }
      case "/v2/MakeRefund": {
        const [reference, invoice] = [...invoices].find(([, { id }]) => id === asked.Key) ?? [];
        if (!invoice || !reference) throw new Error(`No invoice ${asked.Key}`);
        invoice.refunds += 1;
        return { status: 200, body: of("make-refund.json", invoice, reference) };
      }
      default:
        throw new Error(`No recorded answer for ${call.url.pathname}`);
    }
  });
  return {
    fetch: provider.fetch,
    state,
    invoices,
    async load() {
      for (const name of [
        "execute-payment-knet.json",
        "status-unknown-reference.json",
        "status-pending.json",
        "status-paid-knet.json",
        "status-declined-knet.json",
        "refunds-none.json",
        "refunds-pending.json",
        "make-refund.json",
        "webhook-payment-paid.json",
        "webhook-payment-failed.json",
      ]) {
        texts.set(name, await recorded(here, name));
      }
    },
    /** A recorded webhook event about one of our payments, and the signature MyFatoorah sends. */
    event(name: string, reference: string) {
      const invoice = invoices.get(reference) ?? {
        id: recordedInvoice,
        state: "pending",
        refunds: 0,
      };
      const event = JSON.parse(of(name, invoice, reference)) as Record<string, unknown>;
      return { event, signature: signMyFatoorahEvent(webhookSecret, event) ?? "" };
    },
  };
}

const account = myFatoorahAccount();
const settings = {
  PAYMENT_PROVIDER: "myfatoorah",
  MYFATOORAH_API_URL: "https://apitest.myfatoorah.com/",
  MYFATOORAH_API_KEY: "test-token",
  MYFATOORAH_WEBHOOK_SECRET: webhookSecret,
} as const;
const ordering = {
  ...sandboxOrdering(),
  ...chooseGateway(settings, { fetch: account.fetch, timeoutMs: 100 }),
};
const api = orderFixtureApi({ clock: () => mondayNoon, ordering });

beforeAll(async () => {
  await account.load();
});

let keys = 0;

/** Places a KNET (4) delivery order through MyFatoorah, as the storefront does. */
async function placeKnetOrder(app: FastifyInstance, key = `myfatoorah-${process.pid}-${++keys}`) {
  return app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": key, "accept-language": "ar" },
    payload: kebabDelivery(api.fixture, {
      name: "Yousef",
      phone: "99887766",
      payment_type: 4,
      delivery: { area_id: null, ...salmiyaPoint, type: 2 },
      return_url: `${storefront}/orders-fixture/order/{order}`,
    }),
  });
}

/** The order placed and the payment id MyFatoorah knows it by (its CustomerReference). */
async function placedOrder() {
  const placed = placeOrderAnswerSchema.parse((await placeKnetOrder(api.app)).json());
  const [payment] = (await attemptsOf(api.db, placed.order.id)).rows;
  return { placed, paymentId: payment?.id ?? "" };
}

const postEvent = (event: unknown, signature?: string) =>
  api.app.inject({
    method: "POST",
    url: "/webhooks/myfatoorah",
    headers: signature === undefined ? {} : { "myfatoorah-signature": signature },
    payload: event as Record<string, unknown>,
  });

describe("paying an order through MyFatoorah", () => {
  it("sends the customer to MyFatoorah's KNET page, the order pending until its check", async () => {
    const { placed, paymentId } = await placedOrder();
    expect(placed.payment_url).toMatch(/^https:\/\/demo\.MyFatoorah\.com\/En\/KWT\/PayInvoice\//);
    expect(placed.order.payment_status).toBe("pending");
    expect(account.invoices.get(paymentId)?.state).toBe("pending");
  });

  it("success: a genuine webhook prompts the server's check, which settles the order paid", async () => {
    const { placed, paymentId } = await placedOrder();
    account.invoices.get(paymentId)!.state = "paid";
    const { event, signature } = account.event("webhook-payment-paid.json", paymentId);
    const response = await postEvent(event, signature);
    expect(response.statusCode, response.body).toBe(200);
    expect(await attemptsOf(api.db, placed.order.id)).toMatchObject({
      paymentStatus: "paid",
      rows: [{ id: paymentId, outcome: "paid" }],
    });

    // MyFatoorah retries a webhook it thinks was missed: the same event changes nothing more.
    expect((await postEvent(event, signature)).statusCode).toBe(200);
    expect(await attemptsOf(api.db, placed.order.id)).toMatchObject({
      paymentStatus: "paid",
      rows: [{ outcome: "paid" }],
    });
    expect(account.invoices.get(paymentId)?.refunds).toBe(0);
  });

  it("decline: the webhook of a failed KNET try fails the order, as MyFatoorah's own status says", async () => {
    const { placed, paymentId } = await placedOrder();
    account.invoices.get(paymentId)!.state = "declined";
    const { event, signature } = account.event("webhook-payment-failed.json", paymentId);
    expect((await postEvent(event, signature)).statusCode).toBe(200);
    expect(await attemptsOf(api.db, placed.order.id)).toMatchObject({
      paymentStatus: "failed",
      rows: [{ outcome: "failed" }],
    });
  });

  it("believes MyFatoorah's status, never the webhook's: a signed PAID for an unpaid invoice changes nothing", async () => {
    const { placed, paymentId } = await placedOrder();
    const { event, signature } = account.event("webhook-payment-paid.json", paymentId);
    expect((await postEvent(event, signature)).statusCode).toBe(200);
    expect(await attemptsOf(api.db, placed.order.id)).toMatchObject({
      paymentStatus: "pending",
      rows: [{ outcome: "open" }],
    });
  });

  it("forged: a wrong or missing signature, or a tampered reference, is 401 and settles nothing", async () => {
    const { placed, paymentId } = await placedOrder();
    account.invoices.get(paymentId)!.state = "paid";
    const { event, signature } = account.event("webhook-payment-paid.json", paymentId);
    const other = await placedOrder();
    const tampered = structuredClone(event) as { Data: { Customer: { Reference: string } } };
    tampered.Data.Customer.Reference = other.paymentId;
    const forgeries = [
      postEvent(event, signMyFatoorahEvent("not-the-account-secret-at-all", event)),
      postEvent(event),
      postEvent(event, ""),
      postEvent(tampered, signature),
      postEvent(["not", "an", "event"], signature),
    ];
    for (const forged of await Promise.all(forgeries)) {
      expect(forged.statusCode).toBe(401);
      expect(failureSchema.parse(forged.json())).toMatchObject({ code: "UNAUTHORIZED" });
    }
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("pending");
    expect((await attemptsOf(api.db, other.placed.order.id)).paymentStatus).toBe("pending");
  });

  it("timeout: a MyFatoorah that stops answering leaves the order pending, and the webhook's retry settles it", async () => {
    const { placed, paymentId } = await placedOrder();
    account.invoices.get(paymentId)!.state = "paid";
    const { event, signature } = account.event("webhook-payment-paid.json", paymentId);
    account.state.silent = true;
    try {
      const response = await postEvent(event, signature);
      expect(response.statusCode).toBe(502);
      expect(failureSchema.parse(response.json())).toMatchObject({ code: "GATEWAY_UNAVAILABLE" });
      expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("pending");
    } finally {
      account.state.silent = false;
    }
    expect((await postEvent(event, signature)).statusCode).toBe(200);
    expect((await attemptsOf(api.db, placed.order.id)).paymentStatus).toBe("paid");
  });

  it("an order placed while MyFatoorah is silent is 502; the same key once it answers gives its page", async () => {
    const key = `myfatoorah-silent-${process.pid}`;
    account.state.silent = true;
    try {
      const first = await placeKnetOrder(api.app, key);
      expect(first.statusCode).toBe(502);
      expect(failureSchema.parse(first.json())).toMatchObject({ code: "GATEWAY_UNAVAILABLE" });
    } finally {
      account.state.silent = false;
    }
    const again = await placeKnetOrder(api.app, key);
    expect(again.statusCode).toBe(200);
    expect(placeOrderAnswerSchema.parse(again.json()).payment_url).toMatch(/MyFatoorah\.com/);
  });
});

describe("the routes each gateway serves", () => {
  it("serves MyFatoorah's webhook only with MyFatoorah, and the sandbox's page only with the sandbox", async () => {
    const sandbox = await servedRoutes({ db: api.db, logger: false, ordering: sandboxOrdering() });
    const myFatoorah = await servedRoutes({ db: api.db, logger: false, ordering });
    expect(sandbox).not.toContain("POST /webhooks/myfatoorah");
    expect(sandbox).toContain("GET /sandbox/pay/:paymentId");
    expect(myFatoorah).toContain("POST /webhooks/myfatoorah");
    expect(myFatoorah.filter((route) => route.includes("sandbox"))).toEqual([]);
    expect(myFatoorah).not.toContain("POST /webapp/payments/callback");
  });
});
