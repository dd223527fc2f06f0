import { Form } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";

/** A search of the menu: a plain GET form, so it works before the page's scripts load. */
export function SearchForm({ action, query }: { action: string; query: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} role="search" className="search-form">
      <label htmlFor="menu-search" className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        id="menu-search"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t("search.placeholder")}
        maxLength={100}
        autoComplete="off"
      />
      <button type="submit">{t("search.submit")}</button>
    </Form>
  );
}
