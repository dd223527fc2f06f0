import { fileURLToPath } from "node:url";
import { traceRequests } from "./tracing/trace-requests.js";
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from "fastify";
import { requestIdFrom, requestIdHeader } from "@storefront/api-client";
import type { Database } from "./db/database.js";
import { echoRequestIds } from "./failures/request-ids.js";
import type { ErrorReporter } from "./failures/report-error.js";
import { registerFailureHandlers } from "./failures/failure-handlers.js";
import { readJsonAsUtf8 } from "./failures/utf8-json.js";
import { keepDevelopmentRoutesLocal } from "./security/loopback-only.js";
import { sendNoSniff } from "./security/no-sniff.js";
import { answerClientError, answerFrameworkError } from "./failures/framework-failures.js";
import { healthRoutes } from "./health/health-routes.js";
import { metricsRoutes, timeRequests } from "./metrics/metrics-routes.js";
import { catalogueRevisionRoutes } from "./catalogue/catalogue-revision-routes.js";
import { menuRoutes } from "./menu/menu-routes.js";
import { shiftsRoutes } from "./shifts/shifts-routes.js";
import { restaurantRoutes } from "./restaurant/restaurant-routes.js";
import { cartRoutes } from "./cart/cart-routes.js";
import { openApiRoutes } from "./openapi/openapi-routes.js";
import { demoProgressRoutes } from "./orders/demo-progress-routes.js";
import { orderRoutes } from "./orders/order-routes.js";
import { paymentRoutes, type PaymentRouteOptions } from "./payments/payment-routes.js";
import { sandboxGateway } from "./payments/sandbox-gateway.js";
import { sandboxRoutes } from "./payments/sandbox-routes.js";
import type { PaymentGateway } from "./payments/payment-gateway.js";
import { addressRoutes } from "./delivery/address-routes.js";
import { tablesRoutes } from "./delivery/tables-routes.js";
import { zonesRoutes } from "./delivery/zones-routes.js";
import { databaseGeocoder } from "./geocoding/database-geocoder.js";
import { bannersRoutes } from "./banners/banners-routes.js";
import { branchesRoutes } from "./branches/branches-routes.js";
import { searchRoutes } from "./search/search-routes.js";
import { tagsIngredientsRoutes } from "./tags/tags-ingredients-routes.js";
import { visitRoutes } from "./visits/visit-routes.js";
import type { Geocoder } from "./geocoding/geocoder.js";
import { accountRoutes } from "./accounts/account-routes.js";
import { devInboxRoutes } from "./messaging/dev-inbox-routes.js";
import { channelMessenger } from "./messaging/channel-messenger.js";
import type { MessageChannel, Messenger } from "./messaging/messenger.js";
import { outboxMessenger } from "./messaging/outbox-messenger.js";
import { staffRoutes } from "./staff/staff-routes.js";
import { webhookRoutes } from "./webhooks/webhook-routes.js";
import { boardEventsRoute } from "./staff/board-events-route.js";
import type { BoardFeed } from "./staff/board-feed.js";
import { openMediaLibrary } from "./media/media-library.js";
import { mediaRoutes } from "./media/media-routes.js";
import { demoReservationRoutes } from "./reservations/demo-reservation-routes.js";
import { reservationRoutes } from "./reservations/reservation-routes.js";
import { walletRoutes } from "./wallet/wallet-routes.js";
import { feedbackRoutes } from "./feedback/feedback-routes.js";
import { locationRoutes } from "./locations/location-routes.js";
import { posRoutes } from "./pos/pos-routes.js";
import type { MediaOptions } from "./media/resolve-media-url.js";
import { type ClientLimits, defaultClientLimits } from "./limits/client-limits.js";

export interface AppDependencies {
  db: Database;
  /** Fastify's pino options, or false to stay silent (tests). */
  logger: FastifyServerOptions["logger"];
  /** The server's clock; tests pass a fixed one. Shifts and slots are computed at its time. */
  clock?: () => Date;
  /** Orders, payments and what a production deployment must not expose. */
  ordering?: OrderingOptions;
  /** The map service behind getAddress; the database's delivery areas by default. */
  geocoder?: Geocoder;
  /** The images served under /media and the public URL answers resolve them against. */
  media?: MediaOptions;
  /** One-time codes and the development inbox (ADR 025). */
  accounts?: AccountOptions;
  /** Limits per client address and overall (ADR 025, ADR 038). */
  limits?: ClientLimits;
  /**
   * The proxies whose X-Forwarded-For names the client (the storefront's server, a load
   * balancer): addresses, CIDR ranges or `loopback`. Anyone else is the address it calls from.
   */
  trustedProxies?: readonly string[];
  /** The business app's live feed (ADR 062); without it, `GET /business/v1/events` is not served. */
  board?: BoardFeed;
  /** Where unexpected errors go (ADR 067): the log unless an error service is plugged in. */
  reportError?: ErrorReporter;
  /** A span per request, under the caller's trace (ADR 070); off unless a collector is set. */
  traceRequests?: boolean;
}

export interface AccountOptions {
  /** Keys the HMAC of the codes. */
  otpSecret: string;
  /** Serve GET dev/inbox; never in production. */
  devInbox: boolean;
  /** Another Messenger behind the port; the outbox table by default. */
  messenger?: Messenger;
  /** A provider for a channel (ADR 059); a channel without one goes to `messenger`. */
  channels?: Partial<Record<MessageChannel, Messenger>>;
  /** The providers' webhooks (delivery reports), given only for a provider that is configured. */
  webhooks?: readonly FastifyPluginAsync[];
}

const testAccounts: AccountOptions = { otpSecret: "otp-secret-for-tests-only", devInbox: true };

// Tests place many orders from one address; the order limit's own tests set it.
const testLimits: ClientLimits = { ...defaultClientLimits, ordersPerClientPerHour: 10_000 };

export interface OrderingOptions {
  /** Where browsers reach this API (the sandbox payment page). */
  publicUrl: string;
  /** Storefront origins an online payment may return to. */
  returnOrigins: readonly string[];
  sandboxSecret: string;
  /** Production has no demo controls (moving an order along by hand). */
  production: boolean;
  /**
   * Outside production, serve the development calls that move orders and reservations (the
   * business app's board does it for people); on unless false, for tests.
   */
  devRoutes?: boolean;
  /** Another gateway behind the port; the sandbox by default. */
  gateway?: PaymentGateway;
  /** That gateway's own routes (its webhook, ADR 058), given with it. */
  gatewayRoutes?: FastifyPluginAsync<PaymentRouteOptions>;
  /**
   * Serve the sandbox gateway in production, where its payers can approve their own payments
   * (ADR 035): without it production never serves the sandbox's page or callback.
   */
  sandboxInProduction?: boolean;
  /** Reach webhook receivers on private networks (WEBHOOK_PRIVATE_RECEIVERS); never by default. */
  privateWebhookReceivers?: boolean;
  /** The bearer token of the metrics scraper (METRICS_TOKEN); without it, only this machine outside production. */
  metricsToken?: string | undefined;
}

// The demo's generated images (`pnpm build`), seen from http://localhost:4000/.
const defaultMedia: MediaOptions = {
  publicUrl: "http://localhost:4000/",
  library: openMediaLibrary(fileURLToPath(new URL("../media/", import.meta.url))),
};

const testOrdering: OrderingOptions = {
  publicUrl: "http://localhost:4000/",
  returnOrigins: ["http://localhost:3000"],
  sandboxSecret: "sandbox-secret-for-tests-only",
  production: false,
};

/**
 * The v5 API as a Fastify instance, not yet listening. Tests call `app.inject(...)` on it.
 * `const app = buildApp({ db, logger: false })`
 */
export function buildApp({
  db,
  logger,
  clock = () => new Date(),
  ordering = testOrdering,
  geocoder = databaseGeocoder(db),
  media = defaultMedia,
  accounts = testAccounts,
  limits = testLimits,
  trustedProxies = ["loopback"],
  board,
  reportError,
  traceRequests: tracing = false,
}: AppDependencies): FastifyInstance {
  // References up to the contract's 120 characters must reach validation instead of missing the route.
  const app = Fastify({
    logger,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    trustProxy: [...trustedProxies],
    // One id per customer request across the storefront and the API (ADR 067): the one the
    // storefront sent, when it keeps the rule, or a new one.
    genReqId: (request) => requestIdFrom(request.headers[requestIdHeader]),
  });
  echoRequestIds(app);
  if (tracing) traceRequests(app);
  registerFailureHandlers(app, reportError);
  timeRequests(app);
  app.register(metricsRoutes, {
    token: ordering.metricsToken,
    production: ordering.production,
  });
  readJsonAsUtf8(app);
  sendNoSniff(app);
  keepDevelopmentRoutesLocal(app);
  app.register(healthRoutes, { db });
  app.register(catalogueRevisionRoutes, { db });
  app.register(restaurantRoutes, { db, media });
  app.register(menuRoutes, { db, media });
  app.register(mediaRoutes, { library: media.library });
  app.register(shiftsRoutes, { db, clock });
  app.register(cartRoutes, { db });
  app.register(openApiRoutes);
  const gateway = ordering.gateway ?? sandboxGateway(db, ordering.publicUrl);
  app.register(orderRoutes, {
    db,
    clock,
    gateway,
    returnOrigins: ordering.returnOrigins,
    otpSecret: accounts.otpSecret,
    ordersPerClientPerHour: limits.ordersPerClientPerHour,
  });
  app.register(paymentRoutes, { db, gateway, clock });
  if (ordering.gateway && ordering.gatewayRoutes) {
    app.register(ordering.gatewayRoutes, { db, gateway, clock });
  }
  // The sandbox's page lets its payer approve their own payment: production serves it only when
  // told so in words, and refuses to start without them (env.ts, ADR 035).
  if (!ordering.gateway && (!ordering.production || ordering.sandboxInProduction === true)) {
    app.register(sandboxRoutes, {
      db,
      gateway,
      sandboxSecret: ordering.sandboxSecret,
      returnOrigins: ordering.returnOrigins,
      clock,
    });
  }
  app.register(reservationRoutes, { db, clock });
  app.register(zonesRoutes, { db });
  app.register(tablesRoutes, { db });
  app.register(addressRoutes, { db, geocoder });
  app.register(branchesRoutes, { db });
  app.register(searchRoutes, { db, clock, media });
  app.register(tagsIngredientsRoutes, { db });
  app.register(bannersRoutes, { db, clock, media });
  app.register(visitRoutes, { db, clock });
  const outbox = accounts.messenger ?? outboxMessenger(db, app.log);
  const messenger = accounts.channels ? channelMessenger(accounts.channels, outbox) : outbox;
  for (const webhook of accounts.webhooks ?? []) app.register(webhook);
  const devRoutes = !ordering.production && ordering.devRoutes !== false;
  if (devRoutes) app.register(demoProgressRoutes, { db, clock, messenger });
  if (devRoutes) app.register(demoReservationRoutes, { db, clock });
  app.register(posRoutes, { db, clock, messenger, keyCallsPerMinute: limits.keyCallsPerMinute });
  app.register(accountRoutes, { db, clock, messenger, otpSecret: accounts.otpSecret, limits });
  app.register(staffRoutes, { db, clock, messenger, otpSecret: accounts.otpSecret });
  const receivers = { allowPrivateAddresses: ordering.privateWebhookReceivers === true };
  app.register(webhookRoutes, { db, clock, receivers });
  if (board) app.register(boardEventsRoute, { db, clock, board });
  app.register(walletRoutes, { db, clock, gateway, returnOrigins: ordering.returnOrigins });
  app.register(feedbackRoutes, { db, clock });
  app.register(locationRoutes, { db, clock });
  if (accounts.devInbox && !ordering.production) app.register(devInboxRoutes, { db });
  return app;
}
