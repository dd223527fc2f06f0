export * from "./branches.js";
export * from "./businesses.js";
export * from "./categories.js";
export * from "./items.js";
export * from "./modifiers.js";
export * from "./taxes.js";
export * from "./opening-hours.js";
