import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import type { PageSharing } from "../app/http/page-sharing.server";
import { compressAnswers } from "./compress-answers";
import { servePrecompressedAssets } from "./precompressed-assets";
import { metrics } from "./metrics";
import express from "express";
import { env } from "../app/env.server";
import { tileImageSource, withSecurityHeaders } from "./security-headers";
import { latestBuildPath } from "../app/build-updates/build-check";
import { allowedTrackingSources } from "../app/tracking/allowed-tracking-sources";
import { apiFor } from "../app/api/api-client.server";
import { businessHostPage } from "./business-host-page";
import { serveBuildVersion } from "./build-version";
import { refuseCrossOriginWrites } from "./cross-origin";
import { redirectTrailingSlash } from "./trailing-slash";
import { clientAddressHeader } from "../app/security/client-address.server";
import { withRequestId } from "../app/errors/request-id.server";
import { startTracing } from "./tracing/start-tracing";
import { traceRequests } from "./tracing/trace-requests";
import { pageCache } from "./page-cache/page-cache";
import { createPageStore } from "./page-cache/page-store";
import { currentCatalogueRevision } from "../app/api/catalogue-revision.server";
import { withRequestRevision } from "../app/api/request-revision.server";

// Paths are taken from this file (server/index.ts, or server-build/index.js once built), so the
// server runs from any working directory.
const appRoot = fileURLToPath(new URL("..", import.meta.url));
const clientAssets = fileURLToPath(new URL("../build/client", import.meta.url));
const serverBuild = new URL("../build/server/index.js", import.meta.url).href;

const development = env.NODE_ENV === "development";
const collector = env.OTEL_EXPORTER_OTLP_ENDPOINT;
const tracing = collector
  ? startTracing({ serviceName: env.OTEL_SERVICE_NAME, endpoint: collector })
  : undefined;

// Development: Vite in middleware mode serves the app with hot reload (the Remix docs' custom server).
const viteDevServer = development
  ? await import("vite").then((vite) =>
      vite.createServer({ root: appRoot, server: { middlewareMode: true } }),
    )
  : undefined;

const app = express();
app.disable("x-powered-by");
// Who the customer is, for the API's limits per client (ADR 025): the address this server sees,
// through the proxies it trusts, always over whatever the browser sent in the header.
app.set("trust proxy", env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false);
app.use((request, _response, next) => {
  request.headers[clientAddressHeader] = request.ip ?? request.socket.remoteAddress ?? "";
  next();
});
// One id per request, on every API call it makes and in every error it reports (ADR 067).
app.use(withRequestId);
if (tracing) app.use(traceRequests());
app.use(metrics({ token: env.METRICS_TOKEN, production: env.NODE_ENV === "production" }));
app.use(compressAnswers());
app.use(
  businessHostPage({
    storefrontHosts: env.STOREFRONT_HOSTS,
    referenceOfHost: (host) =>
      apiFor("en")
        .getRestaurantByDomain({ params: { domain: host } })
        .then(({ restaurant }) => restaurant.reference_id),
  }),
);
app.use(
  withSecurityHeaders({
    production: env.NODE_ENV === "production",
    development,
    imageSources: [...env.MEDIA_ORIGINS, tileImageSource(env.MAP_TILE_URL)],
    formTargets: env.PAYMENT_ORIGINS,
    pageSources: allowedTrackingSources,
  }),
);

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Vite fingerprints everything under /assets, so it can be cached for good.
  app.use("/assets", servePrecompressedAssets(`${clientAssets}/assets`));
  // Only requests for a file look on disk: pages (and their .data answers) skip a stat each.
  const files = express.static(clientAssets, { maxAge: "1h", index: false });
  app.use((request, response, next) => {
    const extension = path.extname(request.path);
    if (extension === "" || extension === ".data") return next();
    return files(request, response, next);
  });
}

app.use(redirectTrailingSlash);
app.use(refuseCrossOriginWrites);

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(serverBuild)) as ServerBuild);

app.get(latestBuildPath, serveBuildVersion(build));

// One catalogue revision per request, whoever reads it first (ADR 053): pages, not files.
app.use(withRequestRevision);

if (env.PAGE_CACHE === "on") {
  app.use(
    pageCache({
      store: createPageStore(env.PAGE_CACHE_MEGABYTES * 1024 * 1024),
      currentRevision: currentCatalogueRevision,
    }),
  );
}

app.all(
  "*",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => ({
      cspNonce: String(res.locals.cspNonce),
      // Set by the page cache for a page it may keep; otherwise nothing reads it.
      pageSharing: (res.locals.pageSharing as PageSharing | undefined) ?? {
        allowed: false,
        failedCall: false,
      },
      documentHtml: req.path.endsWith(".data") ? null : new Map(),
    }),
  }),
);

const server = app.listen(env.STOREFRONT_PORT, env.STOREFRONT_HOST, () => {
  console.log(`Storefront listening on http://${env.STOREFRONT_HOST}:${env.STOREFRONT_PORT}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => {
      void (tracing?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    // Idle keep-alive connections would otherwise hold the close open.
    server.closeIdleConnections();
    void viteDevServer?.close();
  });
}
