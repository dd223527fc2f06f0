import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-client.js";
import { fillPath, isJsonEndpoint, pathParameterNames } from "./endpoint.js";
import { endpoints } from "./index.js";

const entries = Object.entries(endpoints);

describe("the endpoint table", () => {
  it.each(entries)("%s names in its path exactly the parameters its schema checks", (_, entry) => {
    const named = pathParameterNames(entry.path).sort();
    const checked = "params" in entry ? Object.keys(entry.params.shape).sort() : [];
    expect(named).toEqual(checked);
  });

  it("holds each method and path once", () => {
    const routes = entries.map(([, entry]) => `${entry.method} ${entry.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("gives the client one method per JSON call, and none for pages and files", () => {
    const client = createApiClient({ baseUrl: "http://api.test/", locale: "en" });
    const json = entries.filter(([, entry]) => isJsonEndpoint(entry)).map(([name]) => name);
    expect(Object.keys(client).sort()).toEqual(json.sort());
    expect(Object.keys(client)).not.toContain("sandboxPage");
  });

  it("asks for an idempotency key on every call that pays (ADR 036)", () => {
    const idempotent = entries.filter(([, entry]) => "idempotent" in entry).map(([name]) => name);
    expect(idempotent.sort()).toEqual(["buyWalletPackage", "placeOrder"]);
  });

  it("gives every till call a scope, and the till's prefix only to till calls and calc-order", () => {
    for (const [name, entry] of entries) {
      expect("scope" in entry, name).toBe(entry.access === "key");
      if (entry.path.startsWith("/service/pos/") && name !== "calcOrder") {
        expect(entry.access, name).toBe("key");
      }
    }
  });
});

describe("fillPath", () => {
  it("encodes each parameter where the path names it", () => {
    expect(fillPath("/webapp/search/{term}", { term: "مجبوس/2" })).toBe(
      `/webapp/search/${encodeURIComponent("مجبوس/2")}`,
    );
    expect(fillPath("/webapp/v5/item/{branch_id}/{item_id}", { branch_id: 1, item_id: 24 })).toBe(
      "/webapp/v5/item/1/24",
    );
  });

  it("refuses a path whose parameter is missing rather than calling a wrong one", () => {
    expect(() => fillPath("/webapp/v5/menu/{id}", {})).toThrow("needs its id");
  });
});
