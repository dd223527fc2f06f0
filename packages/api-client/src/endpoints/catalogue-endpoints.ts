import {
  getAddressAnswerSchema,
  getAddressBodySchema,
  setAddressAnswerSchema,
  setAddressBodySchema,
} from "../contract/address.js";
import {
  bannersReachAnswerSchema,
  bannersReachBodySchema,
  getBannersAnswerSchema,
  getBannersParamsSchema,
  getBannersQuerySchema,
} from "../contract/banners.js";
import { catalogueRevisionAnswerSchema } from "../contract/catalogue-revision.js";
import {
  getBranchesAnswerSchema,
  getBranchesParamsSchema,
  getBranchesQuerySchema,
} from "../contract/branches.js";
import {
  getItemAnswerSchema,
  getItemParamsSchema,
  getMenuAnswerSchema,
  getMenuParamsSchema,
} from "../contract/menu.js";
import {
  getRestaurantAnswerSchema,
  getRestaurantByDomainParamsSchema,
  getRestaurantParamsSchema,
  getRestaurantQuerySchema,
} from "../contract/restaurant.js";
import { searchAnswerSchema, searchParamsSchema, searchQuerySchema } from "../contract/search.js";
import {
  getShiftsAnswerSchema,
  getShiftsParamsSchema,
  getShiftsQuerySchema,
} from "../contract/shifts.js";
import { getTablesAnswerSchema, getTablesParamsSchema } from "../contract/tables.js";
import {
  tagsIngredientsAnswerSchema,
  tagsIngredientsQuerySchema,
} from "../contract/tags-ingredients.js";
import { visitAnswerSchema, visitBodySchema, visitParamsSchema } from "../contract/visits.js";
import {
  getZonesAnswerSchema,
  getZonesParamsSchema,
  getZonesQuerySchema,
} from "../contract/zones.js";
import { endpoint } from "./endpoint.js";

/** A business's published data: the business, its menus, hours, zones, tables and banners. */
export const catalogueEndpoints = {
  getRestaurant: endpoint({
    method: "GET",
    path: "/webapp/v5/restaurant/{reference_id}",
    summary:
      "The business with its settings, discounts, standard menu, site and pixels; with wv=true its menu",
    access: "public",
    params: getRestaurantParamsSchema,
    query: getRestaurantQuerySchema,
    answer: getRestaurantAnswerSchema,
  }),
  getRestaurantByDomain: endpoint({
    method: "GET",
    path: "/webapp/v5/restaurant-domain/{domain}",
    summary: "The restaurant answer for the business reached on a host name of its own",
    access: "public",
    params: getRestaurantByDomainParamsSchema.pick({ domain: true }),
    query: getRestaurantQuerySchema,
    answer: getRestaurantAnswerSchema,
  }),
  getRestaurantByDomainBranch: endpoint({
    method: "GET",
    path: "/webapp/v5/restaurant-domain/{domain}/{activeBranchRef}",
    summary: "The same, opened at the branch with that reference",
    access: "public",
    params: getRestaurantByDomainParamsSchema.required(),
    query: getRestaurantQuerySchema,
    answer: getRestaurantAnswerSchema,
  }),
  getCatalogueRevision: endpoint({
    method: "GET",
    path: "/webapp/v5/catalogue-revision",
    summary: "The catalogue's revision: it changes with every write to what a storefront shows",
    access: "public",
    answer: catalogueRevisionAnswerSchema,
  }),
  getBranches: endpoint({
    method: "GET",
    path: "/webapp/branches/{businessId}",
    summary: "A business's branches with their address, place and phone",
    access: "public",
    params: getBranchesParamsSchema,
    query: getBranchesQuerySchema,
    answer: getBranchesAnswerSchema,
  }),
  search: endpoint({
    method: "GET",
    path: "/webapp/search/{term}",
    summary: "The items of a branch's menu shown now that match a term, best first",
    access: "public",
    params: searchParamsSchema,
    query: searchQuerySchema,
    answer: searchAnswerSchema,
  }),
  getTagsIngredients: endpoint({
    method: "GET",
    path: "/tags-ingredients",
    summary: "The tags and ingredients of a branch's items, ordered in a language",
    access: "public",
    query: tagsIngredientsQuerySchema,
    answer: tagsIngredientsAnswerSchema,
  }),
  getBanners: endpoint({
    method: "GET",
    path: "/webapp/banners/{id}",
    summary: "The banners a branch shows on a day (DD-MM-YYYY)",
    access: "public",
    params: getBannersParamsSchema,
    query: getBannersQuerySchema,
    answer: getBannersAnswerSchema,
  }),
  reachBanners: endpoint({
    method: "POST",
    path: "/webapp/banners/reach",
    summary: "Counts that customers saw these banners",
    access: "public",
    body: bannersReachBodySchema,
    answer: bannersReachAnswerSchema,
  }),
  recordVisit: endpoint({
    method: "POST",
    path: "/webapp/visit/{id}",
    summary: "Counts a visit to a branch's storefront",
    access: "public",
    params: visitParamsSchema,
    body: visitBodySchema,
    answer: visitAnswerSchema,
  }),
  getMenu: endpoint({
    method: "GET",
    path: "/webapp/v5/menu/{id}",
    summary: "The menu of a branch",
    access: "public",
    params: getMenuParamsSchema,
    answer: getMenuAnswerSchema,
  }),
  getItem: endpoint({
    method: "GET",
    path: "/webapp/v5/item/{branch_id}/{item_id}",
    summary: "One item as a branch sells it",
    access: "public",
    params: getItemParamsSchema,
    answer: getItemAnswerSchema,
  }),
  getShifts: endpoint({
    method: "GET",
    path: "/webapp/v5/shifts/{reference_id}",
    summary: "Today and the other days of a selling type",
    access: "public",
    params: getShiftsParamsSchema,
    query: getShiftsQuerySchema,
    answer: getShiftsAnswerSchema,
  }),
  getZones: endpoint({
    method: "GET",
    path: "/webapp/zones/{businessId}",
    summary: "Delivery zones with areas; with shipping=true the countries and the shipping form",
    access: "public",
    params: getZonesParamsSchema,
    query: getZonesQuerySchema,
    answer: getZonesAnswerSchema,
  }),
  getTables: endpoint({
    method: "GET",
    path: "/webapp/tables/{id}",
    summary: "A branch's tables by floor",
    access: "public",
    params: getTablesParamsSchema,
    answer: getTablesAnswerSchema,
  }),
  getAddress: endpoint({
    method: "POST",
    path: "/webapp/getAddress",
    summary: "Places matching a text, or at a point",
    access: "public",
    body: getAddressBodySchema,
    answer: getAddressAnswerSchema,
  }),
  setAddress: endpoint({
    method: "POST",
    path: "/webapp/setAddress",
    summary: "The chosen place with the zone that delivers there",
    access: "public",
    body: setAddressBodySchema,
    answer: setAddressAnswerSchema,
  }),
};
