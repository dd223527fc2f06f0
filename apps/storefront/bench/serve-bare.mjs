// Serves the bare Remix build the way the storefront's server serves its own: express,
// compression, fingerprinted assets, the Remix express handler. `node serve-bare.mjs <port>`
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const build = (path) => fileURLToPath(new URL(`bare/build/${path}`, import.meta.url));
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(build("client/assets"), { immutable: true, maxAge: "1y" }));
app.all(
  "*",
  createRequestHandler({ build: await import(build("server/index.js")), mode: "production" }),
);
const server = app.listen(Number(process.argv[2] ?? 3301), "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
