import type { AppLoadContext } from "@remix-run/node";
import type { RenderedPart } from "./ServerHtml";

/**
 * A server-rendered part of the page (`ServerHtml`) as its loader returns it: in a navigation's
 * data, with its HTML; for a document, without, the HTML going straight to the render, so the
 * page does not carry it twice (ADR 054).
 */
export function serverHtml(
  context: AppLoadContext,
  id: string,
  rendered: { key: string; html: string },
): RenderedPart {
  if (!context.documentHtml) return rendered;
  context.documentHtml.set(id, rendered.html);
  return { key: rendered.key, html: null };
}
