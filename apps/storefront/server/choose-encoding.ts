import type { Request } from "express";

/** Brotli, else gzip, when the browser takes them; the bytes as they are to a client asking for neither. */
export function chooseEncoding(request: Request): "br" | "gzip" | "identity" {
  if (!request.get("Accept-Encoding")) return "identity";
  if (request.acceptsEncodings("br") === "br") return "br";
  return request.acceptsEncodings("gzip") === "gzip" ? "gzip" : "identity";
}
