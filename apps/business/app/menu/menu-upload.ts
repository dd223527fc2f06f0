import { type MenuDocument, menuDocumentSchema } from "@storefront/api-client";

/** The largest menu document the API reads (its upload call's body limit). */
export const menuDocumentLimitBytes = 8 * 1_048_576;

/** At most this many faults are listed: the first ones are where to start. */
const faultsShown = 20;

export type MenuUploadProblem = "NO_FILE" | "TOO_LARGE" | "NOT_JSON" | "INVALID";

export type MenuUploadRead =
  | { readonly ok: true; readonly document: MenuDocument }
  | { readonly ok: false; readonly problem: MenuUploadProblem; readonly faults: string[] };

const refused = (problem: MenuUploadProblem, faults: string[] = []): MenuUploadRead => ({
  ok: false,
  problem,
  faults,
});

/** Whether a request carries a file form (the menu page's upload) rather than a plain form. */
export const isFileForm = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");

/**
 * Reads the menu document a manager chose on the menu page and checks it with the contract's
 * schema, so each mistake is named before anything is sent: by the dish or category it is in and
 * its field there (`Habb Soup · priceLabels.0.price: a decimal string…`). A body past the limit
 * is refused from its length, unread.
 */
export async function readMenuUpload(request: Request, language: string): Promise<MenuUploadRead> {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  // The form's own fields and boundaries add a little to the file.
  if (length > menuDocumentLimitBytes + 64 * 1024) return refused("TOO_LARGE");
  const form = await request.formData();
  const file = form.get("document");
  if (!(file instanceof File) || file.size === 0) return refused("NO_FILE");
  if (file.size > menuDocumentLimitBytes) return refused("TOO_LARGE");
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return refused("NOT_JSON");
  }
  const parsed = menuDocumentSchema.safeParse(json);
  if (parsed.success) return { ok: true, document: parsed.data };
  return refused(
    "INVALID",
    parsed.error.issues
      .slice(0, faultsShown)
      .map((issue) => `${faultPlace(json, issue.path, language)}: ${issue.message}`),
  );
}

/**
 * Where in the document a mistake is, as the person who edited it knows it: the name of the
 * nearest named thing on its path (a dish, a category, a tax) in their language, then the rest of
 * the path; the whole path where nothing on it has a name.
 */
export function faultPlace(json: unknown, path: readonly PropertyKey[], language: string): string {
  let named: { name: string; at: number } | undefined;
  let value: unknown = json;
  for (const [index, step] of path.entries()) {
    if (value === null || typeof value !== "object") break;
    value = (value as Record<PropertyKey, unknown>)[step];
    const name = nameOf(value, language);
    if (name !== undefined && index < path.length - 1) named = { name, at: index + 1 };
  }
  const rest = path
    .slice(named?.at ?? 0)
    .map(String)
    .join(".");
  if (named === undefined) return rest || "document";
  return rest ? `${named.name} · ${rest}` : named.name;
}

function nameOf(value: unknown, language: string): string | undefined {
  if (value === null || typeof value !== "object" || !("name" in value)) return undefined;
  const name = (value as { name: unknown }).name;
  if (name === null || typeof name !== "object") return undefined;
  const texts = name as Record<string, unknown>;
  const text = texts[language] ?? texts["en"] ?? Object.values(texts)[0];
  return typeof text === "string" && text.trim() !== "" ? text : undefined;
}
