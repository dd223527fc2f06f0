import type { BannerDto } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { bannerViews } from "./banner-view";

const banner = (id: number, link: BannerDto["link"], image: string | null = null): BannerDto => ({
  id,
  title: { en: `Banner ${id}`, ar: `لافتة ${id}` },
  text: id === 1 ? { en: "With saffron", ar: "بالزعفران" } : null,
  image,
  link,
});

const options = {
  referenceId: "demo",
  type: "delivery",
  language: "ar",
  businessLocales: ["ar", "en"],
  allowImage: (url: string | null) => (url?.startsWith("http://media.test/") ? url : null),
  shown: { categoryIds: new Set([4]), itemIds: new Set([17]) },
};

describe("bannerViews", () => {
  it("leads to an item or a category under the page's selling type, or to an outside page", () => {
    const views = bannerViews(
      [
        banner(1, { type: "item", item_id: 17, category_id: 4 }),
        banner(2, { type: "category", category_id: 4 }),
        banner(3, { type: "url", url: "https://bait-al-kuwait.example/national-day" }),
        banner(4, null),
      ],
      options,
    );
    expect(views.map(({ href, external }) => [href, external])).toEqual([
      ["/demo/delivery/4/17", false],
      ["/demo/delivery/4", false],
      ["https://bait-al-kuwait.example/national-day", true],
      [null, false],
    ]);
  });

  it("speaks the customer's language, and drops an empty text", () => {
    const [first, second] = bannerViews([banner(1, null), banner(2, null)], options);
    expect(first).toMatchObject({ title: "لافتة 1", text: "بالزعفران" });
    expect(second?.text).toBeNull();
  });

  it("shows only pictures from allowed origins (spec 5)", () => {
    const views = bannerViews(
      [banner(1, null, "http://media.test/a.webp"), banner(2, null, "https://evil.example/a.webp")],
      options,
    );
    expect(views.map((view) => view.image)).toEqual(["http://media.test/a.webp", null]);
  });

  it("keeps a banner whose dish or category the menu does not show now, without its link", () => {
    const views = bannerViews(
      [
        banner(1, { type: "item", item_id: 18, category_id: 4 }),
        banner(2, { type: "category", category_id: 5 }),
        banner(3, { type: "url", url: "https://bait-al-kuwait.example/" }),
      ],
      options,
    );
    expect(views.map((view) => view.href)).toEqual([null, null, "https://bait-al-kuwait.example/"]);
    // A menu that did not load shows nothing for sure.
    const unknown = bannerViews([banner(1, { type: "item", item_id: 17, category_id: 4 })], {
      ...options,
      shown: null,
    });
    expect(unknown[0]?.href).toBeNull();
  });

  it("leads nowhere inside the menu when the business sells no type", () => {
    const [view] = bannerViews([banner(1, { type: "category", category_id: 4 })], {
      ...options,
      type: null,
    });
    expect(view?.href).toBeNull();
  });
});
