import {
  addressFieldNames,
  defaultCheckoutSettings,
  deliveryAddressSchema,
} from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { addressFieldLimits } from "./address-field-limits";
import { addressFieldSetting } from "./address-field.fixtures";
import {
  addressFieldOrder,
  addressTypesOfField,
  fieldsOfAddressType,
  readAddressType,
  shownAddressFields,
} from "./address-field-rules";
import { keepDigits } from "./keep-digits";
import {
  addressFieldRule,
  type AddressFieldSettings,
  postedAddress,
  validateAddress,
  validateAddressField,
} from "./validate-address";

const defaults = defaultCheckoutSettings.delivery.fields;

function withFields(overrides: Partial<AddressFieldSettings>): AddressFieldSettings {
  return { ...defaults, ...overrides };
}

const house = { type: "1", block: "3", street: "Baghdad St", house_number: "12" };

describe("spec 3: address types (company 0, house 1, apartment 2) and the fields each shows", () => {
  it("reads the three codes and nothing else", () => {
    expect([readAddressType("0"), readAddressType("1"), readAddressType("2")]).toEqual([0, 1, 2]);
    expect(readAddressType(2)).toBe(2);
    for (const bad of ["", "3", "house", null, undefined, "1 "]) {
      expect(readAddressType(bad)).toBeNull();
    }
  });

  it("a house asks for a house number; an apartment for building, floor and apartment; a company for building, floor and office number (ADR 017)", () => {
    const all = withFields(
      Object.fromEntries(
        addressFieldNames.map((name) => [name, addressFieldSetting()]),
      ) as AddressFieldSettings,
    );
    const typeFields = (type: 0 | 1 | 2) =>
      shownAddressFields(all, type).filter((name) =>
        ["house_number", "building", "floor", "apartment", "office_number"].includes(name),
      );
    expect(typeFields(1)).toEqual(["house_number"]);
    expect(typeFields(2)).toEqual(["building", "floor", "apartment"]);
    expect(typeFields(0)).toEqual(["building", "floor", "office_number"]);
    expect(fieldsOfAddressType[1]).toEqual(["house_number"]);
  });

  it("shared fields show for every type", () => {
    expect(addressTypesOfField("street")).toEqual([0, 1, 2]);
    expect(addressTypesOfField("floor")).toEqual([0, 2]);
  });

  it("orders every field of spec 3 exactly once", () => {
    expect([...addressFieldOrder].sort()).toEqual([...addressFieldNames].sort());
  });
});

describe('spec 5: "Delivery form fields can each be switched on and set required by configuration"', () => {
  it("shows only the fields switched on", () => {
    // The residency defaults switch city, postcode, intercom and parking off.
    const shown = shownAddressFields(defaults, 1);
    expect(shown).not.toContain("city");
    expect(shown).not.toContain("postcode");
    expect(shown).toEqual(["block", "street", "avenue", "house_number", "paci", "note"]);
  });

  it("accepts a complete house address and keeps only its filled fields, trimmed", () => {
    const result = validateAddress({ ...house, street: "  Baghdad St ", avenue: "" }, defaults);
    expect(result).toEqual({
      ok: true,
      address: { type: 1, block: "3", street: "Baghdad St", house_number: "12" },
    });
  });

  it("refuses a required field left blank or made of spaces", () => {
    const result = validateAddress({ ...house, street: "   " }, defaults);
    expect(result).toEqual({ ok: false, errors: { street: { code: "REQUIRED" } } });
  });

  it("does not ask for a field that is off, and drops it when posted", () => {
    const fields = withFields({ street: addressFieldSetting({ on: false, required: true }) });
    const result = validateAddress({ ...house, street: "", city: "Kuwait" }, fields);
    expect(result).toEqual({
      ok: true,
      address: { type: 1, block: "3", house_number: "12" },
    });
  });

  it("a required field of another address type is not asked for (an apartment has no house number)", () => {
    const result = validateAddress(
      { type: "2", block: "3", street: "Baghdad St", building: "7", house_number: "99" },
      defaults,
    );
    expect(result).toEqual({
      ok: true,
      address: { type: 2, block: "3", street: "Baghdad St", building: "7" },
    });
  });

  it("refuses a form without an address type", () => {
    expect(validateAddress({ ...house, type: "" }, defaults)).toEqual({
      ok: false,
      errors: { type: { code: "REQUIRED" } },
    });
  });

  it("lists every refusal at once", () => {
    const result = validateAddress({ type: "1" }, defaults);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(["block", "house_number", "street"]);
  });
});

describe('spec 5: "Form fields may carry rules with a pattern, a validator, a message and a trigger (onBlur or onChange), with maximum length and digit filtering"', () => {
  it("checks the pattern against the whole value, as an HTML pattern attribute does", () => {
    const block = addressFieldSetting({ pattern: "\\d{1,2}" });
    expect(validateAddressField("block", "12", block)).toBeNull();
    expect(validateAddressField("block", "123", block)).toEqual({ code: "PATTERN" });
    expect(validateAddressField("block", "a12", block)).toEqual({ code: "PATTERN" });
  });

  it("gives the business's message when the pattern refuses", () => {
    const block = addressFieldSetting({ pattern: "\\d+", message: "Block is a number" });
    expect(validateAddressField("block", "Three", block)).toEqual({
      code: "PATTERN",
      message: "Block is a number",
    });
  });

  it("leaves an optional blank field alone whatever its pattern says", () => {
    expect(validateAddressField("avenue", "", addressFieldSetting({ pattern: "\\d+" }))).toBeNull();
  });

  it("a pattern that does not compile checks nothing rather than blocking every order", () => {
    expect(
      validateAddressField("block", "anything", addressFieldSetting({ pattern: "([" })),
    ).toBeNull();
  });

  it("keeps the trigger for the browser to check on", () => {
    expect(addressFieldRule("block", addressFieldSetting({ trigger: "onChange" })).trigger).toBe(
      "onChange",
    );
    expect(addressFieldRule("block", addressFieldSetting()).trigger).toBe("onBlur");
  });

  it("refuses a value over the maximum length, counting characters, not bytes", () => {
    const floor = addressFieldSetting({ max_length: 3 });
    expect(validateAddressField("floor", "الأول", floor)).toEqual({
      code: "TOO_LONG",
      maxLength: 3,
    });
    expect(validateAddressField("floor", "١٢٣", floor)).toBeNull();
  });

  it("never lets a maximum length go past what the cart keeps", () => {
    expect(addressFieldRule("floor", addressFieldSetting({ max_length: 500 })).maxLength).toBe(20);
    expect(addressFieldRule("note", addressFieldSetting()).maxLength).toBe(300);
    expect(validateAddressField("floor", "x".repeat(21), addressFieldSetting())).toEqual({
      code: "TOO_LONG",
      maxLength: 20,
    });
  });

  it("refuses anything but digits in a digits-only field, reading Arabic-Indic digits as digits", () => {
    const phone = addressFieldSetting({ digits_only: true });
    expect(validateAddressField("intercom", "12a", phone)).toEqual({ code: "DIGITS_ONLY" });
    expect(validateAddressField("intercom", "12 3", phone)).toEqual({ code: "DIGITS_ONLY" });
    expect(validateAddressField("intercom", "١٢٣", phone)).toBeNull();
    const result = validateAddress({ ...house, paci: "١٢٣٤٥" }, defaults);
    expect(result).toEqual({ ok: true, address: { ...addressOf(house), paci: "12345" } });
  });

  it("the PACI number is digits whatever the business set (the contract keeps 12 digits)", () => {
    const loose = addressFieldSetting({ digits_only: false, max_length: null });
    expect(validateAddressField("paci", "12-34", loose)).toEqual({ code: "DIGITS_ONLY" });
    expect(validateAddressField("paci", "1".repeat(13), loose)).toEqual({
      code: "TOO_LONG",
      maxLength: 12,
    });
  });

  it("digit filtering keeps the digits typed, Arabic-Indic and Persian ones as Latin", () => {
    expect(keepDigits("٣٤-12 a")).toBe("3412");
    expect(keepDigits("۱۲")).toBe("12");
    expect(keepDigits("Block")).toBe("");
  });
});

describe("what validateAddress accepts, the cart keeps", () => {
  it("every field's limit is the contract's", () => {
    const shape = deliveryAddressSchema.shape;
    for (const name of addressFieldNames) {
      const { maxLength, digitsOnly } = addressFieldLimits[name];
      const longest = digitsOnly ? "1".repeat(maxLength) : "x".repeat(maxLength);
      expect(shape[name].safeParse(longest).success, name).toBe(true);
      expect(shape[name].safeParse(`${longest}1`).success, name).toBe(false);
    }
  });

  it("an accepted address with its point passes the contract's delivery schema", () => {
    const all = Object.fromEntries(
      addressFieldNames.map((name) => [name, addressFieldSetting({ required: true })]),
    ) as AddressFieldSettings;
    for (const type of ["0", "1", "2"]) {
      const posted: Record<string, string> = { type };
      for (const name of addressFieldNames) {
        posted[name] = addressFieldLimits[name].digitsOnly
          ? "١٢٣"
          : "x".repeat(addressFieldLimits[name].maxLength);
      }
      const result = validateAddress(posted, all);
      expect(result.ok).toBe(true);
      if (result.ok) {
        const parsed = deliveryAddressSchema.safeParse({
          area_id: 1,
          lat: 29.3,
          lng: 48,
          ...result.address,
        });
        expect(parsed.success, type).toBe(true);
      }
    }
  });

  it("reads a posted form's type and fields, and nothing else", () => {
    const form = new FormData();
    form.set("type", "2");
    form.set("building", "7");
    form.set("price", "0");
    expect(postedAddress(form)).toEqual({ type: "2", building: "7" });
  });
});

function addressOf(posted: typeof house) {
  return { type: 1, block: posted.block, street: posted.street, house_number: posted.house_number };
}
