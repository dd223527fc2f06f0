export * from "./envelope.js";
export * from "./localized-text.js";
export * from "./restaurant.js";
