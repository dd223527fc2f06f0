export * from "./color-scheme.js";
export * from "./default-colors.js";
