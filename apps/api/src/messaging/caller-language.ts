import type { FastifyRequest } from "fastify";

/**
 * The interface language a call asks in (spec 7's locale header, Accept-Language): its first tag,
 * or null when there is none. `"en-GB,en;q=0.9"` → `"en-GB"`
 */
export function callerLanguage(request: FastifyRequest): string | null {
  const header = request.headers["accept-language"];
  const first = typeof header === "string" ? header.split(",")[0]?.split(";")[0]?.trim() : "";
  return first && first !== "*" ? first : null;
}
