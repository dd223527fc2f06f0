import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BannerStrip } from "../banners/BannerStrip";
import { BusinessPage } from "../business/BusinessPage";
import { MenuButton } from "../business/MenuButton";
import { allowSharing } from "../http/page-sharing.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { translate } from "../language/translate";
import { JsonLd } from "../layout/JsonLd";
import { mergeMeta } from "../layout/merge-meta";
import { menuJsonLd } from "../menu/menu-json-ld";
import { menuListPageData } from "../menu/menu-page.server";
import { CategoryNav, MenuPager, MenuSections } from "../menu/MenuSections";
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

export function loader({ request, params, context }: LoaderFunctionArgs) {
  allowSharing(context);
  return menuListPageData(request, params);
}

export default function MenuPage() {
  const {
    language,
    origin,
    businessType,
    hidePrice,
    home,
    homePath,
    menuPath,
    title,
    typeName,
    openState,
    sections,
    categoryLinks,
    pager,
    layout,
    filterView,
    clearFilterHref,
    error,
    banners,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const structuredData = error
    ? null
    : menuJsonLd({
        businessType,
        businessName: home.name,
        origin,
        homePath,
        menuPath,
        menuName: title,
        language,
        hidePrice,
        sections,
      });
  return (
    <BusinessPage
      home={home}
      back={{ to: homePath, label: t("menu.backHome", { name: home.name }) }}
    >
      {structuredData && <JsonLd data={structuredData} />}
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
      ) : sections.length === 0 && filterView?.active ? (
        <p className="menu__empty" role="status">
          {t("filters.none")} <Link to={clearFilterHref}>{t("filters.clear")}</Link>
        </p>
      ) : sections.length === 0 ? (
        <p className="menu__empty">{t("menu.empty", { type: typeName })}</p>
      ) : (
        <>
          <CategoryNav links={categoryLinks} />
          <MenuSections sections={sections} layout={layout} />
          <MenuPager pager={pager} />
          <MenuButton links={categoryLinks} />
        </>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
