import { endpoint, failureSchema } from "@storefront/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testApi } from "../../test/test-api.js";
import { serve } from "./serve.js";

const api = testApi();

// A trial entry with one header that must be well formed when sent and one whose bad value
// counts as none, the two kinds the table declares (X-Cart-Id; X-Phone-Proof, X-Order-Key).
const trial = endpoint({
  method: "GET",
  path: "/test/headers",
  summary: "Answers the headers it read",
  access: "public",
  headers: {
    "X-Strict-Code": {
      description: "Refused when not a code",
      schema: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
    },
    "X-Lenient-Code": {
      description: "None when not a code",
      schema: z
        .string()
        .regex(/^\d{4}$/)
        .optional()
        .catch(undefined),
    },
  },
  answer: z.object({ strict: z.string().nullable(), lenient: z.string().nullable() }),
});

beforeAll(() => {
  serve(api.app, trial, async ({ headers }) => ({
    strict: headers["X-Strict-Code"] ?? null,
    lenient: headers["X-Lenient-Code"] ?? null,
  }));
});

const call = (headers: Record<string, string>) =>
  api.app.inject({ method: "GET", url: "/test/headers", headers });

describe("serve() reads the headers its entry declares", () => {
  it("gives the handler each declared header by its declared name, whatever case it came in", async () => {
    const response = await call({ "x-strict-code": "1234", "X-LENIENT-CODE": "5678" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ strict: "1234", lenient: "5678" });
  });

  it("answers a missing optional header as none", async () => {
    const response = await call({});
    expect(response.json()).toEqual({ strict: null, lenient: null });
  });

  it("refuses a malformed header with 400 BAD_REQUEST naming it", async () => {
    const response = await call({ "x-strict-code": "12a4" });
    expect(response.statusCode).toBe(400);
    const failure = failureSchema.parse(response.json());
    expect(failure.code).toBe("BAD_REQUEST");
    expect(failure.message).toContain("headers.x-strict-code");
  });

  it("reads a malformed header the entry declares lenient as none", async () => {
    const response = await call({ "x-lenient-code": "not a code" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ strict: null, lenient: null });
  });
});
