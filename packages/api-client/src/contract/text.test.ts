import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as contract from "./index.js";
import { text } from "./text.js";

// Every string a request can carry, in any field of any call, refuses what PostgreSQL and the
// pages cannot hold: NUL and the other C0 controls, DEL, C1 controls, and unpaired surrogates.
// The walk reaches every string of every request schema the contract exports, so a new field
// written with a bare z.string() fails here.

const refused = {
  NUL: "a\u0000b",
  "a C0 control": "a\u0001b",
  "an escape": "a\u001bb",
  "the last C0 control": "a\u001fb",
  DEL: "a\u007fb",
  "a C1 control": "a\u0085b",
  "a lone high surrogate": "a\ud800b",
  "a lone low surrogate": "a\udc00b",
  "a low surrogate before a high one": "\udc00\ud800",
};

/** The request schemas: what a client sends (path, query, body), by the contract's naming. */
const requestSchemas = Object.entries(contract).filter(
  ([name, value]) =>
    (/(Body|Request|Query|Params)Schema$/.test(name) || name === "cartSchema") &&
    typeof value === "object" &&
    value !== null &&
    "_zod" in value,
) as [string, z.ZodType][];

interface Leaf {
  readonly path: string;
  readonly schema: z.ZodType;
}

/** Every string schema reachable from `schema`, named by where it sits. */
function stringLeaves(schema: z.ZodType, path: string, seen = new Set<unknown>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at = path) => stringLeaves(inner as z.ZodType, at, seen);
  switch (def.type) {
    case "string":
      return [{ path, schema }];
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        walk(field, `${path}.${key}`),
      );
    case "array":
      return walk(def.element, `${path}[]`);
    case "union":
      return (def.options as z.ZodType[]).flatMap((option) => walk(option));
    case "intersection":
      return [...walk(def.left), ...walk(def.right)];
    case "record":
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case "pipe":
      // A string read then checked again (lower-cased, split): the whole pipe is what refuses.
      return walk(def.in).map((leaf) => (leaf.path === path ? { path, schema } : leaf));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return walk(def.innerType);
    default:
      return [];
  }
}

const leaves = requestSchemas.flatMap(([name, schema]) => stringLeaves(schema, name));

describe("text fields of every request", () => {
  it("finds the strings of every request schema", () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
    expect(leaves.map((leaf) => leaf.path)).toEqual(
      expect.arrayContaining([
        "orderRequestSchema.name",
        "orderRequestSchema.order_lines[].comment",
        "orderRequestSchema.delivery.note",
        "orderRequestSchema.gift.message",
        "cartSchema.lines[].comment",
        "updateProfileBodySchema.name",
        "reserveTableRequestSchema.note",
        "rateBodySchema.comment",
        "feedbackBodySchema.answers[].value",
        "locationBodySchema.title",
      ]),
    );
  });

  it.each(Object.entries(refused))("every one refuses %s", (_case, value) => {
    // An address is checked as one, so the character sits inside an otherwise good one.
    const asTyped = (leaf: Leaf) =>
      (leaf.schema._zod.def as { format?: string }).format === "url"
        ? `http://shop.test/${value}`
        : value;
    const accepted = leaves.filter((leaf) => leaf.schema.safeParse(asTyped(leaf)).success);
    expect(accepted.map((leaf) => leaf.path)).toEqual([]);
  });

  it("line breaks and tabs only in the fields a person writes lines in", () => {
    const multiline = leaves
      .filter((leaf) => leaf.schema.safeParse("first\r\nsecond\tthird").success)
      .map((leaf) => leaf.path);
    expect(new Set(multiline)).toEqual(
      new Set([
        "orderLineRequestSchema.comment",
        "orderRequestSchema.comment",
        "orderRequestSchema.notes",
        "orderRequestSchema.order_lines[].comment",
        "orderRequestSchema.delivery.note",
        "orderRequestSchema.gift.message",
        "cartSchema.lines[].comment",
        "cartSchema.note",
        "cartSchema.delivery.note",
        "cartSchema.gift.message",
        "locationBodySchema.note",
        "reserveTableRequestSchema.note",
        "rateBodySchema.comment",
        "feedbackBodySchema.answers[].value",
      ]),
    );
  });
});

describe("text", () => {
  it("takes letters of every script, emoji and marks", () => {
    expect(text(80).parse("مجبوس دجاج 🍗 Zürich\u200f")).toBe("مجبوس دجاج 🍗 Zürich\u200f");
  });

  it("names the field in the problem", () => {
    const result = contract.orderRequestSchema.safeParse({ name: "\u0000" });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((found) => found.path[0] === "name");
    expect(issue?.message).toBe("must not hold control characters, line breaks or broken Unicode");
  });
});
