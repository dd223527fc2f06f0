import {
  devInboxAnswerSchema,
  failureSchema,
  otpSentAnswerSchema,
  verifyOtpAnswerSchema,
} from "@storefront/api-client";
import { interfaceLanguages } from "@storefront/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { mondayNoon, testClock } from "../../test/clock.js";
import { lastCode } from "../../test/customers.js";
import { expectFailure } from "../../test/failures.js";
import { testApi } from "../../test/test-api.js";
import { buildApp } from "../app.js";
import { defaultClientLimits } from "../limits/client-limits.js";
import { otpMessage } from "../messaging/otp-message.js";

// ADR 025: the limits per client address and overall, and that no stranger locks a phone's owner
// out. Each client is an address the storefront forwards in X-Forwarded-For (the tests call from
// loopback, a trusted proxy).

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now, limits: defaultClientLimits });
const appWith = (limits = defaultClientLimits) =>
  buildApp({ db: api.db, logger: false, clock: clock.now, limits });

// A day between tests: no hourly limit of one reaches the next.
beforeEach(() => clock.advance(86_400));

let serial = 0;
const freshPhone = () => `+9656${String(1_000_000 + serial++ * 13).padStart(7, "0")}`;
const clientNamed = (name: number) => `203.0.113.${name}`;

function send(
  client: string,
  phone: string,
  extra: Record<string, unknown> = {},
  on: FastifyInstance = api.app,
): Promise<LightMyRequestResponse> {
  return on.inject({
    method: "POST",
    url: "/send-otp",
    headers: { "x-forwarded-for": client },
    payload: { reference_id: "demo", phone, ...extra },
  });
}

function verify(client: string, challengeId: string, code: string) {
  return api.app.inject({
    method: "POST",
    url: "/verify-otp",
    headers: { "x-forwarded-for": client },
    payload: { challenge_id: challengeId, code },
  });
}

async function sent(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return otpSentAnswerSchema.parse(response.json());
}

const refused = (response: LightMyRequestResponse, status = 429, code = "RATE_LIMITED") =>
  expectFailure(response, status, code);

async function inbox(phone: string) {
  const response = await api.app.inject({
    method: "GET",
    url: `/dev/inbox?phone=${encodeURIComponent(phone)}`,
  });
  return devInboxAnswerSchema.parse(response.json()).messages;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sends per client and overall (codes cost money)", () => {
  it("thirty codes to thirty phones from one client: ten go out, the rest wait for the hour; another client is not held up", async () => {
    const pumper = clientNamed(1);
    const phones = Array.from({ length: 30 }, freshPhone);
    const answers = [];
    for (const phone of phones) answers.push(await send(pumper, phone));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const failure = refused(answers[10] as LightMyRequestResponse);
    expect(failure.details).toEqual({ retry_after_seconds: 3600 });
    expect(await inbox(phones[29] as string)).toEqual([]);
    await sent(await send(clientNamed(2), phones[29] as string));
    clock.advance(3600);
    await sent(await send(pumper, phones[28] as string));
  });

  it("thirty concurrent sends from one client send ten codes", async () => {
    const pumper = clientNamed(3);
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(pumper, freshPhone())));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) refused(answer);
  });

  it("a business's hourly budget and the platform's hold every client, business by business", async () => {
    const limited = appWith({
      ...defaultClientLimits,
      codesPerBusinessPerHour: 3,
      codesPerHour: 5,
    });
    try {
      for (let index = 0; index < 3; index += 1) {
        await sent(await send(clientNamed(10 + index), freshPhone(), {}, limited));
      }
      refused(await send(clientNamed(13), freshPhone(), {}, limited));
      // Another business has its own budget, within the platform's.
      const shop = { reference_id: "demo-shop" };
      await sent(await send(clientNamed(14), "+971501110001", shop, limited));
      await sent(await send(clientNamed(15), "+971501110002", shop, limited));
      refused(await send(clientNamed(16), "+971501110003", shop, limited));
    } finally {
      await limited.close();
    }
  });

  it("two API processes share the client's count", async () => {
    const other = appWith();
    try {
      const client = clientNamed(20);
      for (let index = 0; index < 10; index += 1) {
        await sent(await send(client, freshPhone(), {}, index % 2 ? api.app : other));
      }
      refused(await send(client, freshPhone(), {}, other));
      refused(await send(client, freshPhone(), {}, api.app));
    } finally {
      await other.close();
    }
  });

  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    const phone = freshPhone();
    const fromOutside = (forwarded: string) =>
      api.app.inject({
        method: "POST",
        url: "/send-otp",
        remoteAddress: "192.0.2.50",
        headers: { "x-forwarded-for": forwarded },
        payload: { reference_id: "demo", phone },
      });
    await sent(await fromOutside(clientNamed(30)));
    // Another forwarded address from the same caller is the same client: its resend timer runs.
    refused(await fromOutside(clientNamed(31)));
  });
});

describe("a stranger cannot lock the owner of a phone out", () => {
  it("a stranger's five codes to a phone hold up only the stranger", async () => {
    const phone = freshPhone();
    const stranger = clientNamed(40);
    for (let index = 0; index < 5; index += 1) {
      await sent(await send(stranger, phone));
      clock.advance(31);
    }
    refused(await send(stranger, phone));
    // The owner asks at once, within 30 s of the stranger's last code, and signs in.
    const owner = clientNamed(41);
    const mine = await sent(await send(owner, phone));
    const signedIn = await verify(owner, mine.challenge_id, await lastCode(api.app, phone));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    verifyOtpAnswerSchema.parse(signedIn.json());
  });

  it("after ten codes to a phone from all clients within the hour, each further one waits 5 minutes, never the hour", async () => {
    const phone = freshPhone();
    for (let index = 0; index < 10; index += 1) {
      await sent(await send(clientNamed(50 + index), phone));
    }
    const owner = clientNamed(60);
    const failure = refused(await send(owner, phone));
    expect(failure.details).toEqual({ retry_after_seconds: 300 });
    clock.advance(300);
    await sent(await send(owner, phone));
    refused(await send(clientNamed(61), phone));
  });

  it("a stranger's ten wrong codes stop the stranger, even with a right code; the owner's right code signs in", async () => {
    const phone = freshPhone();
    const stranger = clientNamed(70);
    let failures = 0;
    while (failures < 10) {
      const challenge = await sent(await send(stranger, phone));
      const code = await lastCode(api.app, phone);
      while (failures < 10) {
        const answer = await verify(stranger, challenge.challenge_id, wrong(code));
        // Each wrong code after the fifth waits longer; a code that dies meanwhile needs another.
        if (answer.statusCode === 429) {
          clock.advance(
            Number(failureSchema.parse(answer.json()).details?.["retry_after_seconds"]),
          );
          continue;
        }
        if (answer.statusCode === 410) break;
        refused(answer, 400, "OTP_INVALID");
        failures += 1;
      }
      clock.advance(31);
    }
    const last = await sent(await send(stranger, phone));
    refused(await verify(stranger, last.challenge_id, await lastCode(api.app, phone)));
    const owner = clientNamed(71);
    const mine = await sent(await send(owner, phone));
    expect(
      (await verify(owner, mine.challenge_id, await lastCode(api.app, phone))).statusCode,
    ).toBe(200);
  });

  it("once a phone has 50 wrong codes in the hour, a client that typed one waits; one that typed none still signs in", async () => {
    const phone = freshPhone();
    // Ten strangers type five wrong codes each, each on a code of their own.
    for (let index = 0; index < 10; index += 1) {
      const stranger = clientNamed(80 + index);
      const challenge = await sent(await send(stranger, phone));
      const code = await lastCode(api.app, phone);
      for (let tries = 0; tries < 5; tries += 1) {
        refused(await verify(stranger, challenge.challenge_id, wrong(code)), 400, "OTP_INVALID");
      }
      clock.advance(index < 9 ? 1 : 300);
    }
    // One of them, with a new code, is refused even the right one.
    const again = await sent(await send(clientNamed(80), phone));
    refused(await verify(clientNamed(80), again.challenge_id, await lastCode(api.app, phone)));
    clock.advance(300);
    const owner = clientNamed(90);
    const mine = await sent(await send(owner, phone));
    const code = await lastCode(api.app, phone);
    expect((await verify(owner, mine.challenge_id, code)).statusCode).toBe(200);
  });
});

describe("the code's language (ADR 025)", () => {
  const sendIn = (language: string | undefined, phone: string, referenceId = "demo") =>
    api.app.inject({
      method: "POST",
      url: "/send-otp",
      headers: {
        "x-forwarded-for": clientNamed(100),
        ...(language ? { "accept-language": language } : {}),
      },
      payload: { reference_id: referenceId, phone },
    });

  it("is the interface language the storefront asks in, not the business's first", async () => {
    const english = freshPhone();
    await sent(await sendIn("en", english));
    // The Arabic-first demo restaurant writes to an English-speaking customer in English, with its English name.
    expect((await inbox(english))[0]?.text).toMatch(
      /^Your Bait Al Kuwait Kitchen code is \d{6}\. It expires in 5 minutes\. Do not share it\.$/,
    );
    const arabic = "+971501110009";
    await sent(await sendIn("ar", arabic, "demo-shop"));
    expect((await inbox(arabic))[0]?.text).toMatch(
      /^رمز التحقق لدى .+: \d{6}\. صالح لمدة 5 دقائق\./,
    );
    const german = freshPhone();
    await sent(await sendIn("de-CH,de;q=0.9", german));
    expect((await inbox(german))[0]?.text).toMatch(
      /^Ihr Code für .+ lautet \d{6}\. Er läuft in 5 Minuten ab\./,
    );
  });

  it("falls back to the business's first language, then English", async () => {
    const none = freshPhone();
    await sent(await sendIn(undefined, none));
    expect((await inbox(none))[0]?.text).toMatch(/^رمز التحقق لدى/);
    const unknown = freshPhone();
    await sent(await sendIn("xx", unknown));
    expect((await inbox(unknown))[0]?.text).toMatch(/^رمز التحقق لدى/);
  });

  it("has a text in every one of the 41 interface languages, with the name, the code in Latin digits and the time", () => {
    expect(interfaceLanguages).toHaveLength(41);
    const texts = new Set<string>();
    for (const language of interfaceLanguages) {
      const text = otpMessage({ language, businessName: "Noura", code: "004217", minutes: 5 });
      expect(text, language).toContain("Noura");
      expect(text, language).toContain("004217");
      expect(text, language).toMatch(/5/);
      expect(text, language).not.toMatch(/[{}]/);
      texts.add(text);
    }
    expect(texts.size).toBe(41);
  });
});
