import { describe, expect, it } from "vitest";
import {
  offeredChannels,
  phoneCountries,
  readChallengeId,
  readCode,
  readNameForm,
  readPhoneForm,
  waitText,
} from "./login-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("readPhoneForm (spec 5)", () => {
  it("reads a national number in the chosen country", () => {
    expect(readPhoneForm(form({ phone: "5000 0001", country: "KW" }), ["sms"], "KW")).toEqual({
      ok: true,
      phone: "5000 0001",
      country: "KW",
      channel: "sms",
      e164: "+96550000001",
    });
  });

  it("reads Arabic digits and an international number", () => {
    const read = readPhoneForm(form({ phone: "٥٠٠٠٠٠٠١", country: "KW" }), ["sms"], "KW");
    expect(read.ok && read.e164).toBe("+96550000001");
    const abroad = readPhoneForm(form({ phone: "+971501234567", country: "KW" }), ["sms"], "KW");
    expect(abroad.ok && abroad.e164).toBe("+971501234567");
  });

  it.each([
    ["letters", "abc", "PHONE_NOT_A_NUMBER"],
    ["nothing", "", "PHONE_NOT_A_NUMBER"],
    ["one digit", "5", "PHONE_TOO_SHORT"],
    ["18 digits", "123456789012345678", "PHONE_TOO_LONG"],
  ])("refuses %s with the API's code", (_name, phone, code) => {
    const read = readPhoneForm(form({ phone, country: "KW" }), ["sms"], "KW");
    expect(read).toMatchObject({ ok: false, error: code, phone });
  });

  it("takes WhatsApp only when it is offered, and the fallback country for a bad one", () => {
    const fields = { phone: "50000001", country: "k1", channel: "whatsapp" };
    expect(readPhoneForm(form(fields), ["sms"], "KW")).toMatchObject({
      channel: "sms",
      country: "KW",
    });
    expect(readPhoneForm(form(fields), ["sms", "whatsapp"], "KW")).toMatchObject({
      channel: "whatsapp",
    });
  });
});

describe("offeredChannels", () => {
  it("offers WhatsApp when the business has a WhatsApp number", () => {
    expect(offeredChannels("+96560001234")).toEqual(["sms", "whatsapp"]);
    expect(offeredChannels(null)).toEqual(["sms"]);
  });
});

describe("phoneCountries", () => {
  it("puts the business's country first, else Kuwait", () => {
    expect(phoneCountries("AE", "en")[0]).toEqual({
      value: "AE",
      label: "United Arab Emirates +971",
    });
    expect(phoneCountries(null, "en")[0]).toEqual({ value: "KW", label: "Kuwait +965" });
    const values = phoneCountries("KW", "en").map(({ value }) => value);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe("readCode", () => {
  it("takes six digits, Latin or Arabic, with spaces", () => {
    expect(readCode(form({ code: "123 456" }))).toBe("123456");
    expect(readCode(form({ code: "١٢٣٤٥٦" }))).toBe("123456");
  });

  it.each(["12345", "1234567", "12345a", ""])("refuses %j", (code) => {
    expect(readCode(form({ code }))).toBeNull();
  });
});

describe("readChallengeId", () => {
  it("takes 22 base64url characters only", () => {
    expect(readChallengeId("a".repeat(22))).toBe("a".repeat(22));
    expect(readChallengeId("a".repeat(21))).toBeNull();
    expect(readChallengeId(`${"a".repeat(21)}/`)).toBeNull();
    expect(readChallengeId(null)).toBeNull();
  });
});

describe("readNameForm", () => {
  it("trims the name and makes an empty email none", () => {
    expect(readNameForm(form({ name: "  Fatma ", email: "" }))).toEqual({
      ok: true,
      name: "Fatma",
      email: null,
    });
  });

  it("says what is wrong with each field", () => {
    expect(readNameForm(form({ name: " ", email: "x@" }))).toMatchObject({
      ok: false,
      errors: { name: "required", email: "invalid" },
    });
    expect(readNameForm(form({ name: "x".repeat(81) }))).toMatchObject({
      errors: { name: "tooLong" },
    });
  });
});

describe("waitText", () => {
  it("says seconds, and minutes for long waits, in the language", () => {
    expect(waitText(30, "en")).toBe("30 seconds");
    expect(waitText(1800, "en")).toBe("30 minutes");
    expect(waitText(30, "ar")).toContain("ثانية");
  });
});
