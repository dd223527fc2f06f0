export * from "./order-status-shapes.js";
export * from "./invariants.js";
export * from "./order-status-transitions.js";
export * from "./order-status-name.js";
export * from "./can-move-order.js";
export * from "./next-statuses.js";
export * from "./initial-order-status.js";
export * from "./is-final-status.js";
