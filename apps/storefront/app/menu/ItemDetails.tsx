import type { ReactNode } from "react";
import { useTranslation } from "../language/use-translation";
import type { ItemView } from "./item-view";
import { ItemImage } from "../images/ItemImage";
import { PriceTag } from "../pricing/PriceTag";

/**
 * Everything the item page says about an item: its picture, price and facts, then its order form
 * (beside them on a wide screen).
 */
export function ItemDetails({
  item,
  readyIn,
  children,
}: {
  item: ItemView;
  /** How long it takes, in the business's words ("Ready in about 4 hours"), or null. */
  readyIn: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="item" aria-labelledby="item-name">
      <div className="item__about">
        {item.image && <ItemImage image={item.image} name={item.name} slot="page" priority />}
        <h2 id="item-name" className="item__name">
          {item.name}
        </h2>
        {(item.price || item.badge) && (
          <p className="item__price">
            {item.price ? (
              <PriceTag
                price={item.price}
                original={item.originalPrice}
                originalLabel={item.originalLabel}
                badge={item.badge}
              />
            ) : (
              <span className="price-tag__badge">{item.badge}</span>
            )}
          </p>
        )}
        {item.description && <p className="item__description">{item.description}</p>}
        {(item.calories !== null || readyIn !== null) && (
          <ul className="item__facts">
            {item.calories !== null && <li>{t("menu.calories", { value: item.calories })}</li>}
            {readyIn !== null && <li>{readyIn}</li>}
          </ul>
        )}
        {item.ingredients.length > 0 && (
          <p className="item__ingredients">
            <span className="item__ingredients-label">{t("item.ingredients")}</span>{" "}
            {item.ingredients.join(t("item.ingredientSeparator"))}
          </p>
        )}
        {item.commentRequired && <p className="item__note">{t("item.commentRequired")}</p>}
      </div>

      {children}
    </article>
  );
}
