import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addressTypes, defaultDeliveryFormType } from "./address-type.js";
import { bottomNavigationTabs } from "./bottom-navigation-tab.js";
import { codeForName } from "./code-for-name.js";
import type { CodeTable } from "./code-table.js";
import { defaultAddressType } from "./default-address-type.js";
import { nameForCode } from "./name-for-code.js";
import { orderStatuses } from "./order-status.js";
import { orderTypes } from "./order-type.js";
import { defaultPaymentType, extendedPaymentMethods, paymentMethods } from "./payment-method.js";
import { pricingTypes } from "./pricing-type.js";
import { requestStatuses } from "./request-status.js";
import { surveyQuestionTypes } from "./survey-question-type.js";
import { toSellingType } from "./to-selling-type.js";
import { trackingProviders } from "./tracking-provider.js";

// Each code table as the spec gives it, quoted: the codes stay written out here, not read from the table.
const specTables: [quote: string, table: CodeTable, codes: Record<string, number>][] = [
  [
    'spec 4: "Order status: pending 0, accepted 1, rejected 2, ready 3, out 4, delivered 5, cancelled 9, scheduled 10"',
    orderStatuses,
    {
      pending: 0,
      accepted: 1,
      rejected: 2,
      ready: 3,
      out: 4,
      delivered: 5,
      cancelled: 9,
      scheduled: 10,
    },
  ],
  [
    'spec 4: "Request status: pending 0, accepted 1, rejected 2, completed 3"',
    requestStatuses,
    { pending: 0, accepted: 1, rejected: 2, completed: 3 },
  ],
  [
    'spec 9: "Order types: delivery 0, dine in 1, pickup 2, product service 3. Strings: delivery, dinein, car_pickup"',
    orderTypes,
    { delivery: 0, dinein: 1, car_pickup: 2, product_service: 3 },
  ],
  [
    'spec 9: "Payment method codes: online 1, cash 2, pay later 3, pay with card 8"',
    paymentMethods,
    { online: 1, cash: 2, pay_later: 3, pay_with_card: 8 },
  ],
  [
    'spec 9: "Extended: card brands 1, knet 4, benefit 5, apple pay 6, mada 7, apple pay knet 9"',
    extendedPaymentMethods,
    {
      card_brands: 1,
      knet: 4,
      benefit: 5,
      apple_pay: 6,
      mada: 7,
      apple_pay_knet: 9,
    },
  ],
  [
    'spec 9: "Tracking providers: meta pixel 1, google analytics 2, snapchat pixel 3, tiktok pixel 4, meta conversion api 5, tiktok events api 6, snapchat events api 7"',
    trackingProviders,
    {
      meta_pixel: 1,
      google_analytics: 2,
      snapchat_pixel: 3,
      tiktok_pixel: 4,
      meta_conversion_api: 5,
      tiktok_events_api: 6,
      snapchat_events_api: 7,
    },
  ],
  [
    'spec 3: "Pricing type: STARTING_FROM 0, MULTIPLE_OPTIONS 1, PRICE_ON_SELECTION 2, MIN_MAX 3"',
    pricingTypes,
    {
      STARTING_FROM: 0,
      MULTIPLE_OPTIONS: 1,
      PRICE_ON_SELECTION: 2,
      MIN_MAX: 3,
    },
  ],
  [
    'spec 3: "Address type: company 0, house 1, apartment 2"',
    addressTypes,
    { company: 0, house: 1, apartment: 2 },
  ],
  [
    'spec 3: "Survey question types: text 1, slider 2, smile 3, choices 4, rate 5, phone 6"',
    surveyQuestionTypes,
    {
      text: 1,
      slider: 2,
      smile: 3,
      choices: 4,
      rate: 5,
      phone: 6,
    },
  ],
  [
    'spec 2: "Bottom navigation tabs: home 0, menu 1, cart 2, profile 3, more 4"',
    bottomNavigationTabs,
    { home: 0, menu: 1, cart: 2, profile: 3, more: 4 },
  ],
];

describe("code tables", () => {
  it.each(specTables)("%s", (_quote, table, codes) => {
    expect(table).toEqual(codes);
  });

  it("spec 9: every order type string reads as a selling type", () => {
    expect(Object.keys(orderTypes).map((name) => toSellingType(name))).toEqual([
      { ok: true, sellingType: "delivery" },
      { ok: true, sellingType: "dine_in" },
      { ok: true, sellingType: "car_pickup" },
      { ok: true, sellingType: "dine_in" },
    ]);
  });

  it('spec 9: "Default payment_type is 2" (cash)', () => {
    expect(defaultPaymentType).toBe(2);
    expect(nameForCode(paymentMethods, defaultPaymentType)).toEqual({ ok: true, name: "cash" });
  });

  it('spec 3: "form.type (default residency)" and "Residency defaults to house"', () => {
    expect(defaultDeliveryFormType).toBe("residency");
    expect(defaultAddressType()).toBe("house");
    expect(defaultAddressType("residency")).toBe("house");
    expect(codeForName(addressTypes, "house")).toEqual({ ok: true, value: 1 });
  });

  it("a form type other than residency has no default address type", () => {
    expect(defaultAddressType("shipping")).toBeUndefined();
  });

  it("the tables are frozen: no caller can change a code", () => {
    expect(Object.isFrozen(orderStatuses)).toBe(true);
    expect(() => {
      (orderStatuses as Record<string, number>)["pending"] = 7;
    }).toThrow(TypeError);
  });
});

describe("codeForName and nameForCode", () => {
  it("spec 4: a status code names its status, and back", () => {
    expect(nameForCode(orderStatuses, 10)).toEqual({ ok: true, name: "scheduled" });
    expect(codeForName(orderStatuses, "cancelled")).toEqual({ ok: true, value: 9 });
    expect(nameForCode(requestStatuses, 3)).toEqual({ ok: true, name: "completed" });
  });

  it("rejects a code the spec never gave as data", () => {
    for (const code of [6, 7, 8, 11, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(nameForCode(orderStatuses, code)).toEqual({ ok: false, code: "UNKNOWN_CODE" });
    }
    expect(nameForCode(paymentMethods, 4)).toEqual({ ok: false, code: "UNKNOWN_CODE" });
  });

  it("rejects a name the table does not hold, including inherited object keys", () => {
    for (const name of [
      "",
      "Pending",
      "canceled",
      "toString",
      "__proto__",
      "constructor",
      "hasOwnProperty",
    ]) {
      expect(codeForName(orderStatuses, name)).toEqual({ ok: false, code: "UNKNOWN_NAME" });
    }
  });

  it("spec 9: code 1 is online in the basic table and card brands in the extended one", () => {
    expect(nameForCode(paymentMethods, 1)).toEqual({ ok: true, name: "online" });
    expect(nameForCode(extendedPaymentMethods, 1)).toEqual({ ok: true, name: "card_brands" });
  });

  describe("properties", () => {
    const tables = specTables.map(([, table]) => table);
    const table = fc.constantFrom(...tables);

    it("every table gives each code to one name only", () => {
      for (const codes of tables) {
        expect(new Set(Object.values(codes)).size).toBe(Object.keys(codes).length);
      }
    });

    test.prop(
      [
        table.chain((codes) =>
          fc.tuple(fc.constant(codes), fc.constantFrom(...Object.keys(codes))),
        ),
      ],
      { numRuns: 1000 },
    )("name to code to name gives the name back", ([codes, name]) => {
      const found = codeForName(codes, name);
      expect(found.ok).toBe(true);
      if (found.ok) expect(nameForCode(codes, found.value)).toEqual({ ok: true, name });
    });

    test.prop([table, fc.oneof(fc.integer(), fc.double())], { numRuns: 1000 })(
      "a code is named exactly when the table holds it",
      (codes, code) => {
        const holds = Object.values(codes).includes(code);
        expect(nameForCode(codes, code).ok).toBe(holds);
      },
    );

    test.prop([table, fc.string()], { numRuns: 1000 })(
      "a name is found exactly when it is the table's own key",
      (codes, name) => {
        expect(codeForName(codes, name).ok).toBe(Object.keys(codes).includes(name));
      },
    );
  });
});
