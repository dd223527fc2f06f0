import { interfaceLanguages } from "@storefront/domain";
import { describe, expect, it } from "vitest";
import { latinDateTime, latinNumber } from "./latin-digits";

const bundles = import.meta.glob<Record<string, unknown>>("../locales/*.json", {
  eager: true,
  import: "default",
});
const otherDigits =
  /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\u0ed0-\u0ed9\u17e0-\u17e9]/;

describe("ADR 045: every number a page writes is in Latin digits, in every language", () => {
  it.each([...interfaceLanguages, "ar-KW", "fa-IR"])(
    "dates, times and numbers in %s",
    (language) => {
      const at = new Date("2026-11-23T07:05:00Z");
      const date = latinDateTime(language, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Asia/Kuwait",
      });
      expect(date.format(at)).not.toMatch(otherDigits);
      expect(date.format(at)).toMatch(/\d/);
      expect(latinNumber(language).format(1234.5)).not.toMatch(otherDigits);
    },
  );

  it("and the message bundles write theirs so too", () => {
    for (const [file, bundle] of Object.entries(bundles)) {
      const found = JSON.stringify(bundle).match(new RegExp(`.{0,20}${otherDigits.source}`, "g"));
      expect(found, file).toBeNull();
    }
  });
});
