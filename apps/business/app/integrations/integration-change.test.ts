import {
  apiKeyScopes as contractScopes,
  webhookEventTypes as contractEvents,
} from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { apiKeyScopes, webhookEventTypes } from "../layout/names";
import { integrationChangeOf } from "./integration-change";

const formOf = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};

describe("a change from the integrations page", () => {
  it("offers every scope and event the API knows, and no other", () => {
    expect([...apiKeyScopes]).toEqual([...contractScopes]);
    expect([...webhookEventTypes]).toEqual([...contractEvents]);
  });

  it("reads a new key and a new webhook with their checked boxes, dropping unknown ones", () => {
    expect(
      integrationChangeOf(
        formOf([
          ["intent", "create_key"],
          ["name", "  Counter till "],
          ["scopes", "orders:read"],
          ["scopes", "admin"],
          ["scopes", "menu:write"],
        ]),
      ),
    ).toEqual({
      ok: true,
      change: { intent: "create_key", name: "Counter till", scopes: ["orders:read", "menu:write"] },
    });
    expect(
      integrationChangeOf(
        formOf([
          ["intent", "create_webhook"],
          ["url", "https://till.example.com/hooks"],
          ["events", "order.created"],
        ]),
      ),
    ).toEqual({
      ok: true,
      change: {
        intent: "create_webhook",
        url: "https://till.example.com/hooks",
        events: ["order.created"],
      },
    });
    expect(
      integrationChangeOf(
        formOf([
          ["intent", "revoke_key"],
          ["id", "4"],
        ]),
      ),
    ).toEqual({
      ok: true,
      change: { intent: "revoke_key", id: 4 },
    });
  });

  it("says what the owner left out, and refuses a tampered form", () => {
    const problem = (fields: [string, string][]) => {
      const read = integrationChangeOf(formOf(fields));
      return read.ok ? null : read.problem;
    };
    expect(
      problem([
        ["intent", "create_key"],
        ["scopes", "orders:read"],
      ]),
    ).toBe("NAME_REQUIRED");
    expect(
      problem([
        ["intent", "create_key"],
        ["name", "Till"],
        ["scopes", "admin"],
      ]),
    ).toBe("SCOPES_REQUIRED");
    expect(
      problem([
        ["intent", "create_webhook"],
        ["events", "order.paid"],
      ]),
    ).toBe("URL_REQUIRED");
    expect(
      problem([
        ["intent", "create_webhook"],
        ["url", "https://a.example"],
      ]),
    ).toBe("EVENTS_REQUIRED");
    expect(
      problem([
        ["intent", "disable_webhook"],
        ["id", "0"],
      ]),
    ).toBe("BAD_FORM");
    expect(problem([["intent", "drop_tables"]])).toBe("BAD_FORM");
  });
});
