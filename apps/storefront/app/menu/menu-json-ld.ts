import type { ItemOffer } from "./item-offer";
import type { MenuItemView, MenuSectionView } from "./menu-view";

/** The schema.org type of a business that serves food from a menu, by the business's type. */
const foodEstablishments: Record<string, string> = {
  restaurant: "Restaurant",
  cafe: "CafeOrCoffeeShop",
  bakery: "Bakery",
};

export interface MenuJsonLdInput {
  /** The business's `business_type`. */
  businessType: string;
  businessName: string;
  /** The site's origin, to make the pages' paths absolute: `https://order.example`. */
  origin: string;
  /** The business's home page path, /{referenceId}. */
  homePath: string;
  /** The menu page's path and title: /{referenceId}/{type}, "Delivery menu". */
  menuPath: string;
  menuName: string;
  language: string;
  /** The business's `hide_price`: its prices are shown to no one, search engines included. */
  hidePrice: boolean;
  /** The sections this page shows. */
  sections: readonly MenuSectionView[];
}

/**
 * The menu page as schema.org structured data: the business as a `Restaurant` whose `Menu` holds
 * the page's sections and items, with offers in major units unless the business hides its
 * prices. Only businesses that serve food from
 * a menu get one (a salon's services are not a `Menu`): null for the others.
 */
export function menuJsonLd(input: MenuJsonLdInput): Record<string, unknown> | null {
  const type = foodEstablishments[input.businessType];
  if (!type) return null;
  const url = (path: string) => new URL(path, input.origin).href;
  const item = (view: MenuItemView) => ({
    "@type": "MenuItem",
    name: view.name,
    ...(view.description ? { description: view.description } : {}),
    url: url(view.path),
    ...(view.image ? { image: url(view.image.src) } : {}),
    ...(view.offer && !input.hidePrice ? { offers: offers(view.offer) } : {}),
  });
  const section = (view: MenuSectionView): Record<string, unknown> => ({
    "@type": "MenuSection",
    name: view.name,
    ...(view.description ? { description: view.description } : {}),
    url: url(view.path),
    ...(view.items.length > 0 ? { hasMenuItem: view.items.map(item) } : {}),
    ...(view.subsections.length > 0 ? { hasMenuSection: view.subsections.map(section) } : {}),
  });
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: input.businessName,
    url: url(input.homePath),
    hasMenu: {
      "@type": "Menu",
      name: input.menuName,
      url: url(input.menuPath),
      inLanguage: input.language,
      hasMenuSection: input.sections.map(section),
    },
  };
}

function offers(offer: ItemOffer) {
  const priceCurrency = offer.currency;
  if ("options" in offer) {
    return offer.options.map(({ name, price }) => ({
      "@type": "Offer",
      name,
      price,
      priceCurrency,
    }));
  }
  if ("lowest" in offer) {
    return {
      "@type": "AggregateOffer",
      lowPrice: offer.lowest,
      highPrice: offer.highest,
      priceCurrency,
    };
  }
  return { "@type": "Offer", price: offer.price, priceCurrency };
}
