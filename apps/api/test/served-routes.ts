import { type AppDependencies, buildApp } from "../src/app.js";

/**
 * Every route an API built with these dependencies serves, as "METHOD /path" (HEAD, which
 * Fastify adds to each GET, aside), sorted: for tests that every served route has its case.
 */
export async function servedRoutes(dependencies: AppDependencies): Promise<string[]> {
  const served: string[] = [];
  const probe = buildApp(dependencies);
  probe.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") served.push(`${method} ${route.url}`);
  });
  await probe.ready();
  await probe.close();
  return served.sort();
}
