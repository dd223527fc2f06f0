import { type MenuDocument, menuDocumentSchema } from "@storefront/api-client";
import { readFile } from "node:fs/promises";
import { MenuImportError } from "./menu-values.js";

/**
 * Reads and validates a menu document file. A bad document throws one error listing each fault
 * as `file: field: what is wrong`, e.g. `menu.json: categories[0].items[2].priceLabels[0].price: …`.
 */
export async function readMenuDocument(file: string): Promise<MenuDocument> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new MenuImportError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseMenuDocument(json, file);
}

/** Validates a parsed menu document; `source` names it in the errors. */
export function parseMenuDocument(json: unknown, source: string): MenuDocument {
  const parsed = menuDocumentSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const faults = parsed.error.issues.map(
    (issue) => `${source}: ${fieldPath(issue.path) || "(document)"}: ${issue.message}`,
  );
  throw new MenuImportError(faults.join("\n"));
}

/** ["categories", 0, "items", 2, "price"] → "categories[0].items[2].price". */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}
