import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("allows scripts by nonce only, never inline, and is never framed", () => {
    const policy = contentSecurityPolicy("abc");
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toContain("unsafe-inline' 'nonce");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self'");
  });

  it("sends HSTS in production only", () => {
    expect(securityHeaders("n", { production: true })["Strict-Transport-Security"]).toBeDefined();
    expect(
      securityHeaders("n", { production: false })["Strict-Transport-Security"],
    ).toBeUndefined();
  });
});
