import { describe, expect, it } from "vitest";
import {
  clearOtpTimerCookie,
  otpTimerCookie,
  readOtpTimer,
  secondsLeft,
  startOtpTimer,
} from "./otp-timer-cookie";

const now = new Date("2026-11-24T10:00:00Z");

describe("the OTP timer cookie (spec 9)", () => {
  it("keeps exactly the start time, the phone and the duration, never a code", () => {
    const timer = startOtpTimer("+96560001234", now);
    expect(timer).toEqual({ startedAt: now.getTime(), phone: "+96560001234", duration: 30 });
    const cookie = otpTimerCookie("demo", timer, "");
    expect(cookie).toBe(
      `otp_demo=${encodeURIComponent(`${now.getTime()}|+96560001234|30`)}; Max-Age=300; Path=/demo; SameSite=Lax; HttpOnly`,
    );
    const [pair = ""] = cookie.split(";");
    expect(readOtpTimer(pair, "demo")).toEqual(timer);
  });

  it("survives a reload: the countdown goes on from the start time", () => {
    const timer = startOtpTimer("+96560001234", now);
    expect(secondsLeft(timer, now)).toBe(30);
    expect(secondsLeft(timer, new Date(now.getTime() + 12_300))).toBe(18);
    expect(secondsLeft(timer, new Date(now.getTime() + 30_000))).toBe(0);
    expect(secondsLeft(timer, new Date(now.getTime() + 99_000))).toBe(0);
    // A clock behind the start never shows more than the duration.
    expect(secondsLeft(timer, new Date(now.getTime() - 60_000))).toBe(30);
  });

  it.each([
    ["nothing", null],
    ["a phone without +", "otp_demo=1|96560001234|30"],
    ["an extra part", "otp_demo=1|+96560001234|30|123456"],
    ["a duration that is not a number", "otp_demo=1|+96560001234|x"],
  ])("reads no timer from %s", (_name, header) => {
    expect(readOtpTimer(header, "demo")).toBeNull();
  });

  it("clears on the business's paths", () => {
    expect(clearOtpTimerCookie("demo", "; Secure")).toBe(
      "otp_demo=; Max-Age=0; Path=/demo; SameSite=Lax; HttpOnly; Secure",
    );
  });
});
