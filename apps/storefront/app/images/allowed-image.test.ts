import { describe, expect, it } from "vitest";
import { allowedImage, mediaOrigins, withAllowedImages } from "./allowed-image";

describe("allowedImage (spec 5: image domains are limited to an allow-list)", () => {
  const origins = ["http://localhost:4000", "https://cdn.example"];

  it("keeps an image from an allowed origin", () => {
    expect(allowedImage("http://localhost:4000/media/demo/logo.webp?v=1", origins)).toBe(
      "http://localhost:4000/media/demo/logo.webp?v=1",
    );
    expect(allowedImage("https://cdn.example/a.webp", origins)).toBe("https://cdn.example/a.webp");
  });

  it.each([
    "https://evil.example/a.webp",
    "http://localhost:4001/media/a.webp",
    "https://localhost:4000/media/a.webp",
    "http://cdn.example/a.webp",
    "https://cdn.example.evil.example/a.webp",
    "https://cdn.example@evil.example/a.webp",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "not a url",
    "",
  ])("refuses %s", (url) => {
    expect(allowedImage(url, origins)).toBeNull();
  });

  it("drops only the items' images from elsewhere, and keeps an all-allowed list as it is", () => {
    const items = [{ image: "https://cdn.example/a.webp" }, { image: null }];
    expect(withAllowedImages(items, origins)).toBe(items);
    expect(
      withAllowedImages([...items, { image: "https://evil.example/b.webp" }], origins),
    ).toEqual([...items, { image: null }]);
  });
});

describe("mediaOrigins", () => {
  it("reduces each URL to its origin, without repeats", () => {
    expect(
      mediaOrigins("http://localhost:4000/, https://cdn.example/media/,http://localhost:4000"),
    ).toEqual(["http://localhost:4000", "https://cdn.example"]);
  });

  it.each(["", " , ", "ftp://files.example", "localhost:4000"])("refuses %j", (list) => {
    expect(() => mediaOrigins(list)).toThrow();
  });
});
