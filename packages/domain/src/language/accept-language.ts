import { primarySubtag } from "./languages.js";

/**
 * The languages of an Accept-Language header, best first, as primary subtags:
 * `acceptedLanguages("ar-KW,ar;q=0.9,en;q=0.8") → ["ar", "en"]`.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        language: primarySubtag(tag),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.language !== "" && entry.language !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.language))];
}
