export * from "./order-request-shapes.js";
export * from "./build-order-line.js";
export * from "./build-order-request.js";
