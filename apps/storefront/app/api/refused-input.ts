import { isApiError } from "@storefront/api-client";

/**
 * The fields the API refused as written (a 400 BAD_REQUEST names them in `details.fields`, as
 * `body.order_lines.0.comment`), or null when the error is another one. Actions turn these into
 * a field's error on their own page instead of the error page.
 */
export function refusedFields(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 400 || error.code !== "BAD_REQUEST") return null;
  const fields = error.details?.fields;
  return Array.isArray(fields)
    ? fields.filter((field): field is string => typeof field === "string")
    : [];
}
