import { latinDigits } from "../language/latin-digits.js";
/** Arabic harakat, superscript alef and tatweel: marks a customer rarely types. */
const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g;
/** Combining marks left after NFKD (é → e). */
const latinMarks = /\p{M}/gu;

const arabicLetters: Readonly<Record<string, string>> = {
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0649": "\u064A", // ى → ي
  "\u0629": "\u0647", // ة → ه
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
};

/**
 * A text as search compares it: lower case, without accents, Arabic without harakat and tatweel,
 * the letters typed interchangeably folded together (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي),
 * Arabic-Indic and Persian digits as Latin digits, spaces collapsed.
 * `normalizeSearchText("مَجْبُوس دَجَاجَة") === "مجبوس دجاجه"`, `normalizeSearchText("Café") === "cafe"`
 */
export function normalizeSearchText(text: string): string {
  return latinDigits(text)
    .normalize("NFKD")
    .replace(arabicMarks, "")
    .replace(latinMarks, "")
    .toLowerCase()
    .replace(
      /[\u0622\u0623\u0625\u0671\u0649\u0629\u0624\u0626]/g,
      (letter) => arabicLetters[letter] ?? letter,
    )
    .replace(/\s+/g, " ")
    .trim();
}
