import { Form, Link } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
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
        <FilterGroup
          legend={t("filters.tags")}
          name="tag"
          choices={filter.tags.map((tag) => ({ ...tag, value: tag.key }))}
        />
        <FilterGroup
          legend={t("filters.ingredients")}
          name="ingredient"
          choices={filter.ingredients.map((ingredient) => ({
            ...ingredient,
            value: ingredient.id,
          }))}
        />
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

/** One kind of filter, a box per choice; nothing when the business has none of that kind. */
function FilterGroup({
  legend,
  name,
  choices,
}: {
  legend: string;
  name: string;
  choices: readonly { value: string | number; name: string; checked: boolean }[];
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="menu-filter__group">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="filter-choice">
          <input type="checkbox" name={name} value={choice.value} defaultChecked={choice.checked} />
          <span>{choice.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
