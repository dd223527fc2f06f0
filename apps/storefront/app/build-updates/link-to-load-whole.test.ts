import { describe, expect, it } from "vitest";
import { linkToLoadWhole, type LinkClick } from "./link-to-load-whole";

const origin = "https://shop.example";

/** A stand-in for an <a> element with these attributes, and the click that landed on it. */
function clickOn(
  href: string,
  attributes: Record<string, string> = {},
  click: Partial<LinkClick> = {},
) {
  const link = {
    origin: new URL(href, origin).origin,
    target: attributes.target ?? "",
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) => (selector === "a[href]" ? link : null),
  };
  const event: LinkClick = {
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target: link as unknown as EventTarget,
    ...click,
  };
  return { link, event };
}

describe("linkToLoadWhole", () => {
  it("takes a plain click on a link to this site", () => {
    const { link, event } = clickOn("/demo/delivery");
    expect(linkToLoadWhole(event, origin)).toBe(link);
  });

  it("leaves other sites, new tabs, downloads and modified or handled clicks alone", () => {
    const cases = [
      clickOn("https://elsewhere.example/"),
      clickOn("/demo", { target: "_blank" }),
      clickOn("/menu.pdf", { download: "" }),
      clickOn("/demo", {}, { metaKey: true }),
      clickOn("/demo", {}, { ctrlKey: true }),
      clickOn("/demo", {}, { button: 1 }),
      clickOn("/demo", {}, { defaultPrevented: true }),
    ];
    for (const { event } of cases) expect(linkToLoadWhole(event, origin)).toBeNull();
  });

  it("ignores clicks outside links", () => {
    const { event } = clickOn("/demo");
    const outside = { ...event, target: { closest: () => null } as unknown as EventTarget };
    expect(linkToLoadWhole(outside, origin)).toBeNull();
  });
});
