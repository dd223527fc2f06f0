export * from "./envelope.js";
export * from "./localized-text.js";
export * from "./menu.js";
export * from "./money.js";
export * from "./restaurant.js";
export * from "./shifts.js";
export * from "./checkout-settings.js";
export * from "./orders.js";
