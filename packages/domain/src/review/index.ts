export * from "./invariants.js";
export * from "./text-table.js";
export * from "./format-rate.js";
export * from "./format-breakdown.js";
