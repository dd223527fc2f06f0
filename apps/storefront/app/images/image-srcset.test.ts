import { fc, test } from "@fast-check/vitest";
import { imageWidths } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { aspectSize, imageSrcSet, widthUrl } from "./image-srcset";

describe("imageSrcSet", () => {
  it("offers each width with its w descriptor, keeping the image's version", () => {
    expect(
      imageSrcSet("http://localhost:4000/media/demo/items/hummus.webp?v=abc", [160, 320]),
    ).toBe(
      "http://localhost:4000/media/demo/items/hummus.webp?v=abc&w=160 160w, " +
        "http://localhost:4000/media/demo/items/hummus.webp?v=abc&w=320 320w",
    );
  });

  it("replaces a width already in the URL", () => {
    expect(widthUrl("http://a.example/x.webp?w=1024", 320)).toBe("http://a.example/x.webp?w=320");
  });

  it("covers the spec's breakpoints at densities 1 and 2 for backgrounds, and a card's thumbnail for items", () => {
    for (const breakpoint of [320, 640, 768, 1024, 1280, 1536]) {
      expect(imageWidths.background).toContain(breakpoint);
    }
    expect(imageWidths.background).toContain(3072);
    // A 6.5rem card thumbnail at density 1 and 2 (104 and 208 px) has a width at least as wide.
    expect(imageWidths.item.find((width) => width >= 104)).toBe(160);
    expect(imageWidths.item.find((width) => width >= 208)).toBe(320);
  });
});

/** The width added as the WHATWG URL parser would, for comparison. */
function parsedWidthUrl(url: string, width: number): string {
  const sized = new URL(url);
  sized.searchParams.set("w", String(width));
  return sized.href;
}

// Media URLs as the API writes them: a path of safe segments and a version, maybe an old width.
const mediaUrl = fc
  .tuple(
    fc.constantFrom("http://localhost:4000", "https://media.example"),
    fc.array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { minLength: 1, maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-f0-9]{1,16}$/), { nil: undefined }),
    fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined }),
  )
  .map(([origin, segments, version, oldWidth]) => {
    const query = [
      version === undefined ? "" : `v=${version}`,
      oldWidth === undefined ? "" : `w=${oldWidth}`,
    ].filter(Boolean);
    return `${origin}/media/${segments.join("/")}.webp${query.length ? `?${query.join("&")}` : ""}`;
  });

describe("widthUrl", () => {
  test.prop([mediaUrl, fc.integer({ min: 1, max: 4000 })])(
    "writes what the URL parser writes, for every media URL",
    (url, width) => {
      expect(widthUrl(url, width)).toBe(parsedWidthUrl(url, width));
    },
  );
});

describe("aspectSize", () => {
  it.each([
    ["4:3", { width: 400, height: 300 }],
    ["16:9", { width: 400, height: 225 }],
    ["3:4", { width: 400, height: 533 }],
    ["1:1", { width: 400, height: 400 }],
    [null, { width: 400, height: 400 }],
  ])("reads %s", (ratio, size) => {
    expect(aspectSize(ratio)).toEqual(size);
  });
});
