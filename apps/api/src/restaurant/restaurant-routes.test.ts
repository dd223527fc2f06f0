import {
  businessSettingNames,
  businessSettingsOf,
  defaultBusinessSettings,
  failureSchema,
  getMenuAnswerSchema,
  getRestaurantAnswerSchema,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import { type DemoBusiness, loadDemo } from "../seed/demo-data.js";
import { businesses, themes } from "../db/schema/index.js";
import { seedBusinesses } from "../seed/seed-demo.js";

/** A business that set nothing, whose own site asks visitors of the shared storefront over. */
const { businesses: demoBusinesses } = await loadDemo();
const plainBusiness: DemoBusiness = {
  business: {
    referenceId: "plain-fixture",
    ownerUserId: 90,
    name: { en: "Plain" },
    businessType: "restaurant",
    currency: "USD",
    locales: ["en"],
  },
  branches: [
    { referenceId: "plain-fixture-north", name: { en: "North" } },
    { referenceId: "plain-fixture-south", name: { en: "South" } },
  ],
  hosts: [
    { host: "plain.example", primary: true, redirectShared: true },
    { host: "www.plain.example" },
  ],
};

const api = testApi();

beforeAll(async () => {
  await seedBusinesses(api.db, [plainBusiness]);
});

async function getRestaurant(path: string) {
  const response = await api.app.inject({ method: "GET", url: `/webapp/v5/restaurant/${path}` });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe("GET /webapp/v5/restaurant/:reference_id", () => {
  it("answers the Kuwaiti demo restaurant as the v5 contract describes it", async () => {
    const { status, body } = await getRestaurant("demo");
    expect(status).toBe(200);

    const { restaurant, error, message } = getRestaurantAnswerSchema.parse(body);
    expect(error).toBe(0);
    expect(message).toBe("");
    expect(restaurant).toMatchObject({
      reference_id: "demo",
      business_name: { ar: "مطبخ بيت الكويت", en: "Bait Al Kuwait Kitchen" },
      business_type: "restaurant",
      currency: "KWD",
      locales: ["ar", "en"],
      country: "KW",
      time_zone: "Asia/Kuwait",
      dark_mode: "auto",
      branch_name: { ar: "السالمية", en: "Salmiya" },
    });
    expect(restaurant.branches.map((branch) => branch.reference_id)).toEqual([
      "demo-salmiya",
      "demo-sharq",
    ]);
    expect(restaurant.branches[1]?.name).toEqual({
      ar: "مدينة الكويت - شرق",
      en: "Kuwait City - Sharq",
    });
    expect(restaurant.branch_id).toBe(restaurant.branches[0]?.id);
    expect(restaurant.policies.map((policy) => policy.title.en)).toEqual([
      "Delivery",
      "Cancellations and refunds",
      "Allergies",
      "Privacy",
    ]);
    expect(restaurant.policies.every((policy) => policy.body.ar && policy.body.en)).toBe(true);
  });

  it("answers the demo restaurant's settings, standard menu, discounts, site and pixels", async () => {
    const { body } = await getRestaurant("demo");
    const answer = getRestaurantAnswerSchema.parse(body);
    expect(answer.restaurant).toMatchObject({
      font_family: "Cairo",
      menu_button: { opacity: 0.6 },
      is_standard_menu: true,
      hide_price: false,
      enable_wallet: true,
      whatsapp_phone: "+96560001234",
      navigation_style: "curved",
      aspect_ratio: "4:3",
    });
    expect(answer.smart_categories.map((category) => category.name.en)).toEqual([
      "Most ordered",
      "Light and green",
    ]);
    expect(answer.smart_categories[0]?.item_ids).toHaveLength(4);
    expect(answer.highlightedCat).toEqual(expect.any(Number));
    expect(answer.showStandardSubCats).toBe(true);
    expect(answer.url).toBe("http://bait-al-kuwait.localhost/");
    expect(answer.redirect).toBeNull();
    expect(answer.menu).toBeNull();
    expect(answer.pixels).toEqual(answer.restaurant.pixels);
    expect(answer.pixels.map((pixel) => pixel.provider)).toEqual([1, 2]);

    // Spec 3: discounts per selling type, by item id and by category id.
    const { delivery, pickup, dinein } = answer.discounts;
    expect(delivery.allMenuDiscount).toBeNull();
    expect(Object.values(delivery.categoriesDiscounts)).toEqual([
      expect.objectContaining({ type: "percent", value: 1000 }),
    ]);
    expect(Object.values(pickup.itemsDiscounts)).toEqual([
      expect.objectContaining({ type: "fixed", value: 250 }),
    ]);
    expect(dinein).toEqual({ allMenuDiscount: null, itemsDiscounts: {}, categoriesDiscounts: {} });
  });

  it("sends every display setting, the ones a business did not set at the spec's defaults", async () => {
    const { body } = await getRestaurant("plain-fixture");
    const raw = (body as { restaurant: Record<string, unknown> }).restaurant;
    expect(Object.keys(raw)).toEqual(expect.arrayContaining(businessSettingNames));
    const { restaurant, discounts } = getRestaurantAnswerSchema.parse(body);
    expect(restaurant).toMatchObject(defaultBusinessSettings);
    // Spec 9: "menu button opacity 0.43"; the colours stay null for the domain's defaults.
    expect(restaurant.menu_button?.opacity).toBe(0.43);
    expect(restaurant.theme_color).toBeNull();
    expect(discounts.pickup.allMenuDiscount).toBeNull();
  });

  it("gives every display setting a value other than its default in some demo business", async () => {
    const answers = await Promise.all(
      demoBusinesses.map(async ({ business }) =>
        getRestaurantAnswerSchema.parse((await getRestaurant(business.referenceId)).body),
      ),
    );
    const unexercised = businessSettingNames.filter((name) =>
      answers.every(
        ({ restaurant }) =>
          JSON.stringify(restaurant[name]) === JSON.stringify(defaultBusinessSettings[name]),
      ),
    );
    expect(unexercised).toEqual([]);
  });

  it("answers stored images as absolute URLs on the API's public URL, with their version", async () => {
    const { restaurant } = getRestaurantAnswerSchema.parse((await getRestaurant("demo")).body);
    for (const name of ["logo", "welcome_bg", "header_bg", "desktop_bg"] as const) {
      expect(restaurant[name]).toMatch(
        /^http:\/\/localhost:4000\/media\/demo\/[a-z]+\.webp\?v=[0-9a-f]{12}$/,
      );
    }
  });

  it("answers the cake atelier: prices hidden, dark, the menu navigation, 10 % off every pickup", async () => {
    const answer = getRestaurantAnswerSchema.parse((await getRestaurant("demo-cakes")).body);
    expect(answer.restaurant).toMatchObject({
      hide_price: true,
      dark_mode: "on",
      navigation_style: "menu",
      modifiers: false,
    });
    const { checkout } = answer.restaurant;
    expect([
      checkout.delivery.enabled,
      checkout.dine_in.enabled,
      checkout.car_pickup.enabled,
    ]).toEqual([false, false, true]);
    expect(answer.discounts.pickup.allMenuDiscount).toMatchObject({ type: "percent", value: 1000 });
    expect(answer.url).toBe("http://noura-cakes.localhost/");
  });

  it("sends the visitor of the shared storefront to the business's own site when it asks, never inside its app", async () => {
    const shared = getRestaurantAnswerSchema.parse((await getRestaurant("plain-fixture")).body);
    expect(shared).toMatchObject({
      url: "https://plain.example/",
      redirect: "https://plain.example/",
    });
    const inApp = getRestaurantAnswerSchema.parse(
      (await getRestaurant("plain-fixture?wv=true")).body,
    );
    expect(inApp).toMatchObject({ url: "https://plain.example/", redirect: null });
    const none = getRestaurantAnswerSchema.parse((await getRestaurant("demo-zurich")).body);
    expect(none).toMatchObject({ url: null, redirect: null });
  });

  it("sends the active branch's menu inside the business's own app (wv=true), as the menu call does", async () => {
    const answer = getRestaurantAnswerSchema.parse((await getRestaurant("demo?wv=true")).body);
    expect(answer.menu?.branch_id).toBe(answer.restaurant.branch_id);
    const menu = await api.app.inject({
      method: "GET",
      url: `/webapp/v5/menu/${answer.restaurant.branch_id}`,
    });
    const { currency, menu: branchMenu } = getMenuAnswerSchema.parse(menu.json());
    expect(answer.menu).toEqual({
      branch_id: answer.restaurant.branch_id,
      currency,
      ...branchMenu,
    });
    expect(
      getRestaurantAnswerSchema.parse((await getRestaurant("demo?wv=false")).body).menu,
    ).toBeNull();
  });

  it("previews a saved theme with theme_id: its fields over the business's own", async () => {
    const [theme] = await api.db
      .select({ id: themes.id })
      .from(themes)
      .innerJoin(businesses, eq(businesses.id, themes.businessId))
      .where(eq(businesses.referenceId, "demo"));
    const { restaurant } = getRestaurantAnswerSchema.parse(
      (await getRestaurant(`demo?theme_id=${theme?.id}`)).body,
    );
    expect(restaurant).toMatchObject({
      theme_color: "#e9c46a",
      dark_mode: "on",
      theme_background_option: "gradient",
      gradient: { from: "#0b132b", to: "#1d3557", angle: 180 },
      font_family: "Almarai",
      // What the theme leaves alone stays the business's.
      menu_button: { opacity: 0.6 },
      reference_id: "demo",
    });

    const elsewhere = await getRestaurant(`demo-zurich?theme_id=${theme?.id}`);
    expect(elsewhere.status).toBe(404);
    expect(failureSchema.parse(elsewhere.body).message).toBe(
      `Business demo-zurich has no theme ${theme?.id}`,
    );
  });

  it.each(
    demoBusinesses.map(
      ({ business, branches }) => [business.referenceId, business, branches] as const,
    ),
  )(
    "answers the seeded business %s with its own settings",
    async (referenceId, business, branches) => {
      const { status, body } = await getRestaurant(referenceId);
      expect(status).toBe(200);
      const { restaurant } = getRestaurantAnswerSchema.parse(body);
      const { logo, welcome_bg, header_bg, desktop_bg, ...settings } = businessSettingsOf(
        business.settings,
      );
      // Stored as media paths, answered on the API's public URL.
      for (const [answered, stored] of [
        [restaurant.logo, logo],
        [restaurant.welcome_bg, welcome_bg],
        [restaurant.header_bg, header_bg],
        [restaurant.desktop_bg, desktop_bg],
      ]) {
        expect(answered?.split("?")[0]).toBe(stored && `http://localhost:4000${stored}`);
      }
      expect(restaurant).toMatchObject({
        ...settings,
        business_name: business.name,
        business_type: business.businessType,
        currency: business.currency,
        locales: business.locales,
        country: business.country,
        time_zone: business.timeZone,
        theme_color: business.themeColor,
        theme_background_color: business.themeBackgroundColor,
        dark_mode: business.darkMode,
        branch_name: branches[0]?.name,
      });
      expect(restaurant.branches.map((branch) => branch.reference_id)).toEqual(
        branches.map((b) => b.referenceId),
      );
    },
  );

  it("answers 404 NOT_FOUND naming an unknown reference", async () => {
    const { status, body } = await getRestaurant("no-such-place");
    expect(status).toBe(404);
    expect(failureSchema.parse(body)).toEqual({
      error: 1,
      code: "NOT_FOUND",
      message: "No business has the reference no-such-place",
    });
  });

  it.each([
    ["characters outside letters, digits, - and _", "demo%3Bdrop"],
    ["a space", "de%20mo"],
    ["more than 120 characters", "d".repeat(121)],
  ])(
    "answers 400 BAD_REQUEST naming reference_id for a reference with %s",
    async (_case, reference) => {
      const { status, body } = await getRestaurant(reference);
      expect(status).toBe(400);
      const failure = failureSchema.parse(body);
      expect(failure.code).toBe("BAD_REQUEST");
      expect(failure.message).toContain("params.reference_id");
    },
  );

  it("answers 400 BAD_REQUEST naming an unknown query field", async () => {
    const { status, body } = await getRestaurant("demo?price=0");
    expect(status).toBe(400);
    const failure = failureSchema.parse(body);
    expect(failure.code).toBe("BAD_REQUEST");
    expect(failure.message).toContain('"price"');
  });

  it.each(["theme_id=dark", "theme_id=0", "theme_id=1e3", "theme_id=99999999999", "wv=yes"])(
    "answers 400 BAD_REQUEST naming the malformed query field in %s",
    async (query) => {
      const { status, body } = await getRestaurant(`demo?${query}`);
      expect(status).toBe(400);
      expect(failureSchema.parse(body).message).toContain(`query.${query.split("=")[0]}`);
    },
  );
});

describe("GET /webapp/v5/restaurant-domain/:domain(/:activeBranchRef)", () => {
  async function byDomain(path: string) {
    const response = await api.app.inject({
      method: "GET",
      url: `/webapp/v5/restaurant-domain/${path}`,
    });
    return { status: response.statusCode, body: response.json() as unknown };
  }

  it("answers the business reached on its own host exactly as the restaurant call does", async () => {
    const { status, body } = await byDomain("bait-al-kuwait.localhost");
    expect(status).toBe(200);
    expect(getRestaurantAnswerSchema.parse(body)).toEqual(
      getRestaurantAnswerSchema.parse((await getRestaurant("demo")).body),
    );
    // Host names are read in lower case, as DNS compares them.
    expect((await byDomain("Bait-Al-Kuwait.LOCALHOST")).body).toEqual(body);
  });

  it("opens on the branch named by its reference, with that branch's standard menu", async () => {
    const answer = getRestaurantAnswerSchema.parse(
      (await byDomain("bait-al-kuwait.localhost/demo-sharq?wv=true")).body,
    );
    expect(answer.restaurant.branch_name.en).toBe("Kuwait City - Sharq");
    const sharq = answer.restaurant.branches.find((branch) => branch.reference_id === "demo-sharq");
    expect(answer.restaurant.branch_id).toBe(sharq?.id);
    expect(answer.menu?.branch_id).toBe(sharq?.id);
    expect(answer.menu?.items.map((item) => item.name.en)).toContain("Fresh Hamour by Weight");
  });

  it("sends a visitor of another of the business's hosts to its own site", async () => {
    const answer = getRestaurantAnswerSchema.parse(
      (await byDomain("www.bait-al-kuwait.localhost")).body,
    );
    expect(answer).toMatchObject({
      url: "http://bait-al-kuwait.localhost/",
      redirect: "http://bait-al-kuwait.localhost/",
    });
    // On its own host the shared storefront's redirect does not apply.
    const own = getRestaurantAnswerSchema.parse((await byDomain("plain.example")).body);
    expect(own.redirect).toBeNull();
  });

  it.each([
    ["an unknown host", "nowhere.example", "No business is reached on the host nowhere.example"],
    [
      "a branch of another business",
      "bait-al-kuwait.localhost/demo-salon-jabriya",
      "Business demo has no branch demo-salon-jabriya",
    ],
  ])("answers 404 NOT_FOUND for %s", async (_case, path, message) => {
    const { status, body } = await byDomain(path);
    expect(status).toBe(404);
    expect(failureSchema.parse(body)).toEqual({ error: 1, code: "NOT_FOUND", message });
  });

  it.each([
    ["a host without a dot", "localhost", "params.domain"],
    ["a host with a port", "bait-al-kuwait.localhost:3000", "params.domain"],
    ["a label starting with a hyphen", "-bad.example", "params.domain"],
    ["an empty label", "a..example", "params.domain"],
    ["a label of 64 characters", `${"a".repeat(64)}.example`, "params.domain"],
    [
      "a branch reference with a space",
      "bait-al-kuwait.localhost/de%20mo",
      "params.activeBranchRef",
    ],
    ["an unknown query field", "bait-al-kuwait.localhost?branch=1", '"branch"'],
  ])("answers 400 BAD_REQUEST for %s", async (_case, path, named) => {
    const { status, body } = await byDomain(path);
    expect(status).toBe(400);
    expect(failureSchema.parse(body).message).toContain(named);
  });
});
