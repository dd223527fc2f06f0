import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { BannerStrip } from "../banners/BannerStrip";
import { BusinessPage } from "../business/BusinessPage";
import { MenuButton } from "../business/MenuButton";
import { allowSharing } from "../http/page-sharing.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { menuListPageData } from "../menu/menu-page.server";
import { menuSectionsHtml } from "../menu/menu-sections-html.server";
import { CategoryNav, MenuPager } from "../menu/MenuSections";
import { ServerHtml } from "../islands/ServerHtml";
import { serverHtml } from "../islands/server-html.server";
import { ClientNavigation } from "../navigation/ClientNavigation";
import { pageAddress } from "../navigation/last-route";
import { MenuFilterForm } from "../menu/MenuFilterForm";
import { OpenStateLine } from "../menu/OpenStateLine";
import { SearchForm } from "../menu/SearchForm";

// `/{referenceId}/{type}`: the menu of one selling type, as the business's current branch sells it now.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  const description = translate(data.language)("meta.menuDescription", {
    type: data.typeName,
    name: data.home.name,
  });
  return mergeMeta(matches, [
    { title: `${data.title} · ${data.home.name}` },
    { name: "description", content: description },
  ]);
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  allowSharing(context);
  const { sections, origin, businessType, ...page } = await menuListPageData(request, params);
  const rendered = menuSectionsHtml({
    sections,
    layout: page.layout,
    returnTo: pageAddress(request.url),
    highlightedLabel: translate(page.language)("menu.highlighted"),
    structuredData: page.error
      ? null
      : {
          businessType,
          businessName: page.home.name,
          origin,
          homePath: page.homePath,
          menuPath: page.menuPath,
          menuName: page.title,
          language: page.language,
          hidePrice: page.hidePrice,
        },
  });
  // The cards are HTML the browser keeps as it is (ADR 054): their data never travels.
  return {
    ...page,
    shownSections: sections.length,
    sectionsPart: serverHtml(context, menuSectionsId, rendered),
  };
}

const menuSectionsId = "menu-sections";

export default function MenuPage() {
  const {
    home,
    homePath,
    menuPath,
    title,
    typeName,
    openState,
    shownSections,
    sectionsPart,
    categoryLinks,
    pager,
    filterView,
    clearFilterHref,
    error,
    banners,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage
      home={home}
      back={{ to: homePath, label: t("menu.backHome", { name: home.name }) }}
    >
      <h2 className="menu__title">{title}</h2>
      {openState && <OpenStateLine state={openState} />}
      <SearchForm action={`${menuPath}/search`} query="" />
      <BannerStrip banners={banners} />
      {!error && filterView && (
        <MenuFilterForm action={menuPath} filter={filterView} clearHref={clearFilterHref} />
      )}
      {error ? (
        <p role="alert" className="menu__error">
          {error}
        </p>
      ) : shownSections === 0 && filterView?.active ? (
        <p className="menu__empty" role="status">
          {t("filters.none")} <Link to={clearFilterHref}>{t("filters.clear")}</Link>
        </p>
      ) : shownSections === 0 ? (
        <p className="menu__empty">{t("menu.empty", { type: typeName })}</p>
      ) : (
        <>
          <CategoryNav links={categoryLinks} />
          <ClientNavigation>
            <ServerHtml id={menuSectionsId} part={sectionsPart} />
          </ClientNavigation>
          <MenuPager pager={pager} />
          <MenuButton links={categoryLinks} />
        </>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
