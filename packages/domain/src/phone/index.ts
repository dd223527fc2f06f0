export * from "./phone-rules.js";
export * from "./invariants.js";
export * from "./phone-country.js";
export * from "./validate-phone.js";
export * from "./order-phone.js";
export * from "./dialled-phone.js";
