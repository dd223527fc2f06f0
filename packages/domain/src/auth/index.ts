export * from "./is-authenticated.js";
export * from "./can-use-wallet.js";
