import type { FastifyInstance } from "fastify";

/**
 * Every answer says `X-Content-Type-Options: nosniff` (QUALITY.md, Security headers): a browser
 * never reads a JSON answer or an image as a script or a page. Set before any route runs, so
 * successes, failures and 404s alike carry it.
 */
export function sendNoSniff(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
  });
}
