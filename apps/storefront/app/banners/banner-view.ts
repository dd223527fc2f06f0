import type { BannerDto } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import type { ShownMenuTargets } from "../menu/menu-view";

/** A banner as the strip draws it: its words in the customer's language and where a tap leads. */
export interface BannerView {
  id: number;
  title: string;
  text: string | null;
  /** Null when the picture is missing or from an origin not allowed (spec 5). */
  image: string | null;
  /** A path of this storefront, an outside http(s) page, or null for a banner that leads nowhere. */
  href: string | null;
  /** Whether `href` leaves this storefront. */
  external: boolean;
}

/**
 * The banners as the strip draws them. An item or a category opens under the selling type the
 * page is about (the menu's own type, or the home's first): `/{referenceId}/{type}/{categoryId}`
 * and `…/{categoryId}/{itemId}`, when the menu shows it now (`shown`; else the banner stays, as
 * news, without a link, so it never opens a missing page); an outside page opens as it is.
 * `bannerViews([machboos], { referenceId: "demo", type: "delivery", … })[0].href === "/demo/delivery/4/17"`
 */
export function bannerViews(
  banners: readonly BannerDto[],
  {
    referenceId,
    type,
    language,
    businessLocales,
    allowImage,
    shown,
  }: {
    referenceId: string;
    /** The selling type item and category links open under; null when the business sells none. */
    type: string | null;
    language: string;
    businessLocales: readonly string[];
    allowImage: (url: string | null) => string | null;
    /** What the menu of `type` shows now; null when it is not known (the menu did not load). */
    shown: ShownMenuTargets | null;
  },
): BannerView[] {
  return banners.map((banner) => {
    const link = banner.link;
    const menuPath = type === null ? null : `/${referenceId}/${type}`;
    const opens =
      link?.type === "item"
        ? shown?.itemIds.has(link.item_id) === true
        : link?.type === "category"
          ? shown?.categoryIds.has(link.category_id) === true
          : true;
    const href =
      link === null
        ? null
        : link.type === "url"
          ? link.url
          : menuPath === null || !opens
            ? null
            : link.type === "category"
              ? `${menuPath}/${link.category_id}`
              : `${menuPath}/${link.category_id}/${link.item_id}`;
    const text = banner.text ? pickText(banner.text, language, businessLocales) : "";
    return {
      id: banner.id,
      title: pickText(banner.title, language, businessLocales),
      text: text === "" ? null : text,
      image: allowImage(banner.image),
      href,
      external: link?.type === "url",
    };
  });
}
