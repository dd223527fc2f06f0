import { describe, expect, it } from "vitest";
import { signedInClient } from "../client/signed-in-client.fixtures.js";
import {
  registerBodySchema,
  sendOtpBodySchema,
  updateProfileBodySchema,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
} from "./accounts.js";

const challenge_id = "A".repeat(22);
const user = {
  id: 7,
  business_id: 1,
  name: "Fatma",
  phone: "+96550000001",
  email: null,
  phones: ["+96550000001"],
  created_at: "2026-11-23T09:00:00.000Z",
};

describe("the accounts contract", () => {
  it("fills send-otp's defaults: an SMS sign-in code", () => {
    expect(sendOtpBodySchema.parse({ reference_id: "demo", phone: "50000001" })).toEqual({
      reference_id: "demo",
      phone: "50000001",
      channel: "sms",
      purpose: "login",
    });
  });

  it.each([
    ["send-otp", sendOtpBodySchema, { reference_id: "demo", phone: "50000001", user_id: 1 }],
    ["verify-otp", verifyOtpBodySchema, { challenge_id, code: "123456", balance: 10 }],
    [
      "register",
      registerBodySchema,
      { registration_ticket: "T".repeat(43), name: "F", user_id: 1 },
    ],
    ["update-profile", updateProfileBodySchema, { name: "F", balance: 10 }],
  ] as const)("%s refuses fields it does not know", (_call, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });

  it("update-profile needs something to change; a code is six digits", () => {
    expect(updateProfileBodySchema.safeParse({}).success).toBe(false);
    expect(verifyOtpBodySchema.safeParse({ challenge_id, code: "12345" }).success).toBe(false);
    expect(verifyOtpBodySchema.safeParse({ challenge_id, code: 123456 }).success).toBe(false);
  });

  it("a verify answer is a session or a registration ticket", () => {
    const token = "t".repeat(43);
    expect(
      verifyOtpAnswerSchema.parse({ error: 0, message: "", status: "signed_in", token, user }),
    ).toMatchObject({ status: "signed_in" });
    expect(
      verifyOtpAnswerSchema.safeParse({ error: 0, message: "", status: "signed_in", user }).success,
    ).toBe(false);
  });
});

describe("the client's account calls", () => {
  it("sends the bearer token, the path and the body, and checks the answer", async () => {
    const { client, calls } = signedInClient({ error: 0, message: "", user });
    await expect(client.getProfile({ params: { id: 7 } })).resolves.toMatchObject({
      user: { id: 7 },
    });
    await client.updateProfile({ body: { name: "Fatma" } });
    expect(calls.map(({ url }) => url)).toEqual([
      "http://api.test/webapp/profile/7",
      "http://api.test/webapp/update-profile",
    ]);
    expect(new Headers(calls[0]?.init?.headers).get("Authorization")).toBe("Bearer token-1");
    expect(calls[1]?.init?.body).toBe('{"name":"Fatma"}');
  });
});
