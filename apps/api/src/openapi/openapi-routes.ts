import { endpoints } from "@storefront/api-client";
import { serve } from "../endpoints/serve.js";
import type { FastifyPluginAsync } from "fastify";
import { openApiDocument } from "./openapi-document.js";

/** `GET /openapi.json`: the contract as OpenAPI, built once. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = openApiDocument();
  serve(app, endpoints.openApi, async () => document);
};
