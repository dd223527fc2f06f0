import { describe, expect, it } from "vitest";
import { businessHostPage } from "./business-host-page";

async function pagePathOf(path: string, host: string, owners: Record<string, string>) {
  const looked: string[] = [];
  const handler = businessHostPage({
    storefrontHosts: ["localhost", "127.0.0.1"],
    referenceOfHost: (name) => {
      looked.push(name);
      if (name === "down.example") return Promise.reject(new Error("API down"));
      return Promise.resolve(owners[name] ?? null);
    },
  });
  const response = { locals: {} as Record<string, unknown> };
  await new Promise<void>((resolve) =>
    handler({ path, method: "GET", headers: { host } } as never, response as never, () =>
      resolve(),
    ),
  );
  return { pagePath: response.locals.pagePath, looked };
}

describe("businessHostPage (ADR 024: `/` on a business's own host is its page)", () => {
  const owners = { "bait-al-kuwait.localhost": "demo" };

  it("names the business of the host for `/`", async () => {
    expect(await pagePathOf("/", "bait-al-kuwait.localhost:3120", owners)).toEqual({
      pagePath: "/demo",
      looked: ["bait-al-kuwait.localhost"],
    });
  });

  it("never looks up the storefront's own hosts, nor paths that name their business", async () => {
    expect(await pagePathOf("/", "127.0.0.1:3120", owners)).toEqual({
      pagePath: undefined,
      looked: [],
    });
    expect((await pagePathOf("/demo/delivery", "bait-al-kuwait.localhost", owners)).looked).toEqual(
      [],
    );
  });

  it("keeps the strict policy for an unknown host or a failed lookup", async () => {
    expect((await pagePathOf("/", "nobody.example", owners)).pagePath).toBeUndefined();
    expect((await pagePathOf("/", "down.example", owners)).pagePath).toBeUndefined();
  });
});
