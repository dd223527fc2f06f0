import {
  type Endpoint,
  endpoints,
  failureSchema,
  idempotencyKeySchema,
  isJsonEndpoint,
  type JsonEndpoint,
  pathParameterNames,
  webhookEventSchema,
  webhookEventTypes,
  webhookHeaders,
} from "@storefront/api-client";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schemas as OpenAPI holds them: a schema that names itself (the recursive menu category)
 * goes once under `components.schemas`, and every reference to it points there.
 */
function schemaWriter() {
  const components: Record<string, JsonSchema> = {};
  const write = (type: z.ZodType): JsonSchema => {
    const {
      $schema: _,
      $defs,
      ...schema
    } = z.toJSONSchema(type, {
      io: "input",
      unrepresentable: "any",
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const moved = JSON.stringify({ schema, $defs }).replaceAll(
      '"#/$defs/',
      '"#/components/schemas/',
    );
    const parsed = JSON.parse(moved) as { schema: JsonSchema; $defs?: Record<string, JsonSchema> };
    Object.assign(components, parsed.$defs);
    return parsed.schema;
  };
  return { write, components };
}

const bearer = (required: boolean) => ({
  name: "Authorization",
  in: "header",
  required,
  description: "Bearer and the customer's token",
  schema: { type: "string", pattern: "^Bearer [A-Za-z0-9_-]{43}$" },
});

/** A till's key (ADR 060): 401 without a live one, 403 without the call's scope. */
const tillKey = (scope: string | undefined) => ({
  name: "Authorization",
  in: "header",
  required: true,
  description: `Bearer and a live key of the business holding ${scope}`,
  schema: { type: "string", pattern: "^Bearer sk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$" },
});

/** The OpenAPI operation of one entry of the endpoint table. */
function operation(name: string, entry: JsonEndpoint, write: (type: z.ZodType) => JsonSchema) {
  const required = (type: z.ZodType) => !type.safeParse(undefined).success;
  const params = entry.params?.shape ?? {};
  const parameters = [
    ...pathParameterNames(entry.path).map((field) => ({
      name: field,
      in: "path",
      required: true,
      schema: write(params[field] as z.ZodType),
    })),
    ...Object.entries(entry.query?.shape ?? {}).map(([field, type]) => ({
      name: field,
      in: "query",
      required: required(type as z.ZodType),
      schema: write(type as z.ZodType),
    })),
    ...(entry.token ? [bearer(entry.token === "required")] : []),
    ...(entry.access === "key" ? [tillKey(entry.scope)] : []),
    ...(entry.idempotent
      ? [
          {
            name: "Idempotency-Key",
            in: "header",
            required: true,
            description:
              "The same key from the same caller answers the same result instead of doing it twice (ADR 036)",
            schema: write(idempotencyKeySchema),
          },
        ]
      : []),
    ...Object.entries(entry.headers ?? {}).map(([header, spec]) => ({
      name: header,
      in: "header",
      required: required(spec.schema),
      description: spec.description,
      schema: write(spec.schema),
    })),
  ];
  const examples = Object.entries(entry.examples ?? {}).map(([example, value]) => [
    example,
    { value },
  ]);
  return {
    operationId: name,
    summary: entry.summary,
    parameters,
    ...(entry.body
      ? {
          requestBody: {
            required: required(entry.body),
            content: {
              "application/json": {
                schema: write(entry.body),
                ...(examples.length > 0 ? { examples: Object.fromEntries(examples) } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(entry.status ?? 200)]: {
        description: "Success",
        content: { "application/json": { schema: write(entry.answer) } },
      },
      "4XX": {
        description: "The v5 failure envelope (ADR 004)",
        content: { "application/json": { schema: write(failureSchema) } },
      },
    },
  };
}

const webhookSummaries: Record<(typeof webhookEventTypes)[number], string> = {
  "order.created": "An order was placed",
  "order.paid": "An order's online payment settled; sent once per order",
  "order.status_changed": "An order moved to another status (ADR 014)",
  "reservation.created": "A table was booked",
  "reservation.status_changed": "A reservation was accepted, rejected or completed",
};

/**
 * The events a business's endpoints receive (ADR 061): POSTed as JSON, signed with the
 * endpoint's secret, retried with growing waits until answered 2xx or a day has passed.
 */
function webhooks(write: (type: z.ZodType) => JsonSchema) {
  const header = (name: string, description: string, schema: JsonSchema) => ({
    name,
    in: "header",
    required: true,
    description,
    schema,
  });
  const parameters = [
    header(webhookHeaders.id, "The event's id, the same on every try: drop one already seen", {
      type: "string",
      pattern: "^evt_[0-9]+$",
    }),
    header(webhookHeaders.type, "The event's type", { type: "string" }),
    header(
      webhookHeaders.signature,
      "t=<unix seconds>,v1=<hex HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's secret>; check it with verifyWebhookSignature and refuse a stale t",
      { type: "string", pattern: "^t=[0-9]+(,v1=[0-9a-f]{64})+$" },
    ),
  ];
  return Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: `webhook.${type}`,
          summary: webhookSummaries[type],
          parameters,
          requestBody: {
            required: true,
            content: { "application/json": { schema: write(webhookEventSchema(type)) } },
          },
          responses: {
            "2XX": { description: "Received: the event is not sent again" },
            default: { description: "Not received: sent again later, after a longer wait" },
          },
        },
      },
    ]),
  );
}

/** What the document describes: the JSON calls anyone may make outside development. */
const documented = (entry: Endpoint): entry is JsonEndpoint =>
  isJsonEndpoint(entry) && entry.access !== "development";

/**
 * The OpenAPI 3.1 document of the v5 contract, generated from the endpoint table and the same zod
 * schemas that check every request and answer (docs/decisions/048-endpoint-table.md), served at
 * `GET /openapi.json`.
 */
export function openApiDocument(): Record<string, unknown> {
  const { write, components } = schemaWriter();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, entry] of Object.entries(endpoints)) {
    if (!documented(entry)) continue;
    (paths[entry.path] ??= {})[entry.method.toLowerCase()] = operation(name, entry, write);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Storefront v5 API", version: "5" },
    paths,
    webhooks: webhooks(write),
    components: { schemas: components },
  };
}
