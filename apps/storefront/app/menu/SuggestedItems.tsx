import { useTranslation } from "../language/use-translation";
import type { MenuItemView } from "./menu-view";
import type { MenuLayout } from "./menu-settings";
import { MenuItems } from "./MenuSections";
import { ClientNavigation } from "../navigation/ClientNavigation";
import { usePageAddress } from "../navigation/use-page-address";

/**
 * "Goes well with": the item's suggested items shown now for this selling type, each a card that
 * opens its page (`suggested_items`); nothing when there are none.
 */
export function SuggestedItems({
  items,
  layout,
}: {
  items: readonly MenuItemView[];
  layout: MenuLayout;
}) {
  const { t } = useTranslation();
  const returnTo = usePageAddress();
  if (items.length === 0) return null;
  return (
    <section className="suggestions" aria-labelledby="suggestions-heading">
      <h3 id="suggestions-heading" className="suggestions__title">
        {t("item.suggestions")}
      </h3>
      <ClientNavigation>
        <MenuItems items={items} layout={layout} returnTo={returnTo} />
      </ClientNavigation>
    </section>
  );
}
