import type { FastifyPluginAsync } from "fastify";
import { openApiDocument } from "./openapi-document.js";

/** `GET /openapi.json`: the contract as OpenAPI, built once. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = openApiDocument();
  app.get("/openapi.json", async () => document);
};
