import { fc, test } from "@fast-check/vitest";
import { getCountries } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { dialledPhone } from "./dialled-phone.js";
import { orderPhone } from "./order-phone.js";
import { phoneCountry } from "./phone-country.js";
import { validatePhone } from "./validate-phone.js";

describe("phoneCountry", () => {
  it('spec 5: "Country calling codes and lengths follow a per-country table" (default country KW: +965, 8 digits)', () => {
    const kuwait = phoneCountry();
    expect(kuwait).toMatchObject({ ok: true, country: "KW", callingCode: "965" });
    expect(kuwait.ok && kuwait.possibleLengths).toContain(8);
    expect(phoneCountry("sa")).toMatchObject({ ok: true, country: "SA", callingCode: "966" });
    expect(phoneCountry("US")).toEqual({
      ok: true,
      country: "US",
      callingCode: "1",
      possibleLengths: [10],
    });
  });

  it("an unknown country is INVALID_COUNTRY", () => {
    expect(phoneCountry("XX")).toEqual({ ok: false, code: "INVALID_COUNTRY" });
  });
});

describe("validatePhone", () => {
  it("spec 5: a Kuwaiti number of 8 digits is accepted and normalised to E.164", () => {
    const expected = {
      ok: true,
      e164: "+96599999999",
      callingCode: "965",
      nationalNumber: "99999999",
    };
    expect(validatePhone("99999999")).toEqual(expected);
    expect(validatePhone(" 9999-9999 ")).toEqual(expected);
    expect(validatePhone("+965 9999 9999", "US")).toEqual(expected);
    expect(validatePhone("00965 99999999")).toEqual(expected);
  });

  it('spec 5: "rejected as not a number"', () => {
    expect(validatePhone("")).toEqual({ ok: false, code: "NOT_A_NUMBER" });
    expect(validatePhone("phone")).toEqual({ ok: false, code: "NOT_A_NUMBER" });
    expect(validatePhone("9999abcd")).toEqual({ ok: false, code: "NOT_A_NUMBER" });
    expect(validatePhone("+")).toEqual({ ok: false, code: "NOT_A_NUMBER" });
  });

  it('spec 5: "at least 2 digits" (else too short)', () => {
    expect(validatePhone("9")).toEqual({ ok: false, code: "TOO_SHORT" });
    expect(validatePhone("99")).toEqual({ ok: false, code: "TOO_SHORT" });
    expect(validatePhone("999999")).toEqual({ ok: false, code: "TOO_SHORT" });
  });

  it('spec 5: "at most 17" (else too long)', () => {
    expect(validatePhone("9".repeat(18))).toEqual({ ok: false, code: "TOO_LONG" });
    expect(validatePhone("999999999")).toEqual({ ok: false, code: "TOO_LONG" });
  });

  it("spec 5: lengths follow the country: 10 digits are right for the US and too long for Kuwait", () => {
    expect(validatePhone("212 555 0100", "US")).toMatchObject({ ok: true, e164: "+12125550100" });
    expect(validatePhone("2125550100", "KW")).toEqual({ ok: false, code: "TOO_LONG" });
  });

  it("a national number in an unknown country, or an unknown calling code, is INVALID_COUNTRY", () => {
    expect(validatePhone("99999999", "XX")).toEqual({ ok: false, code: "INVALID_COUNTRY" });
    expect(validatePhone("+999 1234567")).toEqual({ ok: false, code: "INVALID_COUNTRY" });
    expect(validatePhone("+965 99999999", "XX")).toMatchObject({ ok: true, e164: "+96599999999" });
  });

  it("a number whose E.164 form would not read back as itself is refused", () => {
    // 7 digits are dialable inside Canada only; +1 and 7 digits is not a possible number.
    expect(validatePhone("1000000", "CA")).toEqual({ ok: false, code: "TOO_SHORT" });
    // 16 national digits are possible in Indonesia, but +62 makes them 18.
    expect(validatePhone("1".repeat(16), "ID")).toEqual({ ok: false, code: "TOO_LONG" });
    // A trunk prefix typed twice changes the number when it is read from abroad.
    expect(validatePhone("000000", "CC")).toEqual({ ok: false, code: "NOT_A_NUMBER" });
  });

  it("Arabic-Indic and Persian digits are read as digits", () => {
    expect(validatePhone("٩٩٩٩ ٩٩٩٩")).toMatchObject({ ok: true, e164: "+96599999999" });
    expect(validatePhone("۵۰۰۰۰۰۰۰")).toMatchObject({ ok: true, e164: "+96550000000" });
  });

  describe("properties", () => {
    const nonDigits = fc
      .string({ unit: "grapheme", maxLength: 30 })
      .filter((text) => !/[0-9\u0660-\u0669\u06f0-\u06f9]/.test(text));
    const separator = fc.constantFrom("", " ", "-", ".", "(", ")");
    const digitsOf = (count: { min: number; max: number }) =>
      fc
        .array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), {
          minLength: count.min,
          maxLength: count.max,
        })
        .map((parts) => parts.map(([digit, sep]) => `${digit}${sep}`).join(""));
    const countries = getCountries();

    test.prop([nonDigits, fc.constantFrom(...countries)], { numRuns: 1000 })(
      "any string of non-digits is NOT_A_NUMBER",
      (text, country) => {
        expect(validatePhone(text, country)).toEqual({ ok: false, code: "NOT_A_NUMBER" });
      },
    );

    const outOfBounds = [
      ["fewer than 2 digits is TOO_SHORT", { min: 1, max: 1 }, "TOO_SHORT"],
      ["more than 17 digits is TOO_LONG", { min: 18, max: 40 }, "TOO_LONG"],
    ] as const;
    for (const [name, count, code] of outOfBounds) {
      test.prop([digitsOf(count), fc.boolean(), fc.constantFrom(...countries)], {
        numRuns: 1000,
      })(name, (digits, plus, country) => {
        expect(validatePhone(`${plus ? "+" : ""}${digits}`, country)).toEqual({ ok: false, code });
      });
    }

    test.prop([fc.string({ maxLength: 25 }), fc.constantFrom(...countries, "XX")], {
      numRuns: 1000,
    })("an accepted input has 2 to 17 digits and an E.164 of at most 15", (text, country) => {
      const check = validatePhone(text, country);
      if (!check.ok) return;
      const digits = text.replace(/\D/g, "").length;
      expect(digits).toBeGreaterThanOrEqual(2);
      expect(digits).toBeLessThanOrEqual(17);
      expect(check.e164).toMatch(/^\+[1-9][0-9]{1,14}$/);
    });

    const possibleNumber = fc.constantFrom(...countries).chain((country) => {
      const row = phoneCountry(country);
      const lengths = row.ok && row.possibleLengths.length > 0 ? row.possibleLengths : [8];
      return fc.tuple(
        fc.constant(country),
        fc
          .constantFrom(...lengths)
          .chain((length) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${length - 1}}$`))),
        fc.constantFrom(...countries),
      );
    });

    test.prop([possibleNumber], { numRuns: 1000 })(
      "a valid number normalises idempotently, whatever country it is read in again",
      ([country, national, readAgainIn]) => {
        const first = validatePhone(national, country);
        if (!first.ok) return;
        expect(validatePhone(first.e164, country)).toEqual(first);
        expect(validatePhone(first.e164, readAgainIn)).toEqual(first);
      },
    );

    test.prop([fc.stringMatching(/^[569][0-9]{7}$/)], { numRuns: 1000 })(
      "every 8-digit Kuwaiti mobile number is accepted as +965 and the same 8 digits",
      (national) => {
        expect(validatePhone(national)).toEqual({
          ok: true,
          e164: `+965${national}`,
          callingCode: "965",
          nationalNumber: national,
        });
      },
    );
  });
});

describe("orderPhone", () => {
  it('spec 5: "Order phone falls back to: user phone, stored delivery form contact phone, then the selected location\'s contact phone."', () => {
    const all = {
      userPhone: "+96511111111",
      deliveryFormPhone: "22222222",
      locationPhone: "33333333",
    };
    expect(orderPhone(all)).toBe("+96511111111");
    expect(orderPhone({ ...all, userPhone: null })).toBe("22222222");
    expect(orderPhone({ ...all, userPhone: undefined, deliveryFormPhone: undefined })).toBe(
      "33333333",
    );
    expect(orderPhone({})).toBeUndefined();
  });

  it("the phone typed in the cart comes before the fallbacks; blank phones are skipped", () => {
    expect(orderPhone({ cartPhone: " 44444444 ", userPhone: "11111111" })).toBe("44444444");
    expect(orderPhone({ cartPhone: "  ", userPhone: "", deliveryFormPhone: "22222222" })).toBe(
      "22222222",
    );
  });

  describe("properties", () => {
    const phone = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
    test.prop([phone, phone, phone, phone], { numRuns: 1000 })(
      "the order phone is the first non-blank phone in the order cart, user, delivery form, location",
      (cartPhone, userPhone, deliveryFormPhone, locationPhone) => {
        const first = [cartPhone, userPhone, deliveryFormPhone, locationPhone].find((p) =>
          p?.trim(),
        );
        expect(orderPhone({ cartPhone, userPhone, deliveryFormPhone, locationPhone })).toBe(
          first?.trim(),
        );
      },
    );
  });
});

describe("dialledPhone", () => {
  it("puts the chosen calling code before the number typed, which validatePhone reads as E.164", () => {
    expect(dialledPhone("+965", " 9999 9999 ")).toBe("+9659999 9999");
    expect(validatePhone(dialledPhone("+965", "9999 9999"), "CH")).toMatchObject({
      ok: true,
      e164: "+96599999999",
    });
    expect(validatePhone(dialledPhone("+41", "79 123 45 67"), "KW")).toMatchObject({
      ok: true,
      e164: "+41791234567",
    });
  });

  it("drops the number's own leading + and is blank when no number is typed", () => {
    expect(dialledPhone("+965", "+99999999")).toBe("+96599999999");
    expect(dialledPhone("+965", "   ")).toBe("");
    expect(dialledPhone("+965", "")).toBe("");
  });

  describe("properties", () => {
    const dialCode = fc.integer({ min: 1, max: 9999 }).map((code) => `+${code}`);
    const padding = fc.constantFrom("", " ", "  ", "\t");
    const number = fc
      .string({ unit: fc.constantFrom(..."0123456789 -"), minLength: 1, maxLength: 17 })
      .filter((text) => text.trim() === text && text !== "");
    test.prop([dialCode, number, padding, padding, fc.boolean()], { numRuns: 1000 })(
      "is the code and the number, whatever spaces or leading + surround the number",
      (code, typed, before, after, plus) => {
        expect(
          dialledPhone(`${before}${code}${after}`, `${before}${plus ? "+" : ""}${typed}${after}`),
        ).toBe(`${code}${typed.trim()}`);
      },
    );
  });
});
