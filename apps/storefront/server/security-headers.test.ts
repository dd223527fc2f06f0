import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  securityHeaders,
  tileImageSource,
  withSecurityHeaders,
} from "./security-headers";

describe("securityHeaders", () => {
  it("forbids sniffing and framing and keeps the referrer strict", () => {
    expect(securityHeaders("n0nce", { production: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
  });

  it("adds HSTS in production only", () => {
    expect(securityHeaders("n0nce", { production: true })).toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(securityHeaders("n0nce", { production: false })).not.toHaveProperty(
      "Strict-Transport-Security",
    );
  });
});

describe("contentSecurityPolicy", () => {
  const rules = (policy: string) =>
    new Map(policy.split("; ").map((rule) => [rule.split(" ")[0], rule]));

  it("runs only this origin's scripts and those carrying the request's nonce, never inline ones", () => {
    const scripts = rules(contentSecurityPolicy("n0nce")).get("script-src");
    expect(scripts).toBe("script-src 'self' 'nonce-n0nce'");
  });

  it("is never framed and never posts forms elsewhere", () => {
    const policy = rules(contentSecurityPolicy("n0nce"));
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(policy.get("form-action")).toBe("form-action 'self'");
    expect(policy.get("object-src")).toBe("object-src 'none'");
  });

  it("lets a form's answer lead to the payment pages' origins and no others", () => {
    const policy = rules(contentSecurityPolicy("n0nce", { formTargets: ["https://pay.example"] }));
    expect(policy.get("form-action")).toBe("form-action 'self' https://pay.example");
  });

  it("lets Vite's development client run and reach its socket in development only", () => {
    const development = rules(contentSecurityPolicy("n0nce", { development: true }));
    expect(development.has("script-src")).toBe(false);
    expect(development.get("connect-src")).toBe("connect-src 'self' ws:");
  });
});

describe("the map's tiles", () => {
  const images = (policy: string) => policy.split("; ").find((rule) => rule.startsWith("img-src"));

  it("loads images only from the sources given (media origins, the tile server), and keeps the nonce rule", () => {
    const policy = contentSecurityPolicy("n0nce", {
      imageSources: ["http://127.0.0.1:4100", "http://tiles.local:8080"],
    });
    expect(images(policy)).toBe(
      "img-src 'self' data: http://127.0.0.1:4100 http://tiles.local:8080",
    );
    expect(policy.split("; ")).toContain("script-src 'self' 'nonce-n0nce'");
  });

  it("names the tile host of a URL template, a {s} subdomain as a wildcard", () => {
    expect(tileImageSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileImageSource("https://{s}.tile.example/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.example",
    );
    expect(tileImageSource("http://127.0.0.1:8081/tiles/{z}/{x}/{y}.png")).toBe(
      "http://127.0.0.1:8081",
    );
  });

  it("are passed through securityHeaders", () => {
    const headers = securityHeaders("n0nce", {
      production: true,
      imageSources: ["https://tile.openstreetmap.org"],
    });
    expect(images(headers["Content-Security-Policy"] ?? "")).toContain(
      "https://tile.openstreetmap.org",
    );
  });
});

describe("a page's own sources (ADR 019: a business's accepted pixels)", () => {
  const rules = (policy: string) =>
    new Map(policy.split("; ").map((rule) => [rule.split(" ")[0], rule]));

  it("adds the hosts to the script and connect rules, keeping the nonce", () => {
    const policy = rules(
      contentSecurityPolicy("n0nce", {
        scriptSources: ["https://connect.facebook.net"],
        connectSources: ["https://www.facebook.com"],
      }),
    );
    expect(policy.get("script-src")).toBe(
      "script-src 'self' 'nonce-n0nce' https://connect.facebook.net",
    );
    expect(policy.get("connect-src")).toBe("connect-src 'self' https://www.facebook.com");
  });

  it("are decided per request by pageSources, from its path and cookies", () => {
    const seen: [string, string | undefined][] = [];
    const handler = withSecurityHeaders({
      production: false,
      pageSources: (path, cookies) => {
        seen.push([path, cookies]);
        return {
          script: ["https://sc-static.net"],
          connect: [],
          image: ["https://tr.snapchat.com"],
        };
      },
    });
    const headers: Record<string, string> = {};
    const response = {
      locals: {} as Record<string, unknown>,
      set: (values: Record<string, string>) => Object.assign(headers, values),
    };
    let passed = false;
    handler(
      { path: "/demo", headers: { cookie: "tracking_consent_demo=granted.3" } } as never,
      response as never,
      () => (passed = true),
    );
    expect(passed).toBe(true);
    expect(seen).toEqual([["/demo", "tracking_consent_demo=granted.3"]]);
    expect(headers["Content-Security-Policy"]).toContain(
      `script-src 'self' 'nonce-${String(response.locals.cspNonce)}' https://sc-static.net`,
    );
    expect(headers["Content-Security-Policy"]).toContain(
      "img-src 'self' data: https://tr.snapchat.com",
    );
  });
});

describe("createNonce", () => {
  it("gives 128 random bits, different on every request", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
