import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { translate } from "./translate";
import { isolatedList, isolatedMessage } from "./isolated-names";

const html = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));

describe("Latin names in a right-to-left sentence", () => {
  it("part the Arabic 'and' from a Latin name, and isolate each name", () => {
    expect(html(isolatedList(["Meta Pixel", "Google Analytics"], "ar"))).toBe(
      "<bdi>Meta Pixel</bdi> و <bdi>Google Analytics</bdi>",
    );
    expect(html(isolatedList(["Meta Pixel", "Google Analytics"], "en"))).toBe(
      "<bdi>Meta Pixel</bdi> and <bdi>Google Analytics</bdi>",
    );
  });

  it("isolate the business's name and the list inside the consent sentence, in every language", () => {
    for (const language of ["ar", "fa", "ur", "en"]) {
      const markup = html(
        isolatedMessage(translate(language), "consent.text", {
          name: "Limmat Riverside Café",
          providers: isolatedList(["Meta Pixel", "Google Analytics"], language),
        }),
      );
      expect(markup).toContain("<bdi>Limmat Riverside Café</bdi>");
      expect(markup).toContain("<bdi>Google Analytics</bdi>");
      // No glued "وGoogle", and none of the marks that placed the names is left.
      expect(markup).not.toMatch(/\u0648<bdi>|[\ue000-\ue0ff]/);
    }
  });
});
