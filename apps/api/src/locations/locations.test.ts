import {
  failureSchema,
  locationAnswerSchema,
  locationsAnswerSchema,
  maxSavedLocations,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import {
  insertOrderFixture,
  jabriyaPoint,
  salmiyaPoint,
  seaPoint,
} from "../../test/order-fixture.js";
import { newCustomer, type TestCustomer } from "../../test/customers.js";
import { servedRoutes } from "../../test/served-routes.js";
import { testApi } from "../../test/test-api.js";
import { deleteAccount } from "../accounts/delete-account.js";
import { areas, savedLocations } from "../db/schema/index.js";

// Runs on PGlite and, with DATABASE_URL, on real PostgreSQL.
const reference = "locations-fixture";
const otherReference = "locations-other";
let salmiyaAreaId: number;

const api = testApi({ clock: () => mondayNoon });

beforeAll(async () => {
  const fixture = await insertOrderFixture(api.db, reference);
  const [area] = await api.db
    .insert(areas)
    .values({
      zoneId: fixture.zoneId,
      branchId: fixture.branchId,
      name: { en: "Salmiya" },
      shape: { type: "Point", coordinates: [salmiyaPoint.lng, salmiyaPoint.lat] },
    })
    .returning({ id: areas.id });
  salmiyaAreaId = area?.id ?? 0;
  await insertOrderFixture(api.db, otherReference);
});

/** A new customer of a business, signed in. */
const customer = (ref = reference) =>
  newCustomer(api.db, ref, mondayNoon, { name: "Location customer" });
type Customer = TestCustomer;

const home = {
  title: "Home",
  ...salmiyaPoint,
  type: 1,
  block: "3",
  street: "Baghdad",
  house_number: "12",
};

const list = (who: Customer | undefined, ref = reference) =>
  api.app.inject({ method: "GET", url: `/webapp/locations/${ref}`, headers: who?.auth ?? {} });
const create = (who: Customer | undefined, payload: unknown, ref = reference) =>
  api.app.inject({
    method: "POST",
    url: `/webapp/locations/${ref}`,
    headers: who?.auth ?? {},
    payload: payload as Record<string, unknown>,
  });
/** A post to one of the customer's locations: `""` (replace), `"/delete"` or `"/default"`. */
const postTo = (who: Customer, id: number | string, action: string, payload: unknown = {}) =>
  api.app.inject({
    method: "POST",
    url: `/webapp/locations/${reference}/${id}${action}`,
    headers: who.auth,
    payload: payload as Record<string, unknown>,
  });
const update = (who: Customer, id: number | string, payload: unknown) =>
  postTo(who, id, "", payload);
const remove = (who: Customer, id: number | string) => postTo(who, id, "/delete");
const makeDefault = (who: Customer, id: number | string) => postTo(who, id, "/default");
const saved = async (who: Customer, payload: unknown) => {
  const response = await create(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return locationAnswerSchema.parse(response.json()).location;
};
const locationsOf = async (who: Customer) =>
  locationsAnswerSchema.parse((await list(who)).json()).locations;
const failure = (response: { json: () => unknown }) => failureSchema.parse(response.json());

describe("saved locations (spec 3, User: locations, each with a default flag)", () => {
  it("lists none at first, with the cap", async () => {
    const who = await customer();
    const response = await list(who);
    expect(response.statusCode).toBe(200);
    expect(locationsAnswerSchema.parse(response.json())).toMatchObject({
      locations: [],
      max_locations: maxSavedLocations,
    });
  });

  it("saves a location with its address fields and the area the server finds; the first is the default", async () => {
    const who = await customer();
    const location = await saved(who, { ...home, contact_phone: "+96550001234", paci: "12345678" });
    expect(location).toMatchObject({
      title: "Home",
      lat: salmiyaPoint.lat,
      lng: salmiyaPoint.lng,
      type: 1,
      block: "3",
      street: "Baghdad",
      house_number: "12",
      paci: "12345678",
      contact_phone: "+96550001234",
      is_default: true,
    });
    expect(location.area_id).toBe(salmiyaAreaId);
    const second = await saved(who, { ...home, title: "Work", type: 0, building: "Tower" });
    expect(second.is_default).toBe(false);
    expect((await locationsOf(who)).map(({ title }) => title)).toEqual(["Home", "Work"]);
  });

  it("moves the default: by the default call, or by saving with is_default; exactly one stays", async () => {
    const who = await customer();
    const first = await saved(who, home);
    const second = await saved(who, { ...home, title: "Work" });
    const answer = locationsAnswerSchema.parse((await makeDefault(who, second.id)).json());
    expect(answer.locations.map(({ id, is_default }) => [id, is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const third = await saved(who, { ...home, title: "Gym", is_default: true });
    const all = await locationsOf(who);
    expect(all.filter(({ is_default }) => is_default).map(({ id }) => id)).toEqual([third.id]);
    // Choosing the default again changes nothing.
    await makeDefault(who, third.id);
    expect((await locationsOf(who)).filter(({ is_default }) => is_default)).toHaveLength(1);
  });

  it("the database refuses a second default for one customer", async () => {
    const who = await customer();
    const first = await saved(who, home);
    await saved(who, { ...home, title: "Work" });
    await expect(
      api.db
        .update(savedLocations)
        .set({ isDefault: true })
        .where(eq(savedLocations.userId, who.userId)),
    ).rejects.toThrow();
    expect((await locationsOf(who))[0]?.id).toBe(first.id);
  });

  it("replaces a location whole; fields left out are gone", async () => {
    const who = await customer();
    const location = await saved(who, { ...home, note: "Ring twice" });
    const response = await update(who, location.id, {
      title: "Flat",
      ...salmiyaPoint,
      type: 2,
      building: "7",
      floor: "3",
      apartment: "12",
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = locationAnswerSchema.parse(response.json()).location;
    expect(changed).toMatchObject({ id: location.id, title: "Flat", type: 2, apartment: "12" });
    expect(changed.note).toBeUndefined();
    expect(changed.is_default).toBe(true);
  });

  it("deleting the default makes the oldest remaining one the default; deleting the last leaves none", async () => {
    const who = await customer();
    const first = await saved(who, home);
    const second = await saved(who, { ...home, title: "Work" });
    const third = await saved(who, { ...home, title: "Gym" });
    const afterFirst = locationsAnswerSchema.parse((await remove(who, first.id)).json());
    expect(afterFirst.locations.map(({ id, is_default }) => [id, is_default])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    await remove(who, third.id);
    const last = locationsAnswerSchema.parse((await remove(who, second.id)).json());
    expect(last.locations).toEqual([]);
    expect((await remove(who, second.id)).statusCode).toBe(404);
  });

  it("spec 5: a location outside every visible zone is refused, a hidden zone's too", async () => {
    const who = await customer();
    for (const point of [seaPoint, jabriyaPoint]) {
      const response = await create(who, { ...home, ...point });
      expect(response.statusCode).toBe(422);
      expect(failure(response).code).toBe("OUTSIDE_DELIVERY_ZONES");
    }
    const location = await saved(who, home);
    const moved = await update(who, location.id, { ...home, ...seaPoint });
    expect(failure(moved).code).toBe("OUTSIDE_DELIVERY_ZONES");
    expect(await locationsOf(who)).toHaveLength(1);
  });

  it(`keeps at most ${maxSavedLocations} locations per customer`, async () => {
    const who = await customer();
    for (let index = 0; index < maxSavedLocations; index++) {
      await saved(who, { ...home, title: `Place ${index}` });
    }
    const response = await create(who, { ...home, title: "One too many" });
    expect(response.statusCode).toBe(422);
    expect(failure(response).code).toBe("LOCATION_LIMIT");
    expect(await locationsOf(who)).toHaveLength(maxSavedLocations);
  });

  it("concurrent saves of a new customer's first locations make exactly one default", async () => {
    const who = await customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create(who, { ...home, title: `Spot ${index}` })),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(6).fill(201));
    expect((await locationsOf(who)).filter(({ is_default }) => is_default)).toHaveLength(1);
  });

  it("deleting the account deletes its locations", async () => {
    const who = await customer();
    await saved(who, home);
    await deleteAccount(api.db, who.userId, mondayNoon);
    const rows = await api.db
      .select()
      .from(savedLocations)
      .where(eq(savedLocations.userId, who.userId));
    expect(rows).toEqual([]);
  });
});

describe("saved locations: owners and tokens", () => {
  it("another customer's location is the same 404 as an unknown one, for every call", async () => {
    const owner = await customer();
    const stranger = await customer();
    const location = await saved(owner, home);
    for (const call of [
      (id: number) => update(stranger, id, home),
      (id: number) => remove(stranger, id),
      (id: number) => makeDefault(stranger, id),
    ]) {
      const theirs = await call(location.id);
      const unknown = await call(2_000_000_000);
      expect(theirs.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(failure(theirs).code).toBe("NOT_FOUND");
      expect(failure(theirs).message.replace(String(location.id), "ID")).toBe(
        failure(unknown).message.replace("2000000000", "ID"),
      );
    }
    expect(await locationsOf(stranger)).toEqual([]);
    expect(await locationsOf(owner)).toHaveLength(1);
  });

  it("has an owner check for every location route the API serves, so a new route needs one", async () => {
    // The routes that take a location id are the three above; the other two act on the caller's own list.
    const checked = [
      "POST /webapp/locations/:referenceId/:locationId",
      "POST /webapp/locations/:referenceId/:locationId/delete",
      "POST /webapp/locations/:referenceId/:locationId/default",
      "GET /webapp/locations/:referenceId",
      "POST /webapp/locations/:referenceId",
    ];
    const served = await servedRoutes({ db: api.db, logger: false });
    expect(served.filter((route) => route.includes("/locations"))).toEqual(checked.sort());
  });

  it("needs a token, of the business named", async () => {
    const who = await customer();
    const elsewhere = await customer(otherReference);
    expect((await list(undefined)).statusCode).toBe(401);
    expect(failure(await create(undefined, home)).code).toBe("UNAUTHORIZED");
    expect((await list(elsewhere)).statusCode).toBe(401);
    expect((await list(who, "no-such-business")).statusCode).toBe(404);
    const bad = await api.app.inject({
      method: "GET",
      url: `/webapp/locations/${reference}`,
      headers: { authorization: "Bearer nope" },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe("saved locations: bad input is a 400 with a stable code, never a 5xx", () => {
  const bodies: [string, unknown][] = [
    ["an extra field", { ...home, user_id: 1 }],
    ["an area id (the server's to find)", { ...home, area_id: 1 }],
    ["a latitude past 90", { ...home, lat: 91 }],
    ["a longitude past 180", { ...home, lng: -181 }],
    ["a latitude as text", { ...home, lat: "29.3" }],
    ["NaN", { ...home, lat: Number.NaN }],
    ["no title", { ...home, title: "" }],
    ["a blank title", { ...home, title: "   " }],
    ["a very long title", { ...home, title: "x".repeat(61) }],
    ["an unknown address type", { ...home, type: 3 }],
    ["a long block", { ...home, block: "9".repeat(41) }],
    ["a PACI with letters", { ...home, paci: "12ab" }],
    ["a contact phone with letters", { ...home, contact_phone: "call me" }],
    ["no point", { title: "Home", type: 1 }],
    ["an array", [home]],
    ["null", null],
  ];
  it.each(bodies)("refuses %s", async (_, payload) => {
    const who = await customer();
    const response =
      payload === null
        ? await api.app.inject({
            method: "POST",
            url: `/webapp/locations/${reference}`,
            headers: { ...who.auth, "content-type": "application/json" },
            payload: "null",
          })
        : await create(who, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(failure(response).code).toBe("BAD_REQUEST");
    expect(await locationsOf(who)).toEqual([]);
  });

  it.each(["0", "-1", "abc", "1.5", "99999999999"])("refuses the location id %s", async (id) => {
    const who = await customer();
    for (const response of [
      await remove(who, id),
      await makeDefault(who, id),
      await update(who, id, home),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(failure(response).code).toBe("BAD_REQUEST");
    }
  });

  it("refuses a body that is not JSON", async () => {
    const who = await customer();
    const response = await api.app.inject({
      method: "POST",
      url: `/webapp/locations/${reference}`,
      headers: { ...who.auth, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
