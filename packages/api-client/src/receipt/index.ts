export * from "./receipt.js";
