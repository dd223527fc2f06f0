import {
  devInboxAnswerSchema,
  orderPhoneProofAnswerSchema,
  otpSentAnswerSchema,
  placeOrderAnswerSchema,
} from "@storefront/api-client";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { testApi } from "../../test/test-api.js";
import { openApiDocument } from "./openapi-document.js";

// At Monday noon the restaurant and the salon are open.
const api = testApi({ clock: () => mondayNoon });

/** The proof of a phone at the salon, from its order_phone code in the development inbox. */
async function salonProof(phone: string): Promise<string> {
  const sent = otpSentAnswerSchema.parse(
    (
      await api.app.inject({
        method: "POST",
        url: "/send-otp",
        payload: { reference_id: "demo-salon", phone, purpose: "order_phone" },
      })
    ).json(),
  );
  const inbox = await api.app.inject({
    method: "GET",
    url: `/dev/inbox?phone=%2B${phone.slice(1)}`,
  });
  const code = /\b(\d{6})\b/.exec(devInboxAnswerSchema.parse(inbox.json()).messages[0]?.text ?? "");
  const proven = await api.app.inject({
    method: "POST",
    url: "/webapp/verify-order-phone",
    payload: { challenge_id: sent.challenge_id, code: code?.[1] },
  });
  return orderPhoneProofAnswerSchema.parse(proven.json()).phone_proof;
}

describe("GET /openapi.json", () => {
  it("describes every ordering call with its schemas", async () => {
    const response = await api.app.inject({ method: "GET", url: "/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/webapp/order",
        "/service/pos/calc-order/{branchId}",
        "/webapp/order/{id}/{key}",
        "/webapp/update-order-events/{id}/{key}",
        "/webapp/transaction/{orderId}/{paymentId}",
        "/webapp/zones/{businessId}",
        "/send-otp",
        "/verify-otp",
        "/webapp/register",
        "/webapp/profile/{id}",
        "/webapp/logout",
      ]),
    );
    const body = document.paths["/webapp/order"].post.requestBody.content["application/json"];
    expect(body.schema.additionalProperties).toBe(false);
    expect(Object.keys(body.examples).sort()).toEqual(
      ["car_pickup", "delivery", "dinein", "product_service"].sort(),
    );
  });

  it("gives examples that place an order of each selling type on the demo", async () => {
    const document = (await api.app.inject({ method: "GET", url: "/openapi.json" })).json();
    const examples = document.paths["/webapp/order"].post.requestBody.content["application/json"]
      .examples as Record<string, { value: object }>;
    for (const [type, { value }] of Object.entries(examples)) {
      // The salon asks a guest for a code first (ADR 038): the example's phone, proven.
      const proof = type === "product_service" ? await salonProof("+96551234567") : undefined;
      const response = await api.app.inject({
        method: "POST",
        url: "/webapp/order",
        headers: {
          "idempotency-key": `openapi-example-${type}`.padEnd(16, "-"),
          ...(proof ? { "x-phone-proof": proof } : {}),
        },
        payload: value,
      });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      expect(placeOrderAnswerSchema.parse(response.json()).order.selling_types).toBe(type);
    }
  });
});

describe("the generated document", () => {
  it("passes a standard OpenAPI 3.1 validator", async () => {
    const result = await new Validator().validate(openApiDocument());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("describes the till's calls with their key, and the five webhook events", () => {
    const document = openApiDocument() as {
      paths: Record<
        string,
        Record<string, { parameters: { name: string; description?: string }[] }>
      >;
      webhooks: Record<string, { post: { requestBody: unknown } }>;
    };
    const list = document.paths["/service/pos/orders"]?.get;
    expect(
      list?.parameters.find((parameter) => parameter.name === "Authorization")?.description,
    ).toContain("orders:read");
    expect(Object.keys(document.webhooks).sort()).toEqual([
      "order.created",
      "order.paid",
      "order.status_changed",
      "reservation.created",
      "reservation.status_changed",
    ]);
    expect(JSON.stringify(document.webhooks["order.paid"]?.post.requestBody)).toContain(
      "payment_id",
    );
  });

  it("holds every schema it refers to, each recursive menu category once", () => {
    const document = openApiDocument() as { components: { schemas: Record<string, unknown> } };
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(
      ([, reference]) => reference ?? "",
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of new Set(references)) {
      const name = reference.replace("#/components/schemas/", "");
      expect(document.components.schemas, reference).toHaveProperty(name);
    }
    expect(Object.keys(document.components.schemas).sort()).toEqual([
      "MenuCategory",
      "MenuDocumentCategory",
    ]);
  });

  it("generates a typed client that compiles", async () => {
    const types = astToString(await openapiTS(openApiDocument() as never));
    const folder = await mkdtemp(path.join(tmpdir(), "openapi-client-"));
    try {
      await writeFile(path.join(folder, "api.ts"), types);
      // A caller of the generated types: a menu's nested categories and an order's body.
      await writeFile(
        path.join(folder, "caller.ts"),
        [
          'import type { paths } from "./api";',
          'type Menu = paths["/webapp/v5/menu/{id}"]["get"]["responses"][200]["content"]["application/json"];',
          'type Order = NonNullable<paths["/webapp/order"]["post"]["requestBody"]>["content"]["application/json"];',
          "export const depth = (menu: Menu) => menu.menu.categories[0]?.subcategories[0]?.subcategories.length;",
          "export const type = (order: Order): string => order.selling_types;",
        ].join("\n"),
      );
      const program = ts.createProgram([path.join(folder, "caller.ts")], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        skipLibCheck: true,
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, "\n"));
      expect(problems).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
