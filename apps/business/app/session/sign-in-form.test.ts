import { describe, expect, it } from "vitest";
import { readSignInForm } from "./sign-in-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("readSignInForm", () => {
  it("reads a phone typed with spaces, and leaves out an empty password", () => {
    expect(
      readSignInForm(form({ business: "demo", phone: "+965 9000 0003", password: "" })),
    ).toEqual({
      ok: true,
      reference: "demo",
      phone: "+96590000003",
    });
  });

  it("reads 00 as the plus, and keeps a password", () => {
    expect(
      readSignInForm(form({ business: "demo", phone: "0096590000001", password: "pw" })),
    ).toEqual({
      ok: true,
      reference: "demo",
      phone: "+96590000001",
      password: "pw",
    });
  });

  it("refuses a phone without its country code, or no business", () => {
    expect(readSignInForm(form({ business: "demo", phone: "90000003" }))).toEqual({
      ok: false,
      problem: "PHONE_INVALID",
    });
    expect(readSignInForm(form({ business: "", phone: "+96590000003" }))).toEqual({
      ok: false,
      problem: "REFERENCE_REQUIRED",
    });
  });
});
