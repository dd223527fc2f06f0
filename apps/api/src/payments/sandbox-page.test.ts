import { interfaceLanguages, rightToLeftLanguages } from "@storefront/domain";
import { describe, expect, it } from "vitest";
import { sandboxPage } from "./sandbox-page.js";
import { sandboxPageWords } from "./sandbox-words/index.js";

const payment = { id: "AAAAAAAAAAAAAAAAAAAAAA", amount: 5488, currency: "KWD" } as const;

describe("the sandbox's hosted page speaks the customer's interface language", () => {
  it("reads Arabic right to left, with its buttons and amount in Arabic", () => {
    const page = sandboxPage({ ...payment, status: "initiated", language: "ar" });
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain("<title>دفع تجريبي</title>");
    expect(page).toContain(">الموافقة على الدفع</button>");
    expect(page).toContain(">رفض</button>");
    expect(page).toContain(">إلغاء</button>");
    expect(page).not.toMatch(/Approve|Decline|Cancel|Sandbox/);
    expect(page).toContain("5.488 د.ك.");
  });

  it("reads Persian and Urdu right to left, German and English left to right", () => {
    expect(sandboxPage({ ...payment, status: "initiated", language: "fa" })).toContain(
      '<html lang="fa" dir="rtl">',
    );
    expect(sandboxPage({ ...payment, status: "initiated", language: "ur" })).toContain(
      '<html lang="ur" dir="rtl">',
    );
    const german = sandboxPage({ ...payment, status: "initiated", language: "de" });
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain(">Zahlung genehmigen</button>");
  });

  it("reads Japanese in Japanese, with its own buttons", () => {
    const page = sandboxPage({ ...payment, status: "initiated", language: "ja" });
    expect(page).toContain('<html lang="ja" dir="ltr">');
    expect(page).toContain("<title>テスト決済</title>");
    expect(page).toContain(">お支払いを承認する</button>");
    expect(page).not.toMatch(/Approve|Decline|Cancel|Sandbox/);
  });

  it("falls back to English for a language the interface does not have", () => {
    for (const language of ["xx", "sw", ""]) {
      const page = sandboxPage({ ...payment, status: "initiated", language });
      expect(page).toContain('<html lang="en" dir="ltr">');
      expect(page).toContain(">Approve payment</button>");
    }
  });

  it("has its own words in every interface language, each one said in full", () => {
    expect(Object.keys(sandboxPageWords).sort()).toEqual([...interfaceLanguages].sort());
    const english = sandboxPageWords.en;
    for (const language of interfaceLanguages) {
      const words = sandboxPageWords[language];
      const texts = [
        words.title,
        words.heading,
        words.note,
        words.approve,
        words.decline,
        words.cancel,
        ...Object.values(words.decided),
      ];
      for (const text of texts) {
        expect(text, language).not.toBe("");
        expect(text, language).toBe(text.trim());
        expect(text, language).not.toMatch(/\s{2,}|[\t\n\r]/);
        expect(text, language).not.toMatch(/[{}<>]|%[sd]|\$\{|\b(TODO|TBD|FIXME|XXX)\b/);
      }
      if (language !== "en") expect(words.approve, language).not.toBe(english.approve);

      const page = sandboxPage({ ...payment, status: "initiated", language });
      const direction = rightToLeftLanguages.includes(language) ? "rtl" : "ltr";
      expect(page).toContain(`<html lang="${language}" dir="${direction}">`);
      expect(page).toContain(`>${words.approve}</button>`);
    }
  });

  it("says in the page's language why a payment can no longer be decided", () => {
    for (const [language, words] of Object.entries(sandboxPageWords)) {
      for (const [status, sentence] of Object.entries(words.decided)) {
        const page = sandboxPage({
          ...payment,
          status: status as keyof typeof words.decided,
          language,
        });
        expect(page).toContain(`<p role="status">${sentence}</p>`);
        expect(page).not.toContain("<button");
      }
    }
  });
});
