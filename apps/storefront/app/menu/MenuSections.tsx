import { Link } from "@remix-run/react";
import { PriceTag } from "../pricing/PriceTag";
import { useTranslation } from "../language/use-translation";
import type { MenuItemView, MenuSectionView } from "./menu-view";
import type { MenuLayout } from "./menu-settings";
import { ItemImage } from "../images/ItemImage";
import { quickAddValue } from "../cart/quick-add-line";

/**
 * The category links at the top of the menu: each jumps to its section, on its page; the
 * business's highlighted category comes first, marked.
 */
export function CategoryNav({
  links,
}: {
  links: readonly { id: number; name: string; href: string; highlighted?: boolean }[];
}) {
  const { t } = useTranslation();
  return (
    <nav className="category-nav" aria-label={t("menu.categories")}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              className={link.highlighted ? "category-nav__link--highlighted" : undefined}
            >
              {link.highlighted && <span aria-hidden="true">★ </span>}
              {link.name}
              {link.highlighted && (
                <span className="visually-hidden"> ({t("menu.highlighted")})</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The items of a list in the business's layout (`menu_layout`): rows, a grid of cards, or short
 * rows. Cards are plain HTML (no hook, no router): a menu renders them once for every visitor
 * (ADR 054), and `ClientNavigation` around them makes their links and forms the app's.
 */
export function MenuItems({
  items,
  layout,
  returnTo,
}: {
  items: readonly MenuItemView[];
  layout: MenuLayout;
  /** The page's path and query, where an add button brings the customer back to. */
  returnTo: string;
}) {
  return (
    <ul className={`menu-items menu-items--${layout}`}>
      {items.map((item) => (
        <MenuItemCard key={item.anchor} item={item} returnTo={returnTo} />
      ))}
    </ul>
  );
}

/** Previous and next links of a menu too long for one page; nothing for an ordinary menu. */
export function MenuPager({
  pager,
}: {
  pager: { page: number; pageCount: number; previous: string | null; next: string | null };
}) {
  const { t } = useTranslation();
  if (pager.pageCount === 1) return null;
  return (
    <nav className="menu-pager" aria-label={t("menu.pages")}>
      {pager.previous && (
        <Link to={pager.previous} rel="prev">
          {t("menu.previousPage")}
        </Link>
      )}
      <span aria-current="page">
        {t("menu.pageOf", { page: pager.page, total: pager.pageCount })}
      </span>
      {pager.next && (
        <Link to={pager.next} rel="next">
          {t("menu.nextPage")}
        </Link>
      )}
    </nav>
  );
}

/** Every section of the menu with its items; subcategories under their category. */
export function MenuSections({
  sections,
  ...shared
}: {
  sections: readonly MenuSectionView[];
  layout: MenuLayout;
  returnTo: string;
  /** "Featured": said beside a highlighted category's name. */
  highlightedLabel: string;
}) {
  return <SectionList sections={sections} level={2} {...shared} />;
}

/**
 * One category's contents: its description, items and subcategories. Alone, it is a category on
 * its own page, under the page's title, where no subcategory is marked highlighted.
 */
export function CategorySection({
  section,
  layout,
  returnTo,
  highlightedLabel = "",
}: {
  section: MenuSectionView;
  layout: MenuLayout;
  returnTo: string;
  /** "Featured": said beside a highlighted subcategory's name. */
  highlightedLabel?: string;
}) {
  return (
    <>
      {section.description && <p className="menu-section__description">{section.description}</p>}
      {section.items.length > 0 && (
        <MenuItems items={section.items} layout={layout} returnTo={returnTo} />
      )}
      <SectionList
        sections={section.subsections}
        level={3}
        layout={layout}
        returnTo={returnTo}
        highlightedLabel={highlightedLabel}
      />
    </>
  );
}

/** Sections one after another, each under a heading of `level`: categories, or a category's subcategories. */
function SectionList({
  sections,
  ...shared
}: {
  sections: readonly MenuSectionView[];
  level: 2 | 3;
  layout: MenuLayout;
  returnTo: string;
  highlightedLabel: string;
}) {
  return (
    <>
      {sections.map((section) => (
        <MenuSection key={section.id} section={section} {...shared} />
      ))}
    </>
  );
}

function MenuSection({
  section,
  level,
  layout,
  returnTo,
  highlightedLabel,
}: {
  section: MenuSectionView;
  level: 2 | 3;
  layout: MenuLayout;
  returnTo: string;
  /** "Featured": said beside the highlighted category's name. */
  highlightedLabel: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const highlighted = section.highlighted && highlightedLabel !== "";
  return (
    <section
      id={`category-${section.id}`}
      className={`menu-section menu-section--level-${level}${
        highlighted ? " menu-section--highlighted" : ""
      }${section.smart ? " menu-section--smart" : ""}`}
      aria-labelledby={`category-${section.id}-heading`}
    >
      <Heading id={`category-${section.id}-heading`} className="menu-section__title">
        <a href={section.path}>{section.name}</a>
        {highlighted && <span className="menu-section__badge">{highlightedLabel}</span>}
      </Heading>
      <CategorySection
        section={section}
        layout={layout}
        returnTo={returnTo}
        highlightedLabel={highlightedLabel}
      />
    </section>
  );
}

/** One item of a list: its name (a link to its page over the whole card), facts and price. */
export function MenuItemCard({ item, returnTo }: { item: MenuItemView; returnTo: string }) {
  // No hook here: a menu has hundreds of cards, and their texts come translated in the view.
  return (
    <li className={item.image ? "menu-item menu-item--pictured" : "menu-item"} id={item.anchor}>
      {item.image && (
        <ItemImage
          image={item.image}
          // A card that says nothing but the dish's name (prices hidden, no description) leaves
          // its picture unnamed: the name beside it already says it (axe image-redundant-alt).
          name={saysOnlyItsName(item) ? "" : item.name}
          slot="card"
          eager={item.image.eager ?? false}
        />
      )}
      <div className="menu-item__text">
        {/* The link covers the whole card (CSS), so a tap anywhere on it opens the item. */}
        <a className="menu-item__name" href={item.path}>
          {item.name}
        </a>
        {item.stickers.length > 0 && (
          <span className="menu-item__stickers">
            {item.stickers.map((sticker) => (
              <span key={sticker} className="sticker">
                {sticker}
              </span>
            ))}
          </span>
        )}
        {item.description && <p className="menu-item__description">{item.description}</p>}
        {item.calories !== null && <span className="menu-item__calories">{item.calories}</span>}
      </div>
      {item.prices.length > 0 && (
        <span className="menu-item__price">
          {item.prices.map((line, index) => (
            <PriceTag
              key={line}
              price={line}
              original={item.originalPrices?.[index] ?? null}
              originalLabel={item.originalLabel}
              badge={index === 0 ? item.badge : null}
            />
          ))}
        </span>
      )}
      {item.quickAdd && <QuickAdd item={item} add={item.quickAdd} returnTo={returnTo} />}
    </li>
  );
}

/**
 * The card's add button (spec 5): adds the item at its only price and minimum count, a plain form
 * post of the button's one value, and comes back to the same place on the menu (without
 * scrolling, once scripts run).
 */
function QuickAdd({
  item,
  add,
  returnTo,
}: {
  item: MenuItemView;
  add: NonNullable<MenuItemView["quickAdd"]>;
  returnTo: string;
}) {
  const back = new URLSearchParams({ returnTo: `${returnTo}#${item.anchor}` });
  return (
    <form
      method="post"
      action={`${add.cartPath}?${back}`}
      className="quick-add"
      data-prevent-scroll-reset=""
    >
      <button
        type="submit"
        name="add"
        value={quickAddValue({ itemId: item.id, ...add })}
        className="quick-add__button"
        aria-label={add.label}
      >
        +
      </button>
    </form>
  );
}

function saysOnlyItsName(item: MenuItemView): boolean {
  return (
    !item.description &&
    item.prices.length === 0 &&
    item.stickers.length === 0 &&
    item.calories === null
  );
}
