import {
  createdWebhookEndpointAnswerSchema,
  failureSchema,
  webhookDeliveriesAnswerSchema,
  webhookEndpointsAnswerSchema,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mondayNoon, testClock } from "../../test/clock.js";
import { staffCalls } from "../../test/staff-calls.js";
import { testApi } from "../../test/test-api.js";
import { staffAudit } from "../db/schema/index.js";

// An owner's webhook receivers through the business side's calls (ADR 061): made at a public
// https address only, the secret shown once, listed, disabled, their deliveries read.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });

const { call, sessionOf } = staffCalls(api, clock.now);

describe("an owner's webhook receivers", () => {
  it("are made at a public https address with a secret shown once, listed, read and disabled", async () => {
    const owner = await sessionOf("+96590000001");
    const made = await call("POST", "/business/v1/webhooks", owner, {
      url: "https://till.example.com/hooks",
      events: ["order.created", "order.status_changed"],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { endpoint } = createdWebhookEndpointAnswerSchema.parse(made.json());
    expect(endpoint.secret).toMatch(/^whsec_/);

    const listed = await call("GET", "/business/v1/webhooks", owner);
    expect(listed.body).not.toContain(endpoint.secret);
    const { endpoints } = webhookEndpointsAnswerSchema.parse(listed.json());
    expect(endpoints.find(({ id }) => id === endpoint.id)).toMatchObject({
      url: "https://till.example.com/hooks",
      events: ["order.created", "order.status_changed"],
      disabled_at: null,
    });
    const deliveries = await call("GET", `/business/v1/webhooks/${endpoint.id}/deliveries`, owner);
    expect(webhookDeliveriesAnswerSchema.parse(deliveries.json()).deliveries).toEqual([]);

    const disable = `/business/v1/webhooks/${endpoint.id}/disable`;
    expect((await call("POST", disable, owner)).statusCode).toBe(200);
    expect((await call("POST", disable, owner)).statusCode).toBe(404);
    const audit = await api.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.subject, `webhook:${endpoint.id}`));
    expect(audit.map(({ action }) => action)).toEqual(["webhook.create", "webhook.disable"]);
  });

  it("refuses plain http, this server, private and metadata addresses in words, and writes nothing", async () => {
    const owner = await sessionOf("+96590000001");
    const before = webhookEndpointsAnswerSchema.parse(
      (await call("GET", "/business/v1/webhooks", owner)).json(),
    ).endpoints.length;
    for (const url of [
      "http://till.example.com/hooks",
      "https://localhost/hooks",
      "https://127.0.0.1:5432/",
      "https://10.0.0.5/hooks",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/hooks",
      "https://[fd00::1]/hooks",
    ]) {
      const refused = await call("POST", "/business/v1/webhooks", owner, {
        url,
        events: ["order.created"],
      });
      expect(refused.statusCode, url).toBe(422);
      const failure = failureSchema.parse(refused.json());
      expect(failure.code, url).toBe("RECEIVER_REFUSED");
      expect(failure.message, url).toMatch(/^url: /);
    }
    const credentials = await call("POST", "/business/v1/webhooks", owner, {
      url: "https://user:secret@till.example.com/hooks",
      events: ["order.created"],
    });
    expect(credentials.statusCode).toBe(400);
    const after = webhookEndpointsAnswerSchema.parse(
      (await call("GET", "/business/v1/webhooks", owner)).json(),
    ).endpoints.length;
    expect(after).toBe(before);
  });
});
