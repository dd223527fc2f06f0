import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Database } from "./db/database.js";
import { registerFailureHandlers } from "./failures/failure-handlers.js";
import { healthRoutes } from "./health/health-routes.js";
import { menuRoutes } from "./menu/menu-routes.js";
import { shiftsRoutes } from "./shifts/shifts-routes.js";
import { restaurantRoutes } from "./restaurant/restaurant-routes.js";

export interface AppDependencies {
  db: Database;
  /** Fastify's pino options, or false to stay silent (tests). */
  logger: FastifyServerOptions["logger"];
  /** The server's clock; tests pass a fixed one. Shifts and slots are computed at its time. */
  clock?: () => Date;
}

/**
 * The v5 API as a Fastify instance, not yet listening. Tests call `app.inject(...)` on it.
 * `const app = buildApp({ db, logger: false })`
 */
export function buildApp({
  db,
  logger,
  clock = () => new Date(),
}: AppDependencies): FastifyInstance {
  // References up to the contract's 120 characters must reach validation instead of missing the route.
  const app = Fastify({ logger, routerOptions: { maxParamLength: 500 } });
  registerFailureHandlers(app);
  app.register(healthRoutes, { db });
  app.register(restaurantRoutes, { db });
  app.register(menuRoutes, { db });
  app.register(shiftsRoutes, { db, clock });
  return app;
}
