import type { FastifyInstance } from "fastify";

/**
 * A GET as a browser repeats it, sending back in If-None-Match the ETag it holds, if any:
 * the status, the ETag answered and, on a 200, the body read with `schema` (null on a 304).
 */
export async function conditionalGet<T>(
  app: FastifyInstance,
  url: string,
  schema: { parse: (body: unknown) => T },
  etag?: string,
) {
  const response = await app.inject({
    method: "GET",
    url,
    headers: etag ? { "if-none-match": etag } : {},
  });
  return {
    status: response.statusCode,
    etag: String(response.headers.etag),
    answer: response.statusCode === 200 ? schema.parse(response.json()) : null,
  };
}
