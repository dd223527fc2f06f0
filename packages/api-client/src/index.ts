export * from "./contract/index.js";
export { ApiError, isApiError, type TransportCode } from "./client/api-error.js";
export { apiVersion, buildHeaders, clientMarker, headerNames } from "./client/headers.js";
export { request, type ClientOptions, type RequestInput } from "./client/request.js";
export { createAnswerCache, type AnswerCache, type CachedAnswer } from "./client/answer-cache.js";
export { createApiClient, type ApiClient } from "./client/create-client.js";
export * from "./receipt/index.js";
export * from "./endpoints/index.js";
export type { CallInput } from "./client/create-client.js";
