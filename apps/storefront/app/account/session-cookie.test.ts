import { describe, expect, it } from "vitest";
import {
  clearSessionCookie,
  isAuthenticated,
  readSession,
  sessionCookie,
  sessionCookieName,
} from "./session-cookie";

const token = "A".repeat(40) + "b-_";
const session = { userId: 7, ownerId: 3, token };

describe("sessionCookie", () => {
  it("is HttpOnly, SameSite=Lax, on the whole site, for 30 days, Secure when asked", () => {
    expect(sessionCookie("demo", session, "; Secure")).toBe(
      `session_demo=7.3.${token}; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(sessionCookie("demo", session, "")).not.toContain("Secure");
  });

  it("round-trips through readSession, per business", () => {
    const [pair = ""] = sessionCookie("demo", session, "").split(";");
    expect(readSession(`a=1; ${pair}`, "demo")).toEqual(session);
    expect(readSession(pair, "other")).toBeNull();
  });

  it("clears with Max-Age=0 and the same attributes", () => {
    expect(clearSessionCookie("demo", "")).toBe(
      "session_demo=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly",
    );
  });
});

describe("readSession", () => {
  it.each([
    ["no cookie", null],
    ["empty", "session_demo="],
    ["no token", "session_demo=7.3."],
    ["a short token", "session_demo=7.3.abc"],
    ["an id that is not a number", `session_demo=x.3.${token}`],
    ["a zero id", `session_demo=0.3.${token}`],
    ["an extra part", `session_demo=7.3.${token}.9`],
    ["a token with other characters", `session_demo=7.3.${"A".repeat(42)}=`],
  ])("is null for %s", (_name, header) => {
    expect(readSession(header, "demo")).toBeNull();
  });

  it("does not read another business's cookie whose name ends like it", () => {
    expect(sessionCookieName("demo")).toBe("session_demo");
    expect(readSession(`xsession_demo=7.3.${token}`, "demo")).toBeNull();
  });
});

describe("isAuthenticated (spec 4)", () => {
  it("needs a session whose business owner is the business's owner", () => {
    expect(isAuthenticated(session, 3)).toBe(true);
    expect(isAuthenticated(session, 4)).toBe(false);
    expect(isAuthenticated(null, 3)).toBe(false);
  });
});
