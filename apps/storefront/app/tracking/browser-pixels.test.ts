import { describe, expect, it } from "vitest";
import { browserPixels, providersOf } from "./browser-pixels";

describe("browserPixels (spec 9: providers 1 to 4 run in the browser, 5 to 7 on servers)", () => {
  it("keeps the meta, google, snapchat and tiktok pixels and drops the conversion APIs", () => {
    const pixels = [1, 2, 3, 4, 5, 6, 7].map((provider) => ({ provider, id: `id-${provider}` }));
    expect(browserPixels(pixels).map((pixel) => pixel.provider)).toEqual([1, 2, 3, 4]);
  });

  it("keeps each pixel once, in the business's order", () => {
    expect(
      browserPixels([
        { provider: 2, id: "G-1" },
        { provider: 1, id: "9" },
        { provider: 2, id: "G-1" },
        { provider: 1, id: "8" },
      ]),
    ).toEqual([
      { provider: 2, id: "G-1" },
      { provider: 1, id: "9" },
      { provider: 1, id: "8" },
    ]);
  });

  it("names each provider once, in code order", () => {
    expect(
      providersOf([
        { provider: 4, id: "a" },
        { provider: 1, id: "b" },
        { provider: 4, id: "c" },
      ]),
    ).toEqual([1, 4]);
  });
});
