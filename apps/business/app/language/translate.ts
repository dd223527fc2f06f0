import ar from "../locales/ar.json";
import en from "../locales/en.json";

/** The interface languages of the business app: English and Arabic (right to left). */
export const interfaceLanguages = ["en", "ar"] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

type Messages = { readonly [key: string]: string | Messages };

const bundles: Record<InterfaceLanguage, Messages> = { en, ar };

/** Whether a value names one of the app's interface languages. */
export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === "string" && (interfaceLanguages as readonly string[]).includes(value);
}

/** The text of a dotted key in a bundle, or undefined when it has none. */
function lookUp(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The message of a key in a language, `{{name}}` filled from `values`; English when the language
 * lacks it, and the key itself when no bundle has it (a missing text shows, never crashes).
 * `translate("en")("board.minutesAgo", { minutes: 4 }) === "4 min ago"`
 */
export function translate(language: InterfaceLanguage): Translate {
  return (key, values = {}) => {
    const text = lookUp(bundles[language], key) ?? lookUp(bundles.en, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/** Every dotted key of a bundle, for the tests that hold the bundles together. */
export function messageKeys(language: InterfaceLanguage): string[] {
  const keys: string[] = [];
  const walk = (messages: Messages, prefix: string) => {
    for (const [name, value] of Object.entries(messages)) {
      if (typeof value === "string") keys.push(`${prefix}${name}`);
      else walk(value, `${prefix}${name}.`);
    }
  };
  walk(bundles[language], "");
  return keys.sort();
}
