import { describe, expect, it } from "vitest";
import { faultPlace, menuDocumentLimitBytes, readMenuUpload } from "./menu-upload";

const kebab = {
  currency: "KWD",
  categories: [
    {
      key: "grills",
      name: { en: "Grills" },
      items: [
        {
          key: "kebab",
          name: { en: "Kebab" },
          priceLabels: [{ label: { en: "Plate" }, price: "2.500" }],
        },
      ],
    },
  ],
};

function upload(content: string | null, headers: Record<string, string> = {}): Request {
  const form = new FormData();
  if (content !== null)
    form.set("document", new File([content], "menu.json", { type: "application/json" }));
  return new Request("http://business.test/menu", { method: "POST", body: form, headers });
}

describe("reading an uploaded menu document", () => {
  it("reads a document the contract's schema accepts", async () => {
    expect(await readMenuUpload(upload(JSON.stringify(kebab)), "en")).toEqual({
      ok: true,
      document: kebab,
    });
  });

  it("names each mistake by its field, as the API would", async () => {
    const wrong = structuredClone(kebab);
    wrong.categories[0]!.items[0]!.priceLabels[0]!.price = "2,500";
    const read = await readMenuUpload(
      upload(JSON.stringify({ ...wrong, highlighted: "nowhere" })),
      "en",
    );
    expect(read).toMatchObject({ ok: false, problem: "INVALID" });
    expect(read.ok ? [] : read.faults).toEqual([
      expect.stringMatching(/^Kebab · priceLabels\.0\.price: a decimal string/),
      "highlighted: no category has the key nowhere",
    ]);
  });

  it("refuses no file, a file that is not JSON, and one past the limit unread", async () => {
    expect(await readMenuUpload(upload(null), "en")).toMatchObject({ problem: "NO_FILE" });
    expect(await readMenuUpload(upload(""), "en")).toMatchObject({ problem: "NO_FILE" });
    expect(await readMenuUpload(upload("{ categories"), "en")).toMatchObject({
      problem: "NOT_JSON",
    });
    const claimed = { "Content-Length": String(menuDocumentLimitBytes * 2) };
    expect(await readMenuUpload(upload("{}", claimed), "en")).toMatchObject({
      problem: "TOO_LARGE",
    });
    const large = JSON.stringify({ ...kebab, pad: "x".repeat(menuDocumentLimitBytes) });
    expect(await readMenuUpload(upload(large), "en")).toMatchObject({ problem: "TOO_LARGE" });
  });

  it("names a mistake by the nearest named thing in the reader's language, else by its path", () => {
    const document = {
      categories: [
        { name: { en: "Grills", ar: "مشاوي" }, items: [{ name: { en: "Kebab", ar: "كباب" } }] },
      ],
    };
    expect(faultPlace(document, ["categories", 0, "items", 0, "calories"], "ar")).toBe(
      "كباب · calories",
    );
    expect(faultPlace(document, ["categories", 0, "items", 3, "key"], "fr")).toBe(
      "Grills · items.3.key",
    );
    expect(faultPlace(document, ["categories", 0, "items", 0], "en")).toBe("Grills · items.0");
    expect(faultPlace(document, ["highlighted"], "en")).toBe("highlighted");
    expect(faultPlace(document, [], "en")).toBe("document");
  });
});
