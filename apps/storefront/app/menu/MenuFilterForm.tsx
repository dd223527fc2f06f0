import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MenuFilterView } from "./menu-filter";

/**
 * The menu's tag and ingredient filter: a plain GET form (it works before JavaScript arrives), one
 * box per tag and, when the business shows ingredients, per ingredient. Open while a filter is on,
 * with a link that clears it.
 */
export function MenuFilterForm({
  action,
  filter,
  clearHref,
}: {
  action: string;
  filter: MenuFilterView;
  clearHref: string;
}) {
  const { t } = useTranslation();
  if (filter.tags.length === 0 && filter.ingredients.length === 0) return null;
  // A new filter in the address draws the boxes afresh (they are not controlled).
  const chosen = [
    ...filter.tags.filter((tag) => tag.checked).map((tag) => tag.key),
    ...filter.ingredients.filter((ingredient) => ingredient.checked).map(({ id }) => id),
  ].join(",");
  return (
    <details className="menu-filter" open={filter.active}>
      <summary>{t("filters.title")}</summary>
      <Form key={chosen} method="get" action={action} className="menu-filter__form">
        {filter.tags.length > 0 && (
          <fieldset className="menu-filter__group">
            <legend>{t("filters.tags")}</legend>
            {filter.tags.map((tag) => (
              <label key={tag.key} className="filter-choice">
                <input type="checkbox" name="tag" value={tag.key} defaultChecked={tag.checked} />
                <span>{tag.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        {filter.ingredients.length > 0 && (
          <fieldset className="menu-filter__group">
            <legend>{t("filters.ingredients")}</legend>
            {filter.ingredients.map((ingredient) => (
              <label key={ingredient.id} className="filter-choice">
                <input
                  type="checkbox"
                  name="ingredient"
                  value={ingredient.id}
                  defaultChecked={ingredient.checked}
                />
                <span>{ingredient.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="menu-filter__actions">
          <button type="submit" className="button button--primary">
            {t("filters.apply")}
          </button>
          {filter.active && <Link to={clearHref}>{t("filters.clear")}</Link>}
        </div>
      </Form>
    </details>
  );
}
