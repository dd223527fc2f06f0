import {
  boardOrderAnswerSchema,
  boardOrdersAnswerSchema,
  failureSchema,
  getOrderAnswerSchema,
  getShiftsAnswerSchema,
  orderExamples,
  placeOrderAnswerSchema,
  staffBranchMenuAnswerSchema,
  staffMenuDocumentAnswerSchema,
  staffMeAnswerSchema,
  staffSignInAnswerSchema,
  staffVerifyAnswerSchema,
} from "@storefront/api-client";
import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { demoCustomer, lastCode } from "../../test/customers.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { staffCalls } from "../../test/staff-calls.js";
import { testApi } from "../../test/test-api.js";
import {
  coupons,
  messages,
  staffAudit,
  staffMembers,
  walletLedger,
  wallets,
} from "../db/schema/index.js";

// The business side's accounts and board (ADR 062), through the API as the business app calls it.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });

const owner = "+96590000001";
const manager = "+96590000002";
const kitchen = "+96590000003";
const shopOwner = "+971500000101";

let orders = 0;

const { call, sessionOf } = staffCalls(api, clock.now);

const codeOf = (body: string) => failureSchema.parse(JSON.parse(body)).code;

/** Signs a member of staff in: password when given, then the code from the development inbox. */
async function signIn(phone: string, reference = "demo", password?: string): Promise<string> {
  clock.advance(31);
  const started = await call("POST", "/business/v1/sign-in", undefined, {
    reference_id: reference,
    phone,
    ...(password === undefined ? {} : { password }),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { challenge_id } = staffSignInAnswerSchema.parse(started.json());
  const verified = await call("POST", "/business/v1/verify", undefined, {
    challenge_id,
    code: await lastCode(api.app, phone),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return staffVerifyAnswerSchema.parse(verified.json()).token;
}

/** A cash car pickup at the demo's first branch, by a demo customer or a guest. */
async function placeOrder(extra: Record<string, unknown> = {}, token?: string, language = "en") {
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: {
      "idempotency-key": `staff-test-order-${String(++orders).padStart(4, "0")}`,
      "accept-language": language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { ...orderExamples.car_pickup, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderAnswerSchema.parse(response.json());
}

describe("staff sign-in", () => {
  it("opens a session with the password and then the code; /me names them and their business", async () => {
    const token = await signIn(owner, "demo", "demo-owner-2026");
    const me = staffMeAnswerSchema.parse((await call("GET", "/business/v1/me", token)).json());
    expect(me.staff).toMatchObject({ name: "Hamad Al-Ali", role: "owner", has_password: true });
    expect(me.business.reference_id).toBe("demo");
    expect(me.business.branches.length).toBeGreaterThan(0);
  });

  it("refuses a wrong or missing password with one answer, and sends no code", async () => {
    for (const password of [undefined, "not-the-password"]) {
      clock.advance(31);
      const before = await api.db.select().from(messages).where(eq(messages.recipient, owner));
      const response = await call("POST", "/business/v1/sign-in", undefined, {
        reference_id: "demo",
        phone: owner,
        ...(password === undefined ? {} : { password }),
      });
      expect(response.statusCode).toBe(401);
      expect(codeOf(response.body)).toBe("SIGN_IN_FAILED");
      const after = await api.db.select().from(messages).where(eq(messages.recipient, owner));
      expect(after.length).toBe(before.length);
    }
  });

  it("answers a phone of no staff as it answers staff, and no code opens it", async () => {
    const response = await call("POST", "/business/v1/sign-in", undefined, {
      reference_id: "demo",
      phone: "+96599999123",
    });
    expect(response.statusCode).toBe(200);
    const { challenge_id } = staffSignInAnswerSchema.parse(response.json());
    const verified = await call("POST", "/business/v1/verify", undefined, {
      challenge_id,
      code: "123456",
    });
    expect(verified.statusCode).toBe(400);
    expect(codeOf(verified.body)).toBe("OTP_INVALID");
  });

  it("a staff member of one business is nobody at another", async () => {
    const response = await call("POST", "/business/v1/sign-in", undefined, {
      reference_id: "demo-shop",
      phone: kitchen,
    });
    const { challenge_id } = staffSignInAnswerSchema.parse(response.json());
    const verified = await call("POST", "/business/v1/verify", undefined, {
      challenge_id,
      code: await lastCode(api.app, kitchen).catch(() => "000000"),
    });
    expect(verified.statusCode).toBe(400);
  });

  it("ends a session at sign-out, after 2 idle hours, and after 12 hours however used", async () => {
    const signedOut = await signIn(kitchen);
    expect((await call("POST", "/business/v1/sign-out", signedOut)).statusCode).toBe(200);
    expect((await call("GET", "/business/v1/me", signedOut)).statusCode).toBe(401);

    const idle = await signIn(kitchen);
    clock.advance(119 * 60);
    expect((await call("GET", "/business/v1/me", idle)).statusCode).toBe(200);
    clock.advance(121 * 60);
    expect((await call("GET", "/business/v1/me", idle)).statusCode).toBe(401);

    const busy = await signIn(kitchen);
    for (let hour = 0; hour < 12; hour += 1) {
      clock.advance(3600);
      const answer = await call("GET", "/business/v1/me", busy);
      expect(answer.statusCode, `hour ${hour}`).toBe(hour < 11 ? 200 : 401);
    }
  });

  it("a removed member of staff is signed out at once, and only an owner may remove", async () => {
    const ownerToken = await signIn(owner, "demo", "demo-owner-2026");
    const invited = await call("POST", "/business/v1/staff", ownerToken, {
      name: "Temporary cook",
      phone: "+96590000099",
      role: "staff",
      branch_id: null,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const cook = await signIn("+96590000099");
    const managerToken = await signIn(manager);
    const [row] = await api.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.phone, "+96590000099"));
    const removeUrl = `/business/v1/staff/${row?.id}/remove`;
    expect((await call("POST", removeUrl, managerToken)).statusCode).toBe(403);
    expect((await call("POST", removeUrl, ownerToken)).statusCode).toBe(200);
    expect((await call("GET", "/business/v1/me", cook)).statusCode).toBe(401);
    const audit = await api.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.subject, `staff:${row?.id}`));
    expect(audit.map(({ action }) => action).sort()).toEqual(["staff.invite", "staff.remove"]);
  });
});

describe("the board", () => {
  beforeEach(() => clock.set(mondayNoon));

  it("shows a new order, accepts it with 20 minutes, and the customer's page shows the time", async () => {
    const token = await sessionOf(kitchen);
    const placed = await placeOrder({}, undefined, "ar");
    const board = boardOrdersAnswerSchema.parse(
      (await call("GET", "/business/v1/orders", token)).json(),
    );
    const shown = board.orders.find(({ order }) => order.id === placed.order.id);
    expect(shown?.next_statuses).toEqual(expect.arrayContaining([1, 2]));

    const accepted = await call("POST", `/business/v1/orders/${placed.order.id}/status`, token, {
      status: 1,
      preparation_minutes: 20,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const expectedAt = new Date(mondayNoon.getTime() + 20 * 60_000).toISOString();
    expect(boardOrderAnswerSchema.parse(accepted.json()).order.order.expected_at).toBe(expectedAt);

    const seen = getOrderAnswerSchema.parse(
      (await call("GET", `/webapp/order/${placed.order.id}/${placed.access_key}`)).json(),
    );
    expect(seen.order).toMatchObject({ status: 1, expected_at: expectedAt });

    // The customer ordered in Arabic: the text they get is Arabic, with Kuwait's time.
    const [told] = await api.db
      .select({ text: messages.body, channel: messages.channel })
      .from(messages)
      .where(eq(messages.recipient, "+96551234567"))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(told?.channel).toBe("sms");
    expect(told?.text).toContain(`رقم ${placed.order.id}`);
    expect(told?.text).toContain("12:20");

    const [audit] = await api.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `order:${placed.order.id}`));
    expect(audit).toMatchObject({ action: "order.status" });
  });

  it("refuses a move the domain does not allow, and another business's order is not found", async () => {
    const token = await sessionOf(kitchen);
    const placed = await placeOrder();
    const skip = await call("POST", `/business/v1/orders/${placed.order.id}/status`, token, {
      status: 5,
    });
    expect(skip.statusCode).toBe(409);
    expect(codeOf(skip.body)).toBe("STATUS_TRANSITION_NOT_ALLOWED");

    const stranger = await sessionOf(shopOwner);
    for (const [method, url, body] of [
      ["GET", `/business/v1/orders/${placed.order.id}`, undefined],
      ["POST", `/business/v1/orders/${placed.order.id}/status`, { status: 1 }],
    ] as const) {
      const response = await call(method, url, stranger, body);
      expect(response.statusCode, url).toBe(404);
    }
    const listed = boardOrdersAnswerSchema.parse(
      (await call("GET", "/business/v1/orders", stranger)).json(),
    );
    expect(listed.orders.some(({ order }) => order.id === placed.order.id)).toBe(false);
  });

  it("a rejected wallet order gets its wallet debit and its coupon use back, once", async () => {
    const token = await sessionOf(manager);
    const yousef = await demoCustomer(api.db, "+96550000002", mondayNoon);
    const balance = async () =>
      (
        await api.db
          .select({ balance: wallets.balance })
          .from(wallets)
          .where(eq(wallets.userId, yousef.userId))
      )[0]?.balance;
    const uses = async () =>
      (await api.db.select().from(coupons).where(eq(coupons.code, "WELCOME10")))[0]?.usedCount;
    const [balanceBefore, usesBefore] = [await balance(), await uses()];
    const placed = await placeOrder(
      { use_wallet: true, coupon_code: "WELCOME10", name: "Yousef", phone: "50000002" },
      yousef.token,
    );
    expect(await balance()).toBeLessThan(balanceBefore ?? 0);
    expect(await uses()).toBe((usesBefore ?? 0) + 1);

    const moves = await Promise.all(
      [1, 2].map(() =>
        call("POST", `/business/v1/orders/${placed.order.id}/status`, token, {
          status: 2,
          reason: "Out of falafel",
        }),
      ),
    );
    expect(moves.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409]);
    expect(await balance()).toBe(balanceBefore);
    expect(await uses()).toBe(usesBefore);
    const refunds = await api.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.orderId, placed.order.id), eq(walletLedger.kind, "order_refund")));
    expect(refunds).toHaveLength(1);
    const seen = getOrderAnswerSchema.parse(
      (await call("GET", `/webapp/order/${placed.order.id}/${placed.access_key}`)).json(),
    );
    expect(seen.order).toMatchObject({ status: 2, status_reason: "Out of falafel" });
  });
});

describe("sold out", () => {
  beforeEach(() => clock.set(mondayNoon));

  it("a dish marked sold out on the board leaves the menu and orders on the next request", async () => {
    const token = await sessionOf(kitchen);
    const { branch_id: branch, order_lines } = orderExamples.car_pickup;
    const itemId = order_lines[0]!.item_id;
    const url = `/business/v1/branches/${branch}/items/${itemId}/sold-out`;
    const onMenu = async () =>
      (
        (await call("GET", `/webapp/v5/menu/${branch}`)).json() as {
          menu: { items: { id: number }[] };
        }
      ).menu.items.some(({ id }) => id === itemId);
    expect(await onMenu()).toBe(true);
    expect((await call("POST", url, token, { sold_out: true })).statusCode).toBe(200);
    expect(await onMenu()).toBe(false);
    const refused = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "staff-test-sold-out-order" },
      payload: orderExamples.car_pickup,
    });
    expect(refused.statusCode).toBe(422);
    expect(codeOf(refused.body)).toBe("ITEM_SOLD_OUT");
    expect((await call("POST", url, token, { sold_out: false })).statusCode).toBe(200);
    expect(await onMenu()).toBe(true);
  });
});

describe("the menu from the board", () => {
  beforeEach(() => clock.set(mondayNoon));

  it("lists a branch's dishes with prices, hidden and sold-out ones marked; not another's branch", async () => {
    const token = await sessionOf(kitchen);
    const { branch_id: branch, order_lines } = orderExamples.car_pickup;
    const { item_id: itemId, price_label_id: labelId } = order_lines[0]!;
    const menuOf = async () => {
      const answer = await call("GET", `/business/v1/branches/${branch}/menu`, token);
      expect(answer.statusCode, answer.body).toBe(200);
      const menu = staffBranchMenuAnswerSchema.parse(answer.json());
      return { menu, dish: menu.categories.flatMap((c) => c.items).find((i) => i.id === itemId) };
    };
    const before = await menuOf();
    expect(before.menu.currency).toBe("KWD");
    expect(before.dish?.sold_out_since).toBeNull();
    expect(before.dish?.prices.map(({ id }) => id)).toContain(labelId);

    const mark = `/business/v1/branches/${branch}/items/${itemId}/sold-out`;
    expect((await call("POST", mark, token, { sold_out: true })).statusCode).toBe(200);
    const manager_ = await sessionOf(manager);
    const visibility = `/business/v1/items/${itemId}/visibility`;
    expect((await call("POST", visibility, manager_, { visible: false })).statusCode).toBe(200);
    const after = await menuOf();
    expect(after.dish?.sold_out_since).toBe(mondayNoon.toISOString());
    expect(after.dish?.visible).toBe(false);
    await call("POST", mark, token, { sold_out: false });
    await call("POST", visibility, manager_, { visible: true });

    const other = await call(
      "GET",
      `/business/v1/branches/${branch}/menu`,
      await sessionOf(shopOwner),
    );
    expect(other.statusCode).toBe(404);
    expect(codeOf(other.body)).toBe("NOT_FOUND");
  });

  it("gives managers the whole menu as a document that names the dish at its price, and not the kitchen", async () => {
    const answer = await call("GET", "/business/v1/menu-document", await sessionOf(manager));
    expect(answer.statusCode, answer.body).toBe(200);
    const { document } = staffMenuDocumentAnswerSchema.parse(answer.json());
    expect(document.currency).toBe("KWD");
    const falafel = document.categories
      .flatMap((category) => [category, ...(category.subcategories ?? [])])
      .flatMap((category) => category.items)
      .find((item) => item.name.en === "Falafel");
    expect(falafel?.priceLabels[0]?.price).toMatch(/^\d+\.\d{3}$/);
    const refused = await call("GET", "/business/v1/menu-document", await sessionOf(kitchen));
    expect(refused.statusCode).toBe(403);
  });

  it("a manager's new price is charged on the next order, and a hidden dish leaves the menu", async () => {
    const token = await sessionOf(manager);
    const { branch_id: branch, order_lines } = orderExamples.car_pickup;
    const { item_id: itemId, price_label_id: labelId } = order_lines[0]!;
    const kitchen = await sessionOf("+96590000003");
    const priceUrl = `/business/v1/items/${itemId}/price`;
    expect(
      (await call("POST", priceUrl, kitchen, { price_label_id: labelId, price: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", priceUrl, token, { price_label_id: labelId, price: 1_250 })).statusCode,
    ).toBe(200);
    const placed = await placeOrder();
    expect(placed.order.breakdown.lines[0]?.unit_price).toBe(1_250);

    // A hidden dish stays in the menu's answer, marked: the storefront leaves it out.
    const shown = async () =>
      (
        (await call("GET", `/webapp/v5/menu/${branch}`)).json() as {
          menu: { items: { id: number; visible: boolean }[] };
        }
      ).menu.items.find(({ id }) => id === itemId)?.visible;
    const visibility = `/business/v1/items/${itemId}/visibility`;
    expect((await call("POST", visibility, token, { visible: false })).statusCode).toBe(200);
    expect(await shown()).toBe(false);
    expect((await call("POST", visibility, token, { visible: true })).statusCode).toBe(200);
    expect(await shown()).toBe(true);
    const audit = await api.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.subject, `item:${itemId}`));
    expect(audit.map(({ action }) => action)).toEqual(
      expect.arrayContaining(["item.price", "item.hide", "item.show"]),
    );
  });
});

describe("a car pickup customer outside", () => {
  beforeEach(() => clock.set(mondayNoon));

  it("says so once, and the board shows when; a dine-in order cannot", async () => {
    const token = await sessionOf(kitchen);
    const placed = await placeOrder();
    const arrive = () =>
      call("POST", `/webapp/order/${placed.order.id}/${placed.access_key}/arrived`);
    expect((await arrive()).statusCode).toBe(200);
    clock.advance(60);
    expect((await arrive()).statusCode).toBe(200);
    const board = boardOrderAnswerSchema.parse(
      (await call("GET", `/business/v1/orders/${placed.order.id}`, token)).json(),
    );
    expect(board.order.order.customer_arrived_at).toBe(mondayNoon.toISOString());

    const dineInOrder = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "staff-test-delivery-arrival" },
      payload: orderExamples.dinein,
    });
    expect(dineInOrder.statusCode, dineInOrder.body).toBe(201);
    const dineIn = placeOrderAnswerSchema.parse(dineInOrder.json());
    const refused = await call(
      "POST",
      `/webapp/order/${dineIn.order.id}/${dineIn.access_key}/arrived`,
    );
    expect(refused.statusCode).toBe(409);
  });
});

describe("pauses", () => {
  beforeEach(() => clock.set(mondayNoon));

  it("a manager pauses car pickup: orders are refused in words, the shifts say until when", async () => {
    const kitchenToken = await sessionOf(kitchen);
    const managerToken = await sessionOf(manager);
    const me = staffMeAnswerSchema.parse(
      (await call("GET", "/business/v1/me", managerToken)).json(),
    );
    const branchId = orderExamples.car_pickup.branch_id;
    expect(me.business.branches.map(({ id }) => id)).toContain(branchId);
    const url = `/business/v1/branches/${branchId}/pause`;
    const pause = { selling_type: "car_pickup", minutes: 30 };
    expect((await call("POST", url, kitchenToken, pause)).statusCode).toBe(403);
    expect((await call("POST", url, managerToken, pause)).statusCode).toBe(200);

    const refused = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "staff-test-paused-order-1" },
      payload: orderExamples.car_pickup,
    });
    expect(refused.statusCode).toBe(422);
    expect(failureSchema.parse(refused.json())).toMatchObject({
      code: "BRANCH_PAUSED",
      message: "This branch takes no car_pickup orders until 12:30",
    });
    const shifts = getShiftsAnswerSchema.parse(
      (await call("GET", `/webapp/v5/shifts/demo?type=car_pickup&branch_id=${branchId}`)).json(),
    );
    expect(shifts.today).toMatchObject({
      status: "closed",
      paused_until: new Date(mondayNoon.getTime() + 30 * 60_000).toISOString(),
    });

    await call("POST", url, managerToken, { selling_type: "car_pickup", minutes: 0 });
    await placeOrder();
  });
});
