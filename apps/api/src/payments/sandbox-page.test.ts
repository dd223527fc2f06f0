import { describe, expect, it } from "vitest";
import { sandboxPage } from "./sandbox-page.js";
import { sandboxPageWords } from "./sandbox-page-words.js";

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

  it("falls back to English for a language it does not speak", () => {
    const page = sandboxPage({ ...payment, status: "initiated", language: "ja" });
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain(">Approve payment</button>");
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
