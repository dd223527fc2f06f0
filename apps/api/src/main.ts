// Starts the API: opens and migrates the database, seeds the demo on embedded PGlite, and listens.
import { buildApp } from "./app.js";
import { watchCatalogueRevision } from "./catalogue/read-catalogue-revision.js";
import { databaseTarget } from "./db/database-target.js";
import { connectionErrorFields, openDatabase } from "./db/open-database.js";
import { seedDemo } from "./seed/seed-demo.js";
import { clientLimitsOf, devInboxAllowed, env } from "./env.js";
import { chooseGeocoder } from "./geocoding/choose-geocoder.js";
import { chooseMessengers } from "./messaging/choose-messengers.js";
import { chooseGateway } from "./payments/choose-gateway.js";
import { paymentSweep } from "./payments/payment-sweep.js";
import { sandboxGateway } from "./payments/sandbox-gateway.js";
import { openMediaLibrary } from "./media/media-library.js";
import { watchPoolUse } from "./metrics/metrics.js";
import { openBoardFeed } from "./staff/board-feed.js";
import { webhookWorker } from "./webhooks/webhook-worker.js";
import { startTracing } from "./tracing/start-tracing.js";

const collector = env.OTEL_EXPORTER_OTLP_ENDPOINT;
const tracing = collector
  ? startTracing({ serviceName: env.OTEL_SERVICE_NAME, endpoint: collector })
  : undefined;

const database = await openDatabase(
  databaseTarget(env),
  (error) => app.log.error(connectionErrorFields(error), "database connection failed"),
  { traceStatements: tracing !== undefined },
);
// The business app's live board hears every order and reservation written by any API process.
const board = await openBoardFeed(database);
const publicUrl = env.PUBLIC_API_URL ?? `http://localhost:${env.API_PORT}/`;
// Built before the first query, so the pool's error listener above always has a logger.
const app = buildApp({
  db: database.db,
  logger: { level: env.LOG_LEVEL },
  ordering: {
    publicUrl,
    returnOrigins: env.PAYMENT_RETURN_ORIGINS,
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET,
    production: env.NODE_ENV === "production",
    devRoutes: env.DEV_ROUTES === "true",
    privateWebhookReceivers: env.WEBHOOK_PRIVATE_RECEIVERS === "allow",
    metricsToken: env.METRICS_TOKEN,
    sandboxInProduction: env.PAYMENT_SANDBOX_IN_PRODUCTION !== undefined,
    ...chooseGateway(env),
  },
  geocoder: chooseGeocoder(env, database.db),
  media: { publicUrl, library: openMediaLibrary(env.MEDIA_DIR) },
  accounts: {
    otpSecret: env.OTP_SECRET,
    devInbox: devInboxAllowed(env),
    ...chooseMessengers(env, publicUrl),
  },
  limits: clientLimitsOf(env),
  trustedProxies: env.TRUSTED_PROXIES,
  board,
  traceRequests: tracing !== undefined,
});

if (database.poolUse) watchPoolUse(database.poolUse);
await database.migrate();
// The embedded database is the "runs on its own" demo; a real server is seeded on purpose (`seed` script).
const seeded = database.engine === "pglite" ? await seedDemo(database.db) : [];
await watchCatalogueRevision(database);
app.log.info({ engine: database.engine, seeded }, "database ready");

// Every API process publishes the outbox and delivers webhooks (ADR 061); closing the app ends it.
const webhooks = webhookWorker({
  db: database.db,
  clock: () => new Date(),
  log: app.log,
  allowPrivateAddresses: env.WEBHOOK_PRIVATE_RECEIVERS === "allow",
});
app.addHook("onClose", () => webhooks.stop());
webhooks.start();

// Every API process also asks the gateway about payments left open, and withdraws them at their
// limit (ADR 069), unless PAYMENT_SWEEP=off; it asks the gateway the app serves payments through.
if (env.PAYMENT_SWEEP === "on") {
  const sweep = paymentSweep({
    db: database.db,
    gateways: [chooseGateway(env).gateway ?? sandboxGateway(database.db, publicUrl)],
    clock: () => new Date(),
    log: app.log,
    expiryMs: env.PAYMENT_EXPIRY_MINUTES * 60_000,
  });
  app.addHook("onClose", () => sweep.stop());
  sweep.start();
}

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await board.close();
  await database.close();
  await tracing?.stop();
}
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);

// Fastify logs the address it listens on.
await app.listen({ host: env.API_HOST, port: env.API_PORT });
