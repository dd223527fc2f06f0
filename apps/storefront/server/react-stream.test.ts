import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToString, type renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

// Both builds of React's Node stream renderer: production serves pages, development runs tests.
const require = createRequire(import.meta.url);
const reactDom = path.dirname(require.resolve("react-dom/server.node"));
const builds = {
  production: path.join(reactDom, "cjs/react-dom-server.node.production.min.js"),
  development: path.join(reactDom, "cjs/react-dom-server.node.development.js"),
};

type RenderToPipeableStream = typeof renderToPipeableStream;

/** The bytes a page stream sends for an element, as the storefront's entry pipes them. */
function streamedBytes(render: RenderToPipeableStream, element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = render(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

// Dish names of one, two, three and four UTF-8 bytes a letter, as the menus' languages have them.
const names = ["Spicy potatoes", "Würzige Kartoffeln", "بطاطا حارة", "スパイシーポテト", "🌶️🥔"];

/** A menu of short texts after `padding` ASCII letters, so characters fall on every buffer edge. */
function menu(padding: number): ReactElement {
  const cards = Array.from({ length: 300 }, (_, index) =>
    createElement("li", { key: index, "aria-label": `أضف ${names[index % names.length]}` }, [
      names[(index * 3) % names.length],
    ]),
  );
  return createElement("main", null, createElement("p", null, "x".repeat(padding)), cards);
}

describe("the page stream (React 18.3.1 with patches/react-dom@18.3.1.patch)", () => {
  for (const [build, file] of Object.entries(builds)) {
    it(`sends exactly the UTF-8 of the markup, whatever falls on a 2 KB edge (${build})`, async () => {
      const render = (require(file) as { renderToPipeableStream: RenderToPipeableStream })
        .renderToPipeableStream;
      for (let padding = 0; padding < 64; padding++) {
        const element = menu(padding);
        const bytes = await streamedBytes(render, element);
        expect(bytes.includes(0), `NUL byte with padding ${padding}`).toBe(false);
        expect(bytes.equals(Buffer.from(renderToString(element))), `padding ${padding}`).toBe(true);
      }
    });
  }
});
