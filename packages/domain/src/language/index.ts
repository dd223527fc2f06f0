export * from "./languages.js";
export * from "./accept-language.js";
export * from "./choose-interface-language.js";
export * from "./choose-business-language.js";
export * from "./pick-text.js";
export * from "./latin-digits.js";
