// The customers and the staff of a load run, each doing what a real one does, through the round
// robins: browsing the storefront and filling its cart, orders in cash with a coupon, orders paid
// online on the sandbox gateway's hosted page, wallet packages bought and spent, and staff moving
// orders on. Every call that moves money carries an idempotency key and is sent again with it when
// the answer is lost or a 5xx, as the storefront's clients do; the ledger keeps what was answered.
import { randomBytes } from "node:crypto";
import type { OrderRequestBody } from "@storefront/api-client";
import { nextCustomer } from "../bench/order-load.js";
import type { CallLog } from "./call-log.js";
import type { LoadDemo } from "./load-demo.js";

export interface LoadTargets {
  readonly api: string;
  readonly storefront: string;
}

/** What the clients were answered, for the audit. */
export interface Ledger {
  /** Idempotency key of an order → every order id a 2xx answer to it named. */
  readonly orders: Map<string, Set<number>>;
  /** Idempotency key of a package purchase → every purchase id a 2xx answer named. */
  readonly purchases: Map<string, Set<string>>;
  /** Orders whose payment the payer approved on the hosted page. */
  readonly approvedOrders: Set<number>;
  /** Purchases the payer approved. */
  readonly approvedPurchases: Set<string>;
  /** Orders placed with the coupon. */
  readonly couponOrders: Set<number>;
  /** Calls that failed for good: a money call whose every try failed, or a wrong answer. */
  readonly problems: string[];
  /** Calls the clients asked to be traced, as a load balancer would (ADR 070). */
  readonly traced: TracedCall[];
}

/** A call sent with a sampled `traceparent`: its trace's id and the client's own span id. */
export interface TracedCall {
  readonly call: "page" | "cart add" | "order";
  readonly traceId: string;
  readonly parentId: string;
}

export const newLedger = (): Ledger => ({
  orders: new Map(),
  purchases: new Map(),
  approvedOrders: new Set(),
  approvedPurchases: new Set(),
  couponOrders: new Set(),
  problems: [],
  traced: [],
});

const json = { "content-type": "application/json" };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const newKey = () => randomBytes(16).toString("hex");

/**
 * Sends a money call until it is answered below 500: a lost answer or a 5xx is sent again with
 * the same key after a growing wait, for up to a minute (a restarting database, a killed process).
 */
async function withRetries(
  log: CallLog,
  call: string,
  send: () => Promise<Response>,
): Promise<Response | null> {
  for (let attempt = 0; attempt < 12; attempt++) {
    try {
      const response = await log.timed(call, send);
      if (response.status < 500) return response;
      await response.body?.cancel();
    } catch {
      // no answer: sent again below
    }
    await pause(Math.min(8000, 250 * 2 ** attempt));
  }
  return null;
}

function record<T>(map: Map<string, Set<T>>, key: string, value: T) {
  map.set(key, (map.get(key) ?? new Set()).add(value));
}

export class LoadClients {
  /** Orders paid or in cash that the staff may move on, in the order they came. */
  private readonly toMove: number[] = [];

  constructor(
    private readonly targets: LoadTargets,
    private readonly demo: LoadDemo,
    private readonly log: CallLog,
    private readonly ledger: Ledger,
    /** Whether a page that fails is a problem; under faults it may fail for a moment. */
    private readonly pagesMustServe: boolean,
  ) {}

  /** The `traceparent` header of a new sampled trace for `call`, recorded for the audit. */
  private traceparent(call: TracedCall["call"]): Record<string, string> {
    const traced = {
      call,
      traceId: randomBytes(16).toString("hex"),
      parentId: randomBytes(8).toString("hex"),
    };
    this.ledger.traced.push(traced);
    return { traceparent: `00-${traced.traceId}-${traced.parentId}-01` };
  }

  private pageFailed(what: string): void {
    if (this.pagesMustServe) this.ledger.problems.push(what);
  }

  /** Places an order; a second identical request with the same key stands for a double click. */
  private async placeOrder(
    body: OrderRequestBody,
    headers: Record<string, string> = {},
    doubleClick = false,
  ): Promise<{ id: number; accessKey: string; paymentUrl: string | null } | null> {
    const key = newKey();
    const customer = nextCustomer();
    const send = () =>
      fetch(`${this.targets.api}/webapp/order`, {
        method: "POST",
        headers: { ...json, ...headers, "idempotency-key": key, "x-forwarded-for": customer },
        body: JSON.stringify(body),
      });
    // Both presses of a double click must be answered with the one order (the audit checks).
    const tries = doubleClick ? [send, send] : [send];
    const answers = await Promise.all(tries.map((one) => withRetries(this.log, "order", one)));
    let placed: { id: number; accessKey: string; paymentUrl: string | null } | null = null;
    for (const response of answers) {
      if (!response) {
        this.ledger.problems.push(`an order (key ${key}) was never answered`);
        continue;
      }
      const answer = (await response.json()) as {
        order?: { id: number };
        access_key?: string;
        payment_url?: string | null;
        code?: string;
      };
      if (response.ok && answer.order && answer.access_key) {
        record(this.ledger.orders, key, answer.order.id);
        placed = {
          id: answer.order.id,
          accessKey: answer.access_key,
          paymentUrl: answer.payment_url ?? null,
        };
      } else {
        this.ledger.problems.push(`an order was refused: ${response.status} ${answer.code}`);
      }
    }
    return placed;
  }

  /** Presses "approve" on the sandbox's hosted page, as the payer does. */
  private async approve(paymentUrl: string): Promise<boolean> {
    const page = new URL(paymentUrl);
    const response = await withRetries(this.log, "payment decision", () =>
      fetch(`${this.targets.api}${page.pathname}/approve`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      }),
    );
    await response?.body?.cancel();
    return response !== null && response.status < 400;
  }

  /** Browses the storefront: the home, a menu, an item, the Kuwaiti menu in Arabic. */
  async browse(): Promise<void> {
    const pages = [
      `/${this.demo.storefrontBusiness}`,
      `/${this.demo.storefrontBusiness}/delivery`,
      this.demo.itemPath,
      "/demo/delivery",
    ];
    for (const path of pages) {
      const response = await this.log
        .timed(`page ${pageKind(path)}`, () =>
          fetch(`${this.targets.storefront}${path}`, {
            headers:
              path === "/demo/delivery"
                ? { cookie: "i18n_redirected=ar" }
                : path === pages[1]
                  ? this.traceparent("page")
                  : {},
          }),
        )
        .catch(() => null);
      if (response?.status === 200) await response.text();
      else {
        await response?.body?.cancel();
        this.pageFailed(`${path} answered ${response?.status ?? "nothing"}`);
      }
    }
  }

  /** Adds a dish to the storefront's cart with its plain form, then opens the cart. */
  async fillCart(): Promise<void> {
    const form = new URLSearchParams(this.demo.quickAdd.fields);
    const added = await this.log
      .timed("cart add", () =>
        fetch(`${this.targets.storefront}${this.demo.quickAdd.action}`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: this.targets.storefront,
            ...this.traceparent("cart add"),
          },
          body: form,
          redirect: "manual",
        }),
      )
      .catch(() => null);
    const cookies = added?.headers.getSetCookie().map((cookie) => cookie.split(";")[0]) ?? [];
    await added?.body?.cancel();
    if (!added || added.status >= 400 || cookies.length === 0) {
      this.pageFailed(`adding to the cart answered ${added?.status ?? "nothing"}`);
      return;
    }
    const cart = await this.log
      .timed("page cart", () =>
        fetch(`${this.targets.storefront}${this.demo.quickAdd.action}`, {
          headers: { cookie: cookies.join("; ") },
        }),
      )
      .catch(() => null);
    const html = cart?.status === 200 ? await cart.text() : "";
    if (!html.includes(this.demo.quickAdd.itemName)) {
      this.pageFailed(`the cart did not show ${this.demo.quickAdd.itemName}`);
    }
  }

  /** An order in cash with the demo's coupon, sometimes sent twice at once. */
  async cashOrderWithCoupon(doubleClick: boolean): Promise<void> {
    const placed = await this.placeOrder(
      { ...this.demo.order, coupon_code: this.demo.couponCode },
      this.traceparent("order"),
      doubleClick,
    );
    if (!placed) return;
    this.ledger.couponOrders.add(placed.id);
    this.toMove.push(placed.id);
  }

  /** An order paid online: the hosted page approved (sometimes twice), then the return's check. */
  async onlineOrder(approveTwice: boolean): Promise<void> {
    const placed = await this.placeOrder({
      ...this.demo.order,
      payment_type: this.demo.online,
      return_url: `${this.targets.storefront}/${this.demo.storefrontBusiness}/order/{order}`,
    });
    if (!placed?.paymentUrl) {
      if (placed) this.ledger.problems.push(`order ${placed.id} came without a payment page`);
      return;
    }
    const paymentId = new URL(placed.paymentUrl).pathname.split("/").pop() ?? "";
    if (!(await this.approve(placed.paymentUrl))) {
      this.ledger.problems.push(`the payment of order ${placed.id} could not be approved`);
      return;
    }
    this.ledger.approvedOrders.add(placed.id);
    if (approveTwice) await this.approve(placed.paymentUrl);
    const check = await withRetries(this.log, "payment check", () =>
      fetch(`${this.targets.api}/webapp/transaction/${placed.id}/${paymentId}`),
    );
    const answer = check?.ok ? ((await check.json()) as { payment_status?: string }) : null;
    if (answer?.payment_status !== "paid") {
      this.ledger.problems.push(`order ${placed.id} approved but ${answer?.payment_status}`);
    }
    this.toMove.push(placed.id);
  }

  /** A customer buys a wallet package online, then orders with the wallet. */
  async walletOrder(token: string): Promise<void> {
    const auth = { authorization: `Bearer ${token}` };
    const key = newKey();
    const bought = await withRetries(this.log, "wallet package", () =>
      fetch(`${this.targets.api}/webapp/wallet/packages/${this.demo.packageId}/buy`, {
        method: "POST",
        headers: { ...json, ...auth, "idempotency-key": key },
        body: JSON.stringify({
          return_url: `${this.targets.storefront}/${this.demo.storefrontBusiness}/wallet/${this.demo.packageId}?purchase={purchase}`,
          payment_type: this.demo.online,
        }),
      }),
    );
    const purchase = bought?.ok
      ? ((await bought.json()) as { purchase: { id: string }; payment_url: string })
      : null;
    if (!purchase) {
      this.ledger.problems.push(`a wallet package was refused: ${bought?.status ?? "nothing"}`);
      return;
    }
    record(this.ledger.purchases, key, purchase.purchase.id);
    if (!(await this.approve(purchase.payment_url))) {
      this.ledger.problems.push(`purchase ${purchase.purchase.id} could not be approved`);
      return;
    }
    this.ledger.approvedPurchases.add(purchase.purchase.id);
    // Back on the storefront, the wallet page asks after the purchase, which settles it.
    const check = await withRetries(this.log, "wallet purchase check", () =>
      fetch(`${this.targets.api}/webapp/wallet/purchases/${purchase.purchase.id}`, {
        headers: auth,
      }),
    );
    const checked = check?.ok ? ((await check.json()) as { purchase: { status: string } }) : null;
    if (checked?.purchase.status !== "paid") {
      this.ledger.problems.push(
        `purchase ${purchase.purchase.id} approved but ${checked?.purchase.status ?? check?.status}`,
      );
    }
    const placed = await this.placeOrder({ ...this.demo.order, use_wallet: true }, auth);
    if (placed) this.toMove.push(placed.id);
  }

  /**
   * The owner moves the next waiting order on, one status at a time, to its end, as the board
   * offers them. A move whose answer was lost may have happened: the order is read again then.
   */
  async moveOrders(token: string): Promise<void> {
    const id = this.toMove.shift();
    if (id === undefined) return;
    const auth = { authorization: `Bearer ${token}` };
    const url = `${this.targets.api}/business/v1/orders/${id}`;
    const read = () =>
      withRetries(this.log, "staff board order", () => fetch(url, { headers: auth }));
    let answer = await read();
    for (let step = 0; step < 8 && answer; step++) {
      if (!answer.ok) {
        this.ledger.problems.push(`order ${id} could not be moved on: ${answer.status}`);
        await answer.body?.cancel();
        return;
      }
      const { order } = (await answer.json()) as { order: { next_statuses: number[] } };
      const next = order.next_statuses[0];
      if (next === undefined) return;
      const moved = await withRetries(this.log, "staff status", () =>
        fetch(`${url}/status`, {
          method: "POST",
          headers: { ...json, ...auth },
          body: JSON.stringify(
            next === 1 ? { status: next, preparation_minutes: 20 } : { status: next },
          ),
        }),
      );
      answer = moved?.status === 409 ? (await moved.body?.cancel(), await read()) : moved;
    }
    if (!answer) this.ledger.problems.push(`order ${id} was never moved on`);
  }

  /** Orders still waiting for the staff. */
  get waiting(): number {
    return this.toMove.length;
  }
}

function pageKind(path: string): string {
  const depth = path.split("/").filter(Boolean).length;
  return ["home", "home", "menu", "item", "item"][depth] ?? "item";
}
