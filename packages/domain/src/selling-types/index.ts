export * from "./selling-type-table.js";
export * from "./selling-type-rules.js";
