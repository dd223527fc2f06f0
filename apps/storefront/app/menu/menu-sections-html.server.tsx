import { createHash } from "node:crypto";
import { leastRecentlyUsed } from "@storefront/api-client";
import { renderToStaticMarkup } from "react-dom/server";
import { scriptJson } from "../security/script-json";
import { menuJsonLd, type MenuJsonLdInput } from "./menu-json-ld";
import type { MenuLayout } from "./menu-settings";
import type { MenuSectionView } from "./menu-view";
import { MenuSections } from "./MenuSections";

/** Everything the menu's sections show: the cards, in their layout, and the structured data. */
export interface MenuSectionsPart {
  sections: readonly MenuSectionView[];
  layout: MenuLayout;
  /** The page's path and query, where an add button comes back to. */
  returnTo: string;
  /** "Featured", in the page's language. */
  highlightedLabel: string;
  /** What the page's schema.org data (`menuJsonLd`) says besides its sections, or null for none. */
  structuredData: Omit<MenuJsonLdInput, "sections"> | null;
}

// Rendered sections by a digest of what they show. Strings count two bytes a character.
const rendered = leastRecentlyUsed<string>({
  capacity: 16 * 1024 * 1024,
  sizeOf: (html) => html.length * 2,
});

/**
 * The menu's sections as HTML, rendered once for every page that shows the same ones (ADR 054):
 * the key is a digest of everything they show, so a changed price, name or picture, a new minute's
 * discount or another language is another key, and nothing shown can be stale.
 */
export function menuSectionsHtml(part: MenuSectionsPart): { key: string; html: string } {
  const key = createHash("sha256").update(JSON.stringify(part)).digest("base64url");
  const kept = rendered.get(key);
  if (kept !== undefined) return { key, html: kept };
  const html = renderToStaticMarkup(<MenuSectionsMarkup {...part} />);
  rendered.set(key, html);
  return { key, html };
}

function MenuSectionsMarkup({ structuredData: about, ...sections }: MenuSectionsPart) {
  const structuredData = about && menuJsonLd({ ...about, sections: sections.sections });
  return (
    <>
      <MenuSections {...sections} />
      {/* After the cards, so that the browser reaches what it draws first. */}
      {structuredData && (
        <script
          type="application/ld+json"
          // scriptJson escapes every character that could end the element.
          dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }}
        />
      )}
    </>
  );
}
