import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { requestIdFrom, requestIdHeader } from "@storefront/api-client";
import express from "express";
import { env } from "../app/env.server";
import { withSecurityHeaders } from "./security-headers";

// Paths are taken from this file (server/index.ts, or server-build/index.js once built), so the
// server runs from any working directory.
const appRoot = fileURLToPath(new URL("..", import.meta.url));
const clientAssets = fileURLToPath(new URL("../build/client", import.meta.url));
const serverBuild = new URL("../build/server/index.js", import.meta.url).href;

const development = env.NODE_ENV === "development";

// Development: Vite in middleware mode serves the app with hot reload (the Remix docs' custom server).
const viteDevServer = development
  ? await import("vite").then((vite) =>
      vite.createServer({ root: appRoot, server: { middlewareMode: true } }),
    )
  : undefined;

const app = express();
app.disable("x-powered-by");
// Who the member of staff is, for the API's sign-in limits per client (ADR 025): the address
// this server sees, through the proxies it trusts.
app.set("trust proxy", env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false);
// One id per request (ADR 067): a load balancer's, when it keeps the rule, or a new one; loaders,
// the render and the error reporter read it from the request's header, the answer says it.
app.use((request, response, next) => {
  const id = requestIdFrom(request.headers[requestIdHeader]);
  request.headers[requestIdHeader] = id;
  response.setHeader(requestIdHeader, id);
  next();
});
app.use(withSecurityHeaders({ production: env.NODE_ENV === "production", development }));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Vite fingerprints everything under /assets, so it can be cached for good.
  app.use("/assets", express.static(`${clientAssets}/assets`, { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientAssets, { maxAge: "1h", index: false }));
}

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(serverBuild)) as ServerBuild);

// Every action checks its request's origin (app/security/same-origin.ts) before it changes anything.
app.all(
  "*",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => ({
      cspNonce: String(res.locals.cspNonce),
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
    }),
  }),
);

const server = app.listen(env.BUSINESS_PORT, env.BUSINESS_HOST, () => {
  console.log(`Business app listening on http://${env.BUSINESS_HOST}:${env.BUSINESS_PORT}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Open live feeds and idle keep-alive connections would otherwise hold the close open.
    server.closeAllConnections();
    void viteDevServer?.close();
  });
}
