import { useTranslation } from "react-i18next";
import type { ItemView } from "./item-view";

/** Everything the item page says about an item: its price, options, choices and facts. */
export function ItemDetails({ item }: { item: ItemView }) {
  const { t } = useTranslation();
  return (
    <article className="item" aria-labelledby="item-name">
      <h2 id="item-name" className="item__name">
        {item.name}
      </h2>
      {item.price && (
        <p className="item__price">
          <bdi>{item.price}</bdi>
        </p>
      )}
      {item.description && <p className="item__description">{item.description}</p>}
      <ul className="item__facts">
        {item.calories !== null && <li>{t("menu.calories", { value: item.calories })}</li>}
        {item.preparationMinutes !== null && (
          <li>{t("item.preparation", { value: item.preparationMinutes })}</li>
        )}
      </ul>
      {item.commentRequired && <p className="item__note">{t("item.commentRequired")}</p>}

      {item.options.length > 0 && (
        <section className="item__group" aria-labelledby="item-options">
          <h3 id="item-options">{t("item.options")}</h3>
          <ul className="choices">
            {item.options.map((option) => (
              <li key={option.id} className="choice">
                <span>{option.label}</span>
                <bdi className="choice__price">{option.price}</bdi>
              </li>
            ))}
          </ul>
        </section>
      )}

      {item.groups.map((group) => (
        <section key={group.id} className="item__group" aria-labelledby={`group-${group.id}`}>
          <h3 id={`group-${group.id}`}>{group.name}</h3>
          <p className="item__rule">{group.rule}</p>
          <ul className="choices">
            {group.modifiers.map((modifier) => (
              <li key={modifier.id} className="choice">
                <span>{modifier.name}</span>
                <bdi className="choice__price">{modifier.price}</bdi>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
