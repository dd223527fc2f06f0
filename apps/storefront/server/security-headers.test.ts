import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("forbids sniffing and framing and keeps the referrer strict", () => {
    expect(securityHeaders({ production: false })).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "frame-ancestors 'none'",
    });
  });

  it("adds HSTS in production only", () => {
    expect(securityHeaders({ production: true })).toHaveProperty("Strict-Transport-Security");
  });
});
