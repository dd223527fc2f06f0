import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  guardedLookup,
  isPublicAddress,
  ReceiverRefused,
  receiverUrlProblem,
} from "./receiver-address.js";

describe("a webhook receiver's address", () => {
  it("is public only outside loopback, private, link-local, shared and reserved networks", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "fd00::1",
      "fe80::1",
      "ff02::1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["1.1.1.1", "8.8.8.8", "172.32.0.1", "193.188.1.1", "2a00:1450::1"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("never takes an address of 10/8, 127/8, 169.254/16 or 192.168/16 for public", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(
        fc.constantFrom("10", "127", "169.254", "192.168"),
        octet,
        octet,
        octet,
        (prefix, a, b, c) => {
          const rest = prefix.includes(".") ? [b, c] : [a, b, c];
          expect(isPublicAddress([prefix, ...rest].join("."))).toBe(false);
        },
      ),
    );
  });

  it("refuses plain http, this server and private IPs, unless private receivers are allowed", () => {
    const problem = (url: string, allow = false) => receiverUrlProblem(new URL(url), allow);
    expect(problem("https://till.example.com/hooks")).toBeNull();
    expect(problem("https://1.1.1.1/hooks")).toBeNull();
    expect(problem("http://till.example.com/hooks")).toMatch(/https/);
    expect(problem("https://localhost:8443/")).toMatch(/this server/);
    expect(problem("https://127.0.0.1/")).toMatch(/not a public address/);
    expect(problem("https://169.254.169.254/latest/meta-data")).toMatch(/not a public address/);
    expect(problem("https://[::1]/")).toMatch(/not a public address/);
    expect(problem("https://[::ffff:7f00:1]/")).toMatch(/not a public address/);
    expect(problem("http://127.0.0.1:9000/", true)).toBeNull();
    expect(problem("ftp://till.example.com/", true)).toMatch(/https/);
  });

  it("connects to no name that resolves to a private address, however it is asked", async () => {
    const ask = (allow: boolean, all: boolean) =>
      new Promise<{ error: Error | null; address: unknown }>((resolve) =>
        guardedLookup(allow)("localhost", { all }, (error, address) => resolve({ error, address })),
      );
    for (const all of [true, false]) {
      const refused = await ask(false, all);
      expect(refused.error).toBeInstanceOf(ReceiverRefused);
      expect(refused.error?.message).toMatch(/^localhost resolves to .+, not a public address$/);
      const allowed = await ask(true, all);
      expect(allowed.error).toBeNull();
      expect(JSON.stringify(allowed.address)).toMatch(/127\.0\.0\.1|::1/);
    }
  });
});
