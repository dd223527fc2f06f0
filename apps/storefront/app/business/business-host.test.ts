import { describe, expect, it } from "vitest";
import { businessHostOf, hostNameOf, redirectTarget, storefrontHosts } from "./business-host";

describe("hostNameOf", () => {
  it("reads the host name in lower case, without port or trailing dot", () => {
    expect(hostNameOf("Bait-Al-Kuwait.localhost:3000")).toBe("bait-al-kuwait.localhost");
    expect(hostNameOf("shop.example.")).toBe("shop.example");
    expect(hostNameOf("[::1]:3000")).toBe("[::1]");
    expect(hostNameOf("")).toBeNull();
    expect(hostNameOf(null)).toBeNull();
  });
});

describe("the storefront's own hosts are never looked up", () => {
  const own = storefrontHosts("localhost,127.0.0.1,[::1],0.0.0.0");

  it("reads the list as host names", () => {
    expect(storefrontHosts(" Localhost , shop.example:443,,")).toEqual([
      "localhost",
      "shop.example",
    ]);
  });

  it("looks up any other host as a business's own", () => {
    expect(businessHostOf("localhost:3000", own)).toBeNull();
    expect(businessHostOf("127.0.0.1:3120", own)).toBeNull();
    expect(businessHostOf("[::1]:3000", own)).toBeNull();
    expect(businessHostOf(null, own)).toBeNull();
    // An address is never a business's site.
    expect(businessHostOf("192.168.1.20:3000", own)).toBeNull();
    expect(businessHostOf("[fe80::1]:3000", own)).toBeNull();
    expect(businessHostOf("bait-al-kuwait.localhost:3120", own)).toBe("bait-al-kuwait.localhost");
    expect(businessHostOf("WWW.Bait-Al-Kuwait.localhost", own)).toBe(
      "www.bait-al-kuwait.localhost",
    );
  });
});

describe("redirectTarget (a business's redirect to its own site)", () => {
  it("keeps the path and query, and sends the shared home to the site's root", () => {
    expect(
      redirectTarget("https://shop.example/demo/delivery?page=2", "https://bait.example/", "demo"),
    ).toBe("https://bait.example/demo/delivery?page=2");
    expect(
      redirectTarget("https://shop.example/demo?theme_id=1", "https://bait.example/", "demo"),
    ).toBe("https://bait.example/?theme_id=1");
  });

  it("keeps the request's port for a site named without one (development hosts)", () => {
    expect(
      redirectTarget(
        "http://www.bait-al-kuwait.localhost:3120/",
        "http://bait-al-kuwait.localhost/",
        "demo",
      ),
    ).toBe("http://bait-al-kuwait.localhost:3120/");
    expect(redirectTarget("http://x.localhost:3120/", "http://bait.localhost:8080/", "demo")).toBe(
      "http://bait.localhost:8080/",
    );
  });
});
