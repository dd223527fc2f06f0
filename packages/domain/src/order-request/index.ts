export * from "./order-request-shapes.js";
export * from "./order-selling-type.js";
export * from "./build-order-request.js";
