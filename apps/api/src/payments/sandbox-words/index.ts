import { fallbackLanguage, type InterfaceLanguage, isInterfaceLanguage } from "@storefront/domain";
import { eastAsiaWords } from "./east-asia.js";
import { eastEuropeWords } from "./east-europe.js";
import { southAsiaAndAfricaWords } from "./south-asia-and-africa.js";
import { westAsiaWords } from "./west-asia.js";
import { westEuropeWords } from "./west-europe.js";
import type { SandboxPageWords } from "./words.js";

export type { SandboxPageWords } from "./words.js";

/**
 * The hosted page's words in every one of the 41 interface languages, gathered from one module per
 * group of languages: a new interface language does not compile until it has its words here.
 */
export const sandboxPageWords: Readonly<Record<InterfaceLanguage, SandboxPageWords>> = {
  ...westEuropeWords,
  ...eastEuropeWords,
  ...westAsiaWords,
  ...southAsiaAndAfricaWords,
  ...eastAsiaWords,
};

/**
 * The page's language: the payment's own when the interface has it, else English (the fallback of
 * the interface). `sandboxPageLanguage("ja") === "ja"`, `sandboxPageLanguage("xx") === "en"`
 */
export function sandboxPageLanguage(language: string): InterfaceLanguage {
  return isInterfaceLanguage(language) ? language : fallbackLanguage;
}
