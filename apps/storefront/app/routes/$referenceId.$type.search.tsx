import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { searchPageData } from "../menu/menu-page.server";
import { MenuItems } from "../menu/MenuSections";
import { SearchForm } from "../menu/SearchForm";
import { ClientNavigation } from "../navigation/ClientNavigation";
import { usePageAddress } from "../navigation/use-page-address";

// `/{referenceId}/{type}/search?q=…`: the items of the menu shown now that match a search.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  const t = translate(data.language);
  return mergeMeta(matches, [
    { title: `${t("search.title")} · ${data.home.name}` },
    {
      name: "description",
      content: t("meta.searchDescription", { type: data.typeName, name: data.home.name }),
    },
  ]);
};

export function loader({ request, params }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return searchPageData(request, params, query);
}

export default function SearchPage() {
  const { home, menuPath, typeName, query, results, layout, error } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const returnTo = usePageAddress();
  return (
    <BusinessPage
      home={home}
      back={{ to: menuPath, label: t("item.backToMenu", { type: typeName }) }}
    >
      <h2 className="menu__title">{t("search.title")}</h2>
      <SearchForm action={`${menuPath}/search`} query={query} />
      {error ? (
        <p role="alert" className="menu__error">
          {error}
        </p>
      ) : query.trim() === "" ? null : (
        <>
          <p className="search-count" role="status">
            {results.length === 0
              ? t("search.none", { query })
              : t("search.count", { count: results.length, query })}
          </p>
          {results.length > 0 && (
            <ClientNavigation>
              <MenuItems items={results} layout={layout} returnTo={returnTo} />
            </ClientNavigation>
          )}
        </>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
