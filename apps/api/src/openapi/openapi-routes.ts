import { endpoints } from "@storefront/api-client";
import { serve } from "../endpoints/serve.js";
import type { FastifyPluginAsync } from "fastify";
import { openApiDocument } from "./openapi-document.js";

/** The contract as an OpenAPI document, built once. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = openApiDocument();
  serve(app, endpoints.openApi, async () => document);
};
