import type { AppLoadContext } from "@remix-run/node";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServerHtml, ServerHtmlOfDocument } from "./ServerHtml";
import { serverHtml } from "./server-html.server";

const context = (documentHtml: Map<string, string> | null) =>
  ({ documentHtml }) as unknown as AppLoadContext;
const rendered = { key: "k1", html: '<p class="card">Falafel</p>' };

describe("serverHtml and ServerHtml (ADR 054)", () => {
  it("sends a navigation's data the HTML itself", () => {
    expect(serverHtml(context(null), "menu-sections", rendered)).toEqual(rendered);
  });

  it("keeps a document's HTML out of its data, and the document's render puts it in the page", () => {
    const documentHtml = new Map<string, string>();
    const part = serverHtml(context(documentHtml), "menu-sections", rendered);
    expect(part).toEqual({ key: "k1", html: null });
    const page = renderToString(
      createElement(
        ServerHtmlOfDocument.Provider,
        { value: documentHtml },
        createElement(ServerHtml, { id: "menu-sections", part }),
      ),
    );
    expect(page).toBe('<div id="menu-sections"><p class="card">Falafel</p></div>');
  });

  it("renders a navigation's HTML as it came", () => {
    const page = renderToString(createElement(ServerHtml, { id: "menu-sections", part: rendered }));
    expect(page).toBe('<div id="menu-sections"><p class="card">Falafel</p></div>');
  });
});
