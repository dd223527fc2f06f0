import type { z } from "zod";
import { RequestFailure } from "./request-failure.js";

/**
 * Validates one part of a request with its contract schema, or throws a 400 BAD_REQUEST naming each
 * bad field, in the message and in `details.fields` (so a form can mark them).
 * `parseOrFail(getRestaurantQuerySchema, { x: "1" }, "query")` throws `query: Unrecognized key: "x"`.
 */
export function parseOrFail<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  part: "params" | "query" | "body" | "headers",
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => [part, ...issue.path].join("."));
  const problems = result.error.issues.map((issue, index) => `${fields[index]}: ${issue.message}`);
  throw new RequestFailure(400, "BAD_REQUEST", problems.join("; "), {
    fields: [...new Set(fields)],
  });
}
