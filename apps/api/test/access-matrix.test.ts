import {
  buyPackageAnswerSchema,
  endpoints,
  fillPath,
  pathParameterNames,
  devInboxAnswerSchema,
  failureSchema,
  locationAnswerSchema,
  locationsAnswerSchema,
  otpSentAnswerSchema,
  placeOrderAnswerSchema,
  reservationAnswerSchema,
  walletAnswerSchema,
} from "@storefront/api-client";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { openSession } from "../src/accounts/sessions.js";
import { routePath } from "../src/endpoints/serve.js";
import { branches, businesses, diningTables, users } from "../src/db/schema/index.js";
import { orderExamples } from "@storefront/api-client";
import { mondayNoon } from "./clock.js";
import { sandboxOrdering, storefront } from "./sandbox-ordering.js";
import { servedRoutes } from "./served-routes.js";
import { testApi } from "./test-api.js";

// QUALITY.md, Security: the two-customer access matrix. The endpoint table says who may call each
// route: anyone (a business's own published data), development only (absent in production), or a
// customer about their own things: for those, a second customer of the same business, and one of
// another business, asking for the first one's thing get exactly what an unknown id gets. A new
// customer call fails the second test until it is checked here. Runs on PGlite and PostgreSQL.

const api = testApi({
  clock: () => mondayNoon,
  ordering: sandboxOrdering(),
});

interface Customer {
  readonly userId: number;
  readonly token: string;
}

let phones = 0;
/** A new customer of a business with a session, without spending the phone's code limits. */
async function customer(referenceId: string): Promise<Customer> {
  const [business] = await api.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  const businessId = business?.id ?? 0;
  const [user] = await api.db
    .insert(users)
    .values({
      businessId,
      name: "Matrix customer",
      phone: `+9656${String(++phones).padStart(7, "0")}`,
      email: null,
      createdAt: mondayNoon,
    })
    .returning({ id: users.id });
  const userId = user?.id ?? 0;
  return { userId, token: await openSession(api.db, userId, businessId, mondayNoon) };
}

function call(
  method: "GET" | "POST",
  url: string,
  who?: Customer,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url,
    headers: { ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The status and stable code of an answer: what tells a stranger anything. */
function outcome(response: LightMyRequestResponse) {
  const body: unknown = response.json();
  const failure = failureSchema.safeParse(body);
  return { status: response.statusCode, code: failure.success ? failure.data.code : "answer" };
}

let orders = 0;
/** The owner's order: cash, or KNET through the sandbox for its payment id. */
async function placeOrder(owner: Customer | undefined, online = false) {
  const body = online
    ? { ...orderExamples.car_pickup, payment_type: 4, return_url: `${storefront}/done` }
    : orderExamples.car_pickup;
  const response = await call("POST", "/webapp/order", owner, body, {
    "idempotency-key": `access-matrix-${String(++orders).padStart(4, "0")}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = placeOrderAnswerSchema.parse(response.json());
  const paymentId = answer.payment_url ? new URL(answer.payment_url).pathname.split("/").pop() : "";
  return { id: answer.order.id, key: answer.access_key, paymentId: paymentId ?? "" };
}

/** The owner's car pickup handed over, as the kitchen would move it (ADR 014). */
async function deliveredOrder(owner: Customer) {
  const order = await placeOrder(owner);
  for (const status of [1, 3, 5]) {
    const moved = await call("POST", `/dev/order/${order.id}/status`, undefined, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return order.id;
}

const rate = (who: Customer, body: Record<string, unknown> = {}) =>
  call("POST", "/users/rate", who, { reference_id: "demo", stars: 4, ...body });

/** Salmiya, inside the demo restaurant's zone. */
const home = {
  title: "Home",
  lat: 29.3375,
  lng: 48.0755,
  type: 1,
  block: "3",
  street: "Baghdad",
  house_number: "12",
};

async function saveLocation(owner: Customer) {
  const response = await call("POST", "/webapp/locations/demo", owner, home);
  expect(response.statusCode, response.body).toBe(201);
  return locationAnswerSchema.parse(response.json()).location.id;
}

/** The three calls on one saved location, each asked by `who` about `id`. */
const locationCall = (action: "" | "/default" | "/delete") => ({
  own: async (owner: Customer) =>
    call(
      "POST",
      `/webapp/locations/demo/${await saveLocation(owner)}${action}`,
      owner,
      action ? {} : home,
    ),
  theirs: async (owner: Customer, other: Customer) =>
    call(
      "POST",
      `/webapp/locations/demo/${await saveLocation(owner)}${action}`,
      other,
      action ? {} : home,
    ),
  unknown: (other: Customer) =>
    call("POST", `/webapp/locations/demo/999999${action}`, other, action ? {} : home),
});

let bookings = 0;
/** A booking of its own: each call takes another of the branch's four tables or another hour. */
async function reserveTable(owner: Customer) {
  const booking = bookings++;
  const [table] = await api.db
    .select({ id: diningTables.id })
    .from(diningTables)
    .innerJoin(branches, eq(branches.id, diningTables.branchId))
    .where(
      and(eq(branches.referenceId, "demo-salmiya"), eq(diningTables.name, `F${(booking % 4) + 1}`)),
    );
  const response = await call("POST", "/webapp/reserve-table", owner, {
    reference_id: "demo",
    date: "2026-11-23",
    slot: `${17 + Math.floor(booking / 4)}:00`,
    party_size: 2,
    table_id: table?.id ?? 0,
  });
  expect(response.statusCode, response.body).toBe(201);
  return reservationAnswerSchema.parse(response.json()).reservation.id;
}

let buys = 0;
/** A fresh Idempotency-Key for a package's "Buy". */
const buyKey = () => ({
  "idempotency-key": `access-matrix-buy-${String(++buys).padStart(4, "0")}`,
});

/** A "Buy" of a package by this customer, with a fresh key. */
const buy = (packageId: number, who: Customer) =>
  call(
    "POST",
    `/webapp/wallet/packages/${packageId}/buy`,
    who,
    { return_url: `${storefront}/wallet` },
    buyKey(),
  );

async function buyPackage(owner: Customer) {
  const wallet = walletAnswerSchema.parse((await call("GET", "/webapp/wallet/demo", owner)).json());
  const packageId = wallet.availablePackages[0]?.id ?? 0;
  const response = await buy(packageId, owner);
  expect(response.statusCode, response.body).toBe(201);
  return { packageId, purchaseId: buyPackageAnswerSchema.parse(response.json()).purchase.id };
}

interface Case {
  /** The owner's own request succeeds. */
  readonly own: (owner: Customer) => Promise<LightMyRequestResponse>;
  /** The same request by someone else, about the owner's thing. */
  readonly theirs: (owner: Customer, other: Customer) => Promise<LightMyRequestResponse>;
  /** The same request by someone else, about a thing that does not exist. */
  readonly unknown: (other: Customer) => Promise<LightMyRequestResponse>;
  /** A business's own offer (a package) is open to its every customer: only others are strangers. */
  readonly businessWide?: true;
}

const missingKey = "A".repeat(43);
const missingPurchase = "B".repeat(22);

/** Routes naming something of one customer's, and how each is asked for. */
const ownedRoutes: Record<string, Case> = {
  getProfile: {
    own: (owner) => call("GET", `/webapp/profile/${owner.userId}`, owner),
    theirs: (owner, other) => call("GET", `/webapp/profile/${owner.userId}`, other),
    unknown: (other) => call("GET", "/webapp/profile/999999", other),
  },
  deleteAccount: {
    own: (owner) => call("GET", `/webapp/profile/${owner.userId}`, owner),
    theirs: (owner, other) => call("GET", `/webapp/account/delete/${owner.userId}`, other),
    unknown: (other) => call("GET", "/webapp/account/delete/999999", other),
  },
  deleteAccountByPost: {
    own: (owner) => call("GET", `/webapp/profile/${owner.userId}`, owner),
    theirs: (owner, other) => call("POST", `/webapp/account/delete/${owner.userId}`, other, {}),
    unknown: (other) => call("POST", "/webapp/account/delete/999999", other, {}),
  },
  getCustomerOrders: {
    own: async (owner) => {
      await placeOrder(owner);
      return call("GET", `/webapp/v5/orders/${owner.userId}`, owner);
    },
    theirs: (owner, other) => call("GET", `/webapp/v5/orders/${owner.userId}`, other),
    unknown: (other) => call("GET", "/webapp/v5/orders/999999", other),
  },
  getCustomerOrder: {
    own: async (owner) => call("GET", `/webapp/order/${(await placeOrder(owner)).id}`, owner),
    theirs: async (owner, other) =>
      call("GET", `/webapp/order/${(await placeOrder(owner)).id}`, other),
    unknown: (other) => call("GET", "/webapp/order/999999", other),
  },
  getOrder: {
    own: async (owner) => {
      const order = await placeOrder(owner);
      return call("GET", `/webapp/order/${order.id}/${order.key}`);
    },
    theirs: async (owner, other) =>
      call("GET", `/webapp/order/${(await placeOrder(owner)).id}/${missingKey}`, other),
    unknown: (other) => call("GET", `/webapp/order/999999/${missingKey}`, other),
  },
  getOrderEvents: {
    own: async (owner) => {
      const order = await placeOrder(owner);
      return call("GET", `/webapp/update-order-events/${order.id}/${order.key}`);
    },
    theirs: async (owner, other) =>
      call(
        "GET",
        `/webapp/update-order-events/${(await placeOrder(owner)).id}/${missingKey}`,
        other,
      ),
    unknown: (other) => call("GET", `/webapp/update-order-events/999999/${missingKey}`, other),
  },
  customerArrived: {
    own: async (owner) => {
      const order = await placeOrder(owner);
      return call("POST", `/webapp/order/${order.id}/${order.key}/arrived`);
    },
    theirs: async (owner, other) =>
      call("POST", `/webapp/order/${(await placeOrder(owner)).id}/${missingKey}/arrived`, other),
    unknown: (other) => call("POST", `/webapp/order/999999/${missingKey}/arrived`, other),
  },
  retryPayment: {
    own: async (owner) => {
      const order = await placeOrder(owner, true);
      return call("POST", `/webapp/order/${order.id}/${order.key}/payment`, undefined, {});
    },
    theirs: async (owner, other) =>
      call(
        "POST",
        `/webapp/order/${(await placeOrder(owner, true)).id}/${missingKey}/payment`,
        other,
        {},
      ),
    unknown: (other) => call("POST", `/webapp/order/999999/${missingKey}/payment`, other, {}),
  },
  getTransaction: {
    own: async (owner) => {
      const order = await placeOrder(owner, true);
      return call("GET", `/webapp/transaction/${order.id}/${order.paymentId}`, owner);
    },
    // Another order's id with the owner's payment: a payment answers only for its own order.
    theirs: async (owner, other) => {
      const order = await placeOrder(owner, true);
      const guest = await placeOrder(undefined);
      return call("GET", `/webapp/transaction/${guest.id}/${order.paymentId}`, other);
    },
    unknown: async (other) => {
      const guest = await placeOrder(undefined);
      return call("GET", `/webapp/transaction/${guest.id}/${missingPurchase}`, other);
    },
  },
  rateBusiness: {
    own: async (owner) => rate(owner, { order_id: await deliveredOrder(owner) }),
    theirs: async (owner, other) => rate(other, { order_id: await deliveredOrder(owner) }),
    unknown: (other) => rate(other, { order_id: 999_999 }),
  },
  updateLocation: locationCall(""),
  setDefaultLocation: locationCall("/default"),
  deleteLocation: locationCall("/delete"),
  getReservation: {
    own: async (owner) => call("GET", `/webapp/reservation/${await reserveTable(owner)}`, owner),
    theirs: async (owner, other) =>
      call("GET", `/webapp/reservation/${await reserveTable(owner)}`, other),
    unknown: (other) => call("GET", "/webapp/reservation/999999", other),
  },
  getWalletPurchase: {
    own: async (owner) =>
      call("GET", `/webapp/wallet/purchases/${(await buyPackage(owner)).purchaseId}`, owner),
    theirs: async (owner, other) =>
      call("GET", `/webapp/wallet/purchases/${(await buyPackage(owner)).purchaseId}`, other),
    unknown: (other) => call("GET", `/webapp/wallet/purchases/${missingPurchase}`, other),
  },
  buyWalletPackage: {
    own: async (owner) => buy((await buyPackage(owner)).packageId, owner),
    // A package is its business's: another business's customer cannot even see it.
    businessWide: true,
    theirs: async (owner, other) => buy((await buyPackage(owner)).packageId, other),
    unknown: (other) => buy(999_999, other),
  },
};

/**
 * Routes whose answer is the token's own customer, whatever the path names (a business, or
 * nothing): a second customer sees and changes only their own, another business's token is
 * refused. Each check runs with the owner's things in place.
 */
const ownRoutes: Record<string, (owner: Customer, neighbour: Customer) => Promise<void>> = {
  getWallet: async (_owner, neighbour) => {
    const theirs = walletAnswerSchema.parse(
      (await call("GET", "/webapp/wallet/demo", neighbour)).json(),
    );
    expect(theirs.balance.every(({ amount }) => amount === 0)).toBe(true);
  },
  getWalletHistory: async (_owner, neighbour) => {
    const theirs = await call("GET", "/webapp/wallet/demo/history", neighbour);
    expect(theirs.json()).toMatchObject({ total: 0 });
  },
  getLocations: async (owner, neighbour) => {
    const id = await saveLocation(owner);
    const theirs = locationsAnswerSchema.parse(
      (await call("GET", "/webapp/locations/demo", neighbour)).json(),
    );
    expect(theirs.locations.map((location) => location.id)).not.toContain(id);
  },
  createLocation: async (owner, neighbour) => {
    await saveLocation(neighbour);
    const mine = locationsAnswerSchema.parse(
      (await call("GET", "/webapp/locations/demo", owner)).json(),
    );
    expect(mine.locations).toEqual([]);
  },
  getReservations: async (owner, neighbour) => {
    const id = await reserveTable(owner);
    const mine = await call("POST", "/webapp/reservations/demo", owner, {});
    expect(JSON.stringify(mine.json())).toContain(`"id":${id}`);
    const theirs = await call("POST", "/webapp/reservations/demo", neighbour, {});
    expect(theirs.statusCode).toBe(200);
    expect(JSON.stringify(theirs.json())).not.toContain(`"id":${id}`);
  },
  getMyReview: async (owner, neighbour) => {
    expect((await rate(owner, { stars: 5, comment: "Lovely" })).statusCode).toBe(201);
    const theirs = await call("GET", "/users/rate/demo", neighbour);
    expect(theirs.statusCode).toBe(200);
    expect(JSON.stringify(theirs.json())).not.toContain("Lovely");
    const mine = await call("GET", "/users/rate/demo", owner);
    expect(JSON.stringify(mine.json())).toContain("Lovely");
  },
  updateProfile: async (owner, neighbour) => {
    await call("POST", "/webapp/update-profile", neighbour, { name: "Renamed" });
    const profile = await call("GET", `/webapp/profile/${owner.userId}`, owner);
    expect(profile.json()).toMatchObject({ user: { name: "Matrix customer" } });
  },
  verifyPhone: async (owner, neighbour) => {
    // The owner's code for a new phone does not prove that phone for anyone else.
    const phone = `+9659${String(++phones).padStart(7, "0")}`;
    const sent = await call("POST", "/send-otp", owner, {
      reference_id: "demo",
      phone,
      purpose: "verify_phone",
    });
    const challenge = otpSentAnswerSchema.parse(sent.json()).challenge_id;
    const inbox = devInboxAnswerSchema.parse(
      (await call("GET", `/dev/inbox?phone=${encodeURIComponent(phone)}`)).json(),
    );
    const code = /\b(\d{6})\b/.exec(inbox.messages[0]?.text ?? "")?.[1] ?? "";
    const stolen = await call("POST", "/webapp/verify-phone", neighbour, {
      challenge_id: challenge,
      code,
    });
    expect(stolen.statusCode).toBeGreaterThanOrEqual(400);
    const mine = await call("POST", "/webapp/verify-phone", owner, {
      challenge_id: challenge,
      code,
    });
    expect(mine.json()).toMatchObject({ user: { phones: expect.arrayContaining([phone]) } });
  },
  logout: async (owner, neighbour) => {
    expect((await call("POST", "/webapp/logout", neighbour, {})).statusCode).toBeLessThan(300);
    expect((await call("GET", `/webapp/profile/${owner.userId}`, owner)).statusCode).toBe(200);
    expect((await call("GET", `/webapp/profile/${neighbour.userId}`, neighbour)).statusCode).toBe(
      401,
    );
  },
};

const routesServedIn = (production: boolean) =>
  servedRoutes({ db: api.db, logger: false, ordering: { ...sandboxOrdering(), production } });

describe("the two-customer access matrix (QUALITY.md, Security)", () => {
  it("serves exactly the endpoint table, each route where the table says", async () => {
    expect(await routesServedIn(false)).toEqual(
      Object.values(endpoints)
        .map(({ method, path }) => `${method} ${routePath(path)}`)
        .sort(),
    );
  });

  it("checks every call the table gives to a customer, so a new one must say how", () => {
    const placed = [...Object.keys(ownedRoutes), ...Object.keys(ownRoutes)].sort();
    const customers = Object.entries(endpoints)
      .filter(([, entry]) => entry.access === "customer")
      .map(([name]) => name);
    expect(placed).toEqual(customers.sort());
  });

  it("serves none of the development routes in production", async () => {
    const served = await routesServedIn(true);
    const development = Object.values(endpoints).filter(({ access }) => access === "development");
    expect(development.length).toBeGreaterThan(0);
    for (const { method, path } of development) {
      expect(served).not.toContain(`${method} ${routePath(path)}`);
    }
  });

  it.each(Object.keys(ownedRoutes))(
    "%s: another customer, here or elsewhere, gets what an unknown id gets",
    async (route) => {
      const check = ownedRoutes[route] as Case;
      const owner = await customer("demo");
      const neighbour = await customer("demo");
      const elsewhere = await customer("demo-zurich");
      const own = await check.own(owner);
      expect([200, 201], own.body).toContain(own.statusCode);
      for (const other of check.businessWide ? [elsewhere] : [neighbour, elsewhere]) {
        const theirs = outcome(await check.theirs(owner, other));
        expect(theirs.status).toBeGreaterThanOrEqual(400);
        expect(theirs).toEqual(outcome(await check.unknown(other)));
      }
      // Nothing the others tried changed the owner's account.
      expect((await call("GET", `/webapp/profile/${owner.userId}`, owner)).statusCode).toBe(200);
    },
  );

  it.each(Object.keys(ownRoutes))(
    "%s: a second customer sees and changes only their own; another business's token is refused",
    async (route) => {
      const owner = await customer("demo");
      const neighbour = await customer("demo");
      await (ownRoutes[route] as (owner: Customer, neighbour: Customer) => Promise<void>)(
        owner,
        neighbour,
      );
      const elsewhere = await customer("demo-zurich");
      // Those naming the business in their path refuse another business's token.
      const entry = endpoints[route as keyof typeof endpoints];
      const names = pathParameterNames(entry.path);
      if (names.length > 0) {
        const url = fillPath(entry.path, Object.fromEntries(names.map((name) => [name, "demo"])));
        const body = route === "createLocation" ? home : {};
        const crossed = await call(
          entry.method,
          url,
          elsewhere,
          entry.method === "POST" ? body : undefined,
        );
        expect(crossed.statusCode).toBe(401);
      }
    },
  );
});
