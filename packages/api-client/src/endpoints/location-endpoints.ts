import {
  locationAnswerSchema,
  locationBodySchema,
  locationParamsSchema,
  locationsAnswerSchema,
  locationsParamsSchema,
} from "../contract/locations.js";
import { endpoint } from "./endpoint.js";

const one = "/webapp/locations/{referenceId}/{locationId}";

/** The customer's saved locations (ADR 031), each call with their token. */
export const locationEndpoints = {
  getLocations: endpoint({
    method: "GET",
    path: "/webapp/locations/{referenceId}",
    summary: "The customer's saved locations, the default first",
    access: "customer",
    token: "required",
    params: locationsParamsSchema,
    answer: locationsAnswerSchema,
  }),
  createLocation: endpoint({
    method: "POST",
    path: "/webapp/locations/{referenceId}",
    summary: "Saves a location inside a visible zone; the first is the default (20 at most)",
    access: "customer",
    token: "required",
    params: locationsParamsSchema,
    body: locationBodySchema,
    answer: locationAnswerSchema,
    status: 201,
  }),
  updateLocation: endpoint({
    method: "POST",
    path: one,
    summary: "Replaces a saved location whole",
    access: "customer",
    token: "required",
    params: locationParamsSchema,
    body: locationBodySchema,
    answer: locationAnswerSchema,
  }),
  deleteLocation: endpoint({
    method: "POST",
    path: `${one}/delete`,
    summary: "Deletes a saved location; the oldest remaining becomes the default",
    access: "customer",
    token: "required",
    params: locationParamsSchema,
    answer: locationsAnswerSchema,
  }),
  setDefaultLocation: endpoint({
    method: "POST",
    path: `${one}/default`,
    summary: "Makes a saved location the default",
    access: "customer",
    token: "required",
    params: locationParamsSchema,
    answer: locationsAnswerSchema,
  }),
};
