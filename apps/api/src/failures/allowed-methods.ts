import type { FastifyInstance, FastifyRequest } from "fastify";
import { fromThisMachine, isDevelopmentRoute } from "../security/loopback-only.js";

/**
 * The methods each served path takes, learnt as routes are added, so a request that finds no
 * route can tell "no such path" (404) from "not with this method" (405 with `Allow`).
 * Call before any route is registered: `const allowedMethods = trackAllowedMethods(app)`.
 */
export function trackAllowedMethods(app: FastifyInstance): (request: FastifyRequest) => string[] {
  const routes: { method: string; path: RegExp; development: boolean }[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url ?? route.path;
    const development = isDevelopmentRoute(url);
    for (const method of methods)
      routes.push({ method: String(method), path: patternOf(url), development });
  });
  return (request) => {
    const path = request.url.split("?")[0] ?? "";
    // The development routes stay unknown to other machines, even by their methods.
    const local = fromThisMachine(request);
    const methods = routes
      .filter((route) => route.path.test(path))
      .filter((route) => local || !route.development)
      .map((route) => route.method);
    return [...new Set(methods)].sort();
  };
}

/** `/webapp/order/:id/:key` and `/media/*` as regular expressions over a request's path. */
function patternOf(route: string): RegExp {
  const parts = route.split("/").map((part) => {
    if (part === "*") return ".*";
    if (part.startsWith(":")) return "[^/]+";
    return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${parts.join("/")}/?$`);
}
