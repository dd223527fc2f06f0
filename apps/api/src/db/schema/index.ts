export * from "./branches.js";
export * from "./businesses.js";
