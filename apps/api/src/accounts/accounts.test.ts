import { fc, test } from "@fast-check/vitest";
import {
  devInboxAnswerSchema,
  otpSentAnswerSchema,
  placeOrderAnswerSchema,
  profileAnswerSchema,
  signedInAnswerSchema,
  verifyOtpAnswerSchema,
} from "@storefront/api-client";
import { and, count, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, postAnyJson } from "../../test/calls.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { lastCode, signIn } from "../../test/customers.js";
import { expectFailure, expectNo5xx } from "../../test/failures.js";
import { testApi } from "../../test/test-api.js";
import { buildApp } from "../app.js";
import { orders, sessions, users } from "../db/schema/index.js";
import { orderExamples } from "@storefront/api-client";

// At Monday noon the demo restaurant takes the order examples.
const clock = testClock(mondayNoon);

const api = testApi({ clock: clock.now });

// Each test starts an hour and a half after the last, so the hourly limits of one do not reach it.
beforeEach(() => {
  clock.advance(5400);
});

/** Moves the clock on to the next Monday noon in Kuwait, when the demo restaurant is open. */
const toMondayNoon = () => {
  const week = 7 * 86_400_000;
  const weeks = Math.ceil((clock.now().getTime() - mondayNoon.getTime()) / week);
  clock.set(new Date(mondayNoon.getTime() + weeks * week));
};

/** A Kuwaiti mobile number no other test uses. */
let phoneSerial = 0;
const freshPhone = () => `+9655${String(1_000_000 + phoneSerial++ * 7).padStart(7, "0")}`;

const FATMA = "+96550000001";
const FATMA_OTHER = "+96560000001";
const YOUSEF = "+96550000002";

const { get, post } = callsTo(() => api.app);

async function sendOtp(phone: string, extra: Record<string, unknown> = {}, token?: string) {
  const response = await post("/send-otp", { reference_id: "demo", phone, ...extra }, token);
  expect(response.statusCode, response.body).toBe(200);
  return otpSentAnswerSchema.parse(response.json());
}

/** A code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function verify(challengeId: string, code: string, path = "/verify-otp") {
  return post(path, { challenge_id: challengeId, code });
}

/** A phone's code sent, read from the development inbox and verified: the answer. */
async function verifyNewCode(phone: string) {
  const sent = await sendOtp(phone);
  return verifyOtpAnswerSchema.parse(
    (await verify(sent.challenge_id, await lastCode(api.app, phone))).json(),
  );
}

/** The ticket a new phone registers with, once its code is verified. */
async function registrationTicket(phone: string): Promise<string> {
  const answer = await verifyNewCode(phone);
  if (answer.status !== "registration_required") throw new Error("a new phone registers");
  return answer.registration_ticket;
}

describe("POST send-otp", () => {
  it("sends a six-digit code in the business's first language (none asked) and answers the challenge and the timer", async () => {
    const sent = await sendOtp("5000 0001");
    expect(sent).toMatchObject({
      error: 0,
      phone: FATMA,
      channel: "sms",
      resend_after_seconds: 30,
      expires_in_seconds: 300,
    });
    const inbox = devInboxAnswerSchema.parse((await get(`/dev/inbox?phone=%2B96550000001`)).json());
    expect(inbox.messages[0]).toMatchObject({ channel: "sms", to: FATMA });
    // The demo restaurant speaks Arabic first.
    expect(inbox.messages[0]?.text).toMatch(/^رمز التحقق لدى .+: \d{6}\. صالح لمدة 5 دقائق\./);
  });

  it("writes in English for a business whose first language is English, by WhatsApp when asked", async () => {
    const phone = "+971501112233";
    const response = await post("/send-otp", {
      reference_id: "demo-shop",
      phone: "50 111 2233",
      channel: "whatsapp",
    });
    expect(otpSentAnswerSchema.parse(response.json())).toMatchObject({
      phone,
      channel: "whatsapp",
    });
    const inbox = devInboxAnswerSchema.parse(
      (await get(`/dev/inbox?phone=${encodeURIComponent(phone)}`)).json(),
    );
    expect(inbox.messages[0]?.text).toMatch(/^Your .+ code is \d{6}\. It expires in 5 minutes\./);
    expect(inbox.messages[0]?.channel).toBe("whatsapp");
  });

  it("answers the same for a phone with an account and a phone without one", async () => {
    const known = await sendOtp(YOUSEF);
    const unknown = await sendOtp(freshPhone());
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    const { challenge_id: _a, phone: _p, ...knownRest } = known;
    const { challenge_id: _b, phone: _q, ...unknownRest } = unknown;
    expect(unknownRest).toEqual(knownRest);
    // A wrong code is the same failure too.
    const wrongKnown = await verify(known.challenge_id, wrong(await lastCode(api.app, YOUSEF)));
    const wrongUnknown = await verify(
      unknown.challenge_id,
      wrong(await lastCode(api.app, unknown.phone)),
    );
    expect(wrongUnknown.statusCode).toBe(wrongKnown.statusCode);
    expect(wrongUnknown.json()).toEqual(wrongKnown.json());
  });

  it.each([
    ["abc", "PHONE_NOT_A_NUMBER"],
    ["", "PHONE_NOT_A_NUMBER"],
    ["9", "PHONE_TOO_SHORT"],
    ["500000", "PHONE_TOO_SHORT"],
    ["9".repeat(18), "PHONE_TOO_LONG"],
    ["500000001", "PHONE_TOO_LONG"],
    ["+999 1234567", "PHONE_COUNTRY_UNKNOWN"],
  ])("spec 5: refuses the phone %j with %s", async (phone, code) => {
    expectFailure(await post("/send-otp", { reference_id: "demo", phone }), 400, code);
  });

  it("spec 5: reads a national number in the country sent, else the business's", async () => {
    const sent = await sendOtp("212 555 0100", { country: "US" });
    expect(sent.phone).toBe("+12125550100");
  });

  it.each([
    ["an extra user_id", { reference_id: "demo", phone: "50000001", user_id: 1 }],
    ["an extra balance", { reference_id: "demo", phone: "50000001", balance: 100 }],
    ["a phone of the wrong type", { reference_id: "demo", phone: 50000001 }],
    ["a huge phone", { reference_id: "demo", phone: "5".repeat(100_000) }],
    ["an unknown channel", { reference_id: "demo", phone: "50000001", channel: "email" }],
    ["an unknown purpose", { reference_id: "demo", phone: "50000001", purpose: "admin" }],
    ["a reference that is not one", { reference_id: "../demo", phone: "50000001" }],
    ["no body", undefined],
  ])("refuses %s with 400 BAD_REQUEST", async (_case, body) => {
    expectFailure(await post("/send-otp", body), 400, "BAD_REQUEST");
  });

  it("answers an unknown business with 404", async () => {
    expectFailure(
      await post("/send-otp", { reference_id: "nobody", phone: "50000001" }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("signing in (verify-otp and its aliases)", () => {
  it("signs a customer with an account in: a token and the user, whose business_id is the owner's id (spec 4)", async () => {
    const answer = await signIn(api.app, FATMA);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.user).toMatchObject({
      name: "Fatma Al-Sabah",
      phone: FATMA,
      phones: [FATMA, FATMA_OTHER],
      email: "fatma@example.com",
    });
    const restaurant = (await get("/webapp/v5/restaurant/demo")).json();
    expect(answer.user.business_id).toBe(restaurant.restaurant.user_id);
  });

  it("gives a new token on each sign-in; the earlier one stays valid until its logout", async () => {
    const first = await signIn(api.app, YOUSEF);
    clock.advance(31);
    const second = await signIn(api.app, YOUSEF);
    expect(second.token).not.toBe(first.token);
    expect(second.user.id).toBe(first.user.id);
    expect((await get(`/webapp/profile/${first.user.id}`, first.token)).statusCode).toBe(200);
    expect((await get(`/webapp/profile/${first.user.id}`, second.token)).statusCode).toBe(200);
  });

  it.each(["/webapp/login", "/webapp/verify", "/webapp/verify-by-whatsapp"])(
    "%s is the same sign-in",
    async (path) => {
      const sent = await sendOtp(FATMA);
      const response = await verify(sent.challenge_id, await lastCode(api.app, FATMA), path);
      expect(signedInAnswerSchema.parse(response.json()).user.phone).toBe(FATMA);
    },
  );

  it("POST webapp/register-whatsapp sends the sign-in code by WhatsApp", async () => {
    const response = await post("/webapp/register-whatsapp", {
      reference_id: "demo",
      phone: "50000002",
    });
    const sent = otpSentAnswerSchema.parse(response.json());
    expect(sent.channel).toBe("whatsapp");
    const signedIn = await verify(
      sent.challenge_id,
      await lastCode(api.app, YOUSEF),
      "/webapp/verify-by-whatsapp",
    );
    expect(signedInAnswerSchema.parse(signedIn.json()).user.phone).toBe(YOUSEF);
    expectFailure(
      await post("/webapp/register-whatsapp", {
        reference_id: "demo",
        phone: "50000002",
        channel: "sms",
      }),
      400,
      "BAD_REQUEST",
    );
  });

  it("registers a new phone: a ticket, then the account with a name, signed in", async () => {
    const phone = freshPhone();
    const answer = await verifyNewCode(phone);
    expect(answer).toMatchObject({
      status: "registration_required",
      phone,
      expires_in_seconds: 900,
    });
    if (answer.status !== "registration_required") throw new Error("unreachable");
    const body = {
      registration_ticket: answer.registration_ticket,
      name: "  Sara  ",
      email: "sara@example.com",
    };
    expectFailure(await post("/webapp/register", { ...body, user_id: 1 }), 400, "BAD_REQUEST");
    expectFailure(await post("/webapp/register", { ...body, name: "" }), 400, "BAD_REQUEST");
    expectFailure(
      await post("/webapp/register", { ...body, name: "x".repeat(81) }),
      400,
      "BAD_REQUEST",
    );
    const registered = await post("/webapp/register", body);
    expect(registered.statusCode).toBe(201);
    const signedIn = signedInAnswerSchema.parse(registered.json());
    expect(signedIn.user).toMatchObject({
      name: "Sara",
      phone,
      phones: [phone],
      email: "sara@example.com",
    });
    // The ticket is used up; the phone now signs in.
    expectFailure(await post("/webapp/register", body), 400, "TICKET_INVALID");
    clock.advance(31);
    expect((await signIn(api.app, phone)).user.id).toBe(signedIn.user.id);
  });

  it("a registration ticket lives 15 minutes", async () => {
    const ticket = await registrationTicket(freshPhone());
    clock.advance(901);
    expectFailure(
      await post("/webapp/register", {
        registration_ticket: ticket,
        name: "Late",
      }),
      400,
      "TICKET_INVALID",
    );
  });

  it.each([
    ["an extra field", (id: string) => ({ challenge_id: id, code: "123456", user_id: 1 })],
    ["a code of 5 digits", (id: string) => ({ challenge_id: id, code: "12345" })],
    ["a code as a number", (id: string) => ({ challenge_id: id, code: 123456 })],
    ["a huge code", (id: string) => ({ challenge_id: id, code: "1".repeat(100_000) })],
    ["no challenge", () => ({ code: "123456" })],
  ])("refuses %s with 400 BAD_REQUEST", async (_case, body) => {
    const sent = await sendOtp(freshPhone());
    expectFailure(await post("/verify-otp", body(sent.challenge_id)), 400, "BAD_REQUEST");
  });

  it("disable_otp does not let anyone sign in without a code (demo-cakes has it on)", async () => {
    const phone = "+96550000004";
    const response = await post("/send-otp", { reference_id: "demo-cakes", phone });
    const sent = otpSentAnswerSchema.parse(response.json());
    const code = await lastCode(api.app, phone);
    expectFailure(await verify(sent.challenge_id, wrong(code)), 400, "OTP_INVALID");
    expectFailure(
      await post("/webapp/login", { challenge_id: sent.challenge_id }),
      400,
      "BAD_REQUEST",
    );
    expectFailure(
      await post("/webapp/login", { reference_id: "demo-cakes", phone }),
      400,
      "BAD_REQUEST",
    );
    const signedIn = signedInAnswerSchema.parse((await verify(sent.challenge_id, code)).json());
    expect(signedIn.user.name).toBe("Hessa Al-Enezi");
  });

  it("an unknown challenge is 410 OTP_EXPIRED", async () => {
    expectFailure(await verify("A".repeat(22), "123456"), 410, "OTP_EXPIRED");
  });
});

describe("the limits of a code (QUALITY.md, Security)", () => {
  it("a code lives 5 minutes", async () => {
    const phone = freshPhone();
    const first = await sendOtp(phone);
    clock.advance(299);
    expect((await verify(first.challenge_id, await lastCode(api.app, phone))).statusCode).toBe(200);
    clock.advance(31);
    const second = await sendOtp(phone);
    clock.advance(300);
    expectFailure(
      await verify(second.challenge_id, await lastCode(api.app, phone)),
      410,
      "OTP_EXPIRED",
    );
  });

  it("a code is used once", async () => {
    const sent = await sendOtp(FATMA);
    const code = await lastCode(api.app, FATMA);
    expect((await verify(sent.challenge_id, code)).statusCode).toBe(200);
    expectFailure(await verify(sent.challenge_id, code), 410, "OTP_EXPIRED");
  });

  it("a code is bound to its challenge: another challenge's code is wrong", async () => {
    const phone = freshPhone();
    const first = await sendOtp(phone);
    const firstCode = await lastCode(api.app, phone);
    clock.advance(31);
    const second = await sendOtp(phone);
    if ((await lastCode(api.app, phone)) !== firstCode) {
      expectFailure(await verify(second.challenge_id, firstCode), 400, "OTP_INVALID");
    }
    expect((await verify(first.challenge_id, firstCode)).statusCode).toBe(200);
  });

  it("5 wrong tries kill a code, even for the right one after", async () => {
    const phone = freshPhone();
    const sent = await sendOtp(phone);
    const code = await lastCode(api.app, phone);
    for (let left = 4; left >= 0; left -= 1) {
      const failure = expectFailure(
        await verify(sent.challenge_id, wrong(code)),
        400,
        "OTP_INVALID",
      );
      expect(failure.details).toEqual({ attempts_left: left });
    }
    expectFailure(await verify(sent.challenge_id, code), 410, "OTP_EXPIRED");
  });

  it("spec 9: a new code waits for the 30-second resend timer", async () => {
    const phone = freshPhone();
    await sendOtp(phone);
    clock.advance(29);
    const failure = expectFailure(
      await post("/send-otp", { reference_id: "demo", phone }),
      429,
      "RATE_LIMITED",
    );
    expect(failure.details).toEqual({ retry_after_seconds: 1 });
    clock.advance(1);
    await sendOtp(phone);
  });

  it("GET webapp/resend-otp sends a new code for the challenge after the timer; the old code dies", async () => {
    const phone = freshPhone();
    const sent = await sendOtp(phone, { channel: "whatsapp" });
    const oldCode = await lastCode(api.app, phone);
    expectFailure(
      await get(`/webapp/resend-otp?challenge_id=${sent.challenge_id}`),
      429,
      "RATE_LIMITED",
    );
    clock.advance(30);
    const resent = otpSentAnswerSchema.parse(
      (await get(`/webapp/resend-otp?challenge_id=${sent.challenge_id}`)).json(),
    );
    expect(resent).toMatchObject({ phone, channel: "whatsapp", resend_after_seconds: 30 });
    expect(resent.challenge_id).not.toBe(sent.challenge_id);
    expectFailure(await verify(sent.challenge_id, oldCode), 410, "OTP_EXPIRED");
    expectFailure(
      await get(`/webapp/resend-otp?challenge_id=${sent.challenge_id}`),
      410,
      "OTP_EXPIRED",
    );
    expect((await verify(resent.challenge_id, await lastCode(api.app, phone))).statusCode).toBe(
      200,
    );
    expectFailure(await get(`/webapp/resend-otp?challenge_id=x&extra=1`), 400, "BAD_REQUEST");
  });

  it("at most 5 codes to a phone an hour, counting resends", async () => {
    const phone = freshPhone();
    let sent = await sendOtp(phone);
    for (let index = 1; index < 5; index += 1) {
      clock.advance(31);
      const response =
        index % 2
          ? await get(`/webapp/resend-otp?challenge_id=${sent.challenge_id}`)
          : await post("/send-otp", { reference_id: "demo", phone });
      expect(response.statusCode, response.body).toBe(200);
      sent = otpSentAnswerSchema.parse(response.json());
    }
    clock.advance(31);
    const failure = expectFailure(
      await post("/send-otp", { reference_id: "demo", phone }),
      429,
      "RATE_LIMITED",
    );
    // The first code was sent 4 × 31 + 31 seconds ago: the hour frees up after the rest.
    expect(failure.details).toEqual({ retry_after_seconds: 3600 - 5 * 31 });
    clock.advance(3600 - 5 * 31);
    await sendOtp(phone);
  });

  it("at most 10 wrong codes from a client for a phone an hour, across codes and channels, each later one after a growing wait", async () => {
    const phone = freshPhone();
    const first = await sendOtp(phone);
    const firstCode = await lastCode(api.app, phone);
    for (let index = 0; index < 5; index += 1) {
      expectFailure(await verify(first.challenge_id, wrong(firstCode)), 400, "OTP_INVALID");
    }
    clock.advance(31);
    let sent = await sendOtp(phone, { channel: "whatsapp" });
    let code = await lastCode(api.app, phone);
    // The sixth wrong code comes 31 s after the fifth, past its 15 s wait; then 30, 60, 120, 240 s.
    for (const wait of [30, 60, 120, 240]) {
      expectFailure(await verify(sent.challenge_id, wrong(code)), 400, "OTP_INVALID");
      const early = expectFailure(await verify(sent.challenge_id, code), 429, "RATE_LIMITED");
      expect(early.details).toEqual({ retry_after_seconds: wait });
      clock.advance(wait);
      if (wait === 120) {
        // The WhatsApp code is 210 s old: a new one before it dies.
        sent = await sendOtp(phone);
        code = await lastCode(api.app, phone);
      }
    }
    expectFailure(await verify(sent.challenge_id, wrong(code)), 400, "OTP_INVALID");
    // Ten wrong codes from this client: even its right one waits until the first leaves the hour.
    const locked = expectFailure(await verify(sent.challenge_id, code), 429, "RATE_LIMITED");
    expect(locked.details).toEqual({ retry_after_seconds: 3600 - 31 - 30 - 60 - 120 - 240 });
    // The phone's owner, on another connection, signs in with the code sent to them.
    const owner = { "x-forwarded-for": "198.51.100.7" };
    const ownerSent = await api.app.inject({
      method: "POST",
      url: "/send-otp",
      headers: owner,
      payload: { reference_id: "demo", phone },
    });
    expect(ownerSent.statusCode, ownerSent.body).toBe(200);
    const ownerVerify = await api.app.inject({
      method: "POST",
      url: "/verify-otp",
      headers: owner,
      payload: {
        challenge_id: otpSentAnswerSchema.parse(ownerSent.json()).challenge_id,
        code: await lastCode(api.app, phone),
      },
    });
    expect(ownerVerify.statusCode, ownerVerify.body).toBe(200);
  });

  it("two API processes on one database keep the same limits", async () => {
    const other = buildApp({ db: api.db, logger: false, clock: clock.now });
    try {
      const phone = freshPhone();
      await sendOtp(phone);
      const response = await other.inject({
        method: "POST",
        url: "/send-otp",
        payload: { reference_id: "demo", phone },
      });
      expectFailure(response, 429, "RATE_LIMITED");
    } finally {
      await other.close();
    }
  });

  it("ten concurrent right answers to one code open one session", async () => {
    const phone = YOUSEF;
    const sent = await sendOtp(phone);
    const code = await lastCode(api.app, phone);
    const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const sessionsOf = async () =>
      (
        await api.db
          .select({ count: count() })
          .from(sessions)
          .where(eq(sessions.userId, user?.id ?? 0))
      )[0]?.count;
    const before = await sessionsOf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verify(sent.challenge_id, code)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expectFailure(answer, 410, "OTP_EXPIRED");
    }
    expect(await sessionsOf()).toBe((before ?? 0) + 1);
  });

  it("ten concurrent registrations with one ticket make one account", async () => {
    const phone = freshPhone();
    const ticket = await registrationTicket(phone);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post("/webapp/register", {
          registration_ticket: ticket,
          name: `Racer ${index}`,
        }),
      ),
    );
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of answers.filter((response) => response.statusCode !== 201)) {
      expectFailure(response, 400, "TICKET_INVALID");
    }
    const accounts = await api.db
      .select({ count: count() })
      .from(users)
      .where(eq(users.phone, phone));
    expect(accounts[0]?.count).toBe(1);
  });

  it("ten concurrent sends to one phone send one code", async () => {
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post("/send-otp", { reference_id: "demo", phone })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const inbox = devInboxAnswerSchema.parse(
      (await get(`/dev/inbox?phone=${encodeURIComponent(phone)}`)).json(),
    );
    expect(inbox.messages).toHaveLength(1);
  });
});

describe("tokens and the owner's account", () => {
  it("logout revokes the token; logging out again is still logged out", async () => {
    const { token, user } = await signIn(api.app, YOUSEF);
    expect((await get(`/webapp/profile/${user.id}`, token)).statusCode).toBe(200);
    expect((await post("/webapp/logout", {}, token)).json()).toEqual({ error: 0, message: "" });
    expectFailure(await get(`/webapp/profile/${user.id}`, token), 401, "UNAUTHORIZED");
    expect((await post("/webapp/logout", {}, token)).statusCode).toBe(200);
    expectFailure(await post("/webapp/logout", { token }, token), 400, "BAD_REQUEST");
  });

  it("a token lives 30 days from its sign-in", async () => {
    const { token, user } = await signIn(api.app, YOUSEF);
    clock.advance(30 * 86_400 - 1);
    expect((await get(`/webapp/profile/${user.id}`, token)).statusCode).toBe(200);
    clock.advance(1);
    expectFailure(await get(`/webapp/profile/${user.id}`, token), 401, "UNAUTHORIZED");
  });

  it.each([
    ["no token", undefined],
    ["a malformed token", "not-a-token"],
    ["an unknown token", "A".repeat(43)],
  ])("GET webapp/profile with %s is 401", async (_case, token) => {
    expectFailure(await get("/webapp/profile/1", token), 401, "UNAUTHORIZED");
  });

  it("a customer reads, changes and deletes only their own account (another id is 404)", async () => {
    const fatma = await signIn(api.app, FATMA);
    const yousef = await signIn(api.app, YOUSEF);
    const fatmaProfile = profileAnswerSchema.parse(
      (await get(`/webapp/profile/${fatma.user.id}`, fatma.token)).json(),
    );
    expect(fatmaProfile.user).toEqual(fatma.user);
    expectFailure(await get(`/webapp/profile/${yousef.user.id}`, fatma.token), 404, "NOT_FOUND");
    expectFailure(
      await get(`/webapp/account/delete/${yousef.user.id}`, fatma.token),
      404,
      "NOT_FOUND",
    );
    expectFailure(
      await post(`/webapp/account/delete/${yousef.user.id}`, {}, fatma.token),
      404,
      "NOT_FOUND",
    );
    // update-profile has no id: it changes the token's own account, and refuses someone else's id.
    expectFailure(
      await post("/webapp/update-profile", { name: "X", user_id: yousef.user.id }, fatma.token),
      400,
      "BAD_REQUEST",
    );
    expect((await get(`/webapp/profile/${yousef.user.id}`, yousef.token)).json().user.name).toBe(
      "Yousef Al-Mutairi",
    );
  });

  it("POST webapp/update-profile changes the name, email and sign-in phone (only to a verified one)", async () => {
    const { token, user } = await signIn(api.app, FATMA);
    const renamed = profileAnswerSchema.parse(
      (await post("/webapp/update-profile", { name: "Fatma S.", email: null }, token)).json(),
    );
    expect(renamed.user).toMatchObject({ name: "Fatma S.", email: null, phone: FATMA });
    expectFailure(
      await post("/webapp/update-profile", { phone: "+96569999999" }, token),
      400,
      "PHONE_NOT_VERIFIED",
    );
    const moved = profileAnswerSchema.parse(
      (await post("/webapp/update-profile", { phone: FATMA_OTHER }, token)).json(),
    );
    expect(moved.user.phones).toEqual([FATMA_OTHER, FATMA]);
    await post(
      "/webapp/update-profile",
      { phone: FATMA, name: "Fatma Al-Sabah", email: "fatma@example.com" },
      token,
    );
    for (const body of [
      {},
      { balance: 5 },
      { name: 5 },
      { name: "x".repeat(10_000) },
      { email: "not-an-email" },
      { phone: "50000001" },
    ]) {
      expectFailure(await post("/webapp/update-profile", body, token), 400, "BAD_REQUEST");
    }
    expectFailure(await post("/webapp/update-profile", { name: "Nobody" }), 401, "UNAUTHORIZED");
    expect((await get(`/webapp/profile/${user.id}`, token)).json().user.name).toBe(
      "Fatma Al-Sabah",
    );
  });

  it("verifies another phone for a signed-in customer", async () => {
    const { token, user } = await signIn(api.app, freshPhone());
    const extra = freshPhone();
    expectFailure(
      await post("/send-otp", { reference_id: "demo", phone: extra, purpose: "verify_phone" }),
      401,
      "UNAUTHORIZED",
    );
    const sent = await sendOtp(extra, { purpose: "verify_phone" }, token);
    const code = await lastCode(api.app, extra);
    // A verify_phone code does not sign anyone in, and needs its own customer's token.
    expectFailure(await verify(sent.challenge_id, code), 410, "OTP_EXPIRED");
    const other = await signIn(api.app, YOUSEF);
    expectFailure(
      await post("/webapp/verify-phone", { challenge_id: sent.challenge_id, code }, other.token),
      410,
      "OTP_EXPIRED",
    );
    expectFailure(
      await post("/webapp/verify-phone", { challenge_id: sent.challenge_id, code }),
      401,
      "UNAUTHORIZED",
    );
    const answer = profileAnswerSchema.parse(
      (await post("/webapp/verify-phone", { challenge_id: sent.challenge_id, code }, token)).json(),
    );
    expect(answer.user.phones).toEqual([user.phone, extra]);
    // The new phone signs in to the same account.
    clock.advance(31);
    expect((await signIn(api.app, extra)).user.id).toBe(user.id);
    // A sign-in code does not verify a phone.
    clock.advance(31);
    const login = await sendOtp(freshPhone());
    expectFailure(
      await post(
        "/webapp/verify-phone",
        { challenge_id: login.challenge_id, code: "000000" },
        token,
      ),
      410,
      "OTP_EXPIRED",
    );
  });

  it("another account's phone is 409 PHONE_TAKEN", async () => {
    const { token } = await signIn(api.app, freshPhone());
    const sent = await sendOtp(YOUSEF, { purpose: "verify_phone" }, token);
    const response = await post(
      "/webapp/verify-phone",
      { challenge_id: sent.challenge_id, code: await lastCode(api.app, YOUSEF) },
      token,
    );
    expectFailure(response, 409, "PHONE_TAKEN");
  });

  it("spec 4: a token opens nothing at another business", async () => {
    const { token } = await signIn(api.app, FATMA);
    expectFailure(
      await post(
        "/send-otp",
        { reference_id: "demo-salon", phone: "50000009", purpose: "verify_phone" },
        token,
      ),
      401,
      "UNAUTHORIZED",
    );
    const salonOrder = { ...orderExamples.product_service };
    const response = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { authorization: `Bearer ${token}`, "idempotency-key": "accounts-other-business-1" },
      payload: salonOrder,
    });
    expectFailure(response, 401, "UNAUTHORIZED");
  });

  it("spec 5: a coupon for signed-in users applies with a token, a guests' coupon without one", async () => {
    toMondayNoon();
    const { token } = await signIn(api.app, FATMA);
    const calc = async (coupon: string, bearer?: string) => {
      const response = await post(
        "/service/pos/calc-order/1",
        { ...orderExamples.delivery, coupon_code: coupon },
        bearer,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        breakdown: { coupon: { applied: boolean; reason: string | null } };
      };
    };
    expect((await calc("MEMBER20", token)).breakdown.coupon).toMatchObject({ applied: true });
    expect((await calc("MEMBER20")).breakdown.coupon).toMatchObject({
      applied: false,
      reason: "COUPON_SIGNED_IN_ONLY",
    });
    expect((await calc("GUEST15", token)).breakdown.coupon).toMatchObject({
      applied: false,
      reason: "COUPON_GUESTS_ONLY",
    });
    const placed = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { authorization: `Bearer ${token}`, "idempotency-key": "accounts-member-coupon-1" },
      // Five falafel, so the order stays above the zone's minimum after the coupon.
      payload: {
        ...orderExamples.delivery,
        order_lines: orderExamples.delivery.order_lines.map((line) => ({ ...line, quantity: 5 })),
        coupon_code: "MEMBER20",
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placeOrderAnswerSchema.parse(placed.json()).order.breakdown.coupon?.applied).toBe(true);
  });

  it("deleting an account keeps its orders, without the personal data, and revokes its tokens", async () => {
    toMondayNoon();
    const phone = freshPhone();
    const { token, user } = await signIn(api.app, phone, { name: "Deleted Soon" });
    const placed = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { authorization: `Bearer ${token}`, "idempotency-key": "accounts-delete-order-1" },
      payload: orderExamples.delivery,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placeOrderAnswerSchema.parse(placed.json()).order;
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.userId).toBe(user.id);

    expectFailure(await get(`/webapp/account/delete/${user.id}`), 401, "UNAUTHORIZED");
    expect((await get(`/webapp/account/delete/${user.id}`, token)).json()).toEqual({
      error: 0,
      message: "",
    });
    expectFailure(await get(`/webapp/profile/${user.id}`, token), 401, "UNAUTHORIZED");

    const [kept] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      userId: user.id,
      total: order.total,
      customerName: "",
      phone: "",
    });
    expect(kept?.request).toMatchObject({
      name: "",
      phone: "",
      delivery: null,
      order_lines: orderExamples.delivery.order_lines,
    });
    const [account] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ name: "", phone: null, email: null });
    const inbox = devInboxAnswerSchema.parse(
      (await get(`/dev/inbox?phone=${encodeURIComponent(phone)}`)).json(),
    );
    expect(inbox.messages).toEqual([]);
    // The order's key still opens it; the phone may register again as a new account.
    const reopened = await get(`/webapp/order/${order.id}/${placed.json().access_key}`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().order).toMatchObject({ total: order.total, name: "", phone: "" });
    clock.advance(31);
    const again = await signIn(api.app, phone, { name: "Back Again" });
    expect(again.user.id).not.toBe(user.id);
    const live = await api.db
      .select({ count: count() })
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
    expect(live[0]?.count).toBe(1);
  });
});

describe("the development inbox", () => {
  it("is not served in production", async () => {
    const production = buildApp({
      db: api.db,
      logger: false,
      ordering: {
        publicUrl: "http://localhost:4000/",
        returnOrigins: [],
        sandboxSecret: "x".repeat(16),
        production: true,
      },
    });
    try {
      expectFailure(
        await production.inject({ method: "GET", url: "/dev/inbox?phone=%2B96550000001" }),
        404,
        "NOT_FOUND",
      );
    } finally {
      await production.close();
    }
  });

  it("refuses a phone that is not E.164", async () => {
    expectFailure(await get("/dev/inbox?phone=50000001"), 400, "BAD_REQUEST");
  });
});

describe("every account call, fuzzed", () => {
  const posts = [
    "/send-otp",
    "/verify-otp",
    "/webapp/login",
    "/webapp/register",
    "/webapp/register-whatsapp",
    "/webapp/verify-by-whatsapp",
    "/webapp/verify",
    "/webapp/verify-phone",
    "/webapp/update-profile",
    "/webapp/logout",
  ];
  const body = fc.oneof(
    fc.anything(),
    fc.record(
      {
        reference_id: fc.oneof(fc.constant("demo"), fc.string()),
        phone: fc.oneof(fc.string(), fc.integer(), fc.constant("50000001")),
        channel: fc.string(),
        purpose: fc.string(),
        challenge_id: fc.oneof(fc.string(), fc.constant("A".repeat(22))),
        code: fc.oneof(fc.string(), fc.integer()),
        registration_ticket: fc.string(),
        name: fc.string(),
        email: fc.string(),
        user_id: fc.integer(),
        balance: fc.double(),
      },
      { requiredKeys: [] },
    ),
  );
  test.prop([fc.constantFrom(...posts), body], { numRuns: 200 })(
    "answers a generated body with a success or a 4xx failure, never a 5xx",
    async (url, payload) => {
      const response = await postAnyJson(api.app, url, payload, "B".repeat(43));
      expectNo5xx(response, `${url} ${response.body}`);
    },
  );

  test.prop([fc.string({ maxLength: 200 })], { numRuns: 100 })(
    "answers generated ids and queries with a 4xx, never a 5xx",
    async (text) => {
      const segment = encodeURIComponent(text);
      for (const url of [
        `/webapp/profile/${segment}`,
        `/webapp/account/delete/${segment}`,
        `/webapp/resend-otp?challenge_id=${segment}`,
        `/dev/inbox?phone=${segment}`,
      ]) {
        const response = await get(url, "C".repeat(43));
        expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }
    },
  );
});
