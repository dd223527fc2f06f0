import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { inBusinessZone, toMenuItemType } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { businessHome } from "../business/business-home";
import { BusinessHeader } from "../business/BusinessHeader";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { loadMenu } from "../menu/load-menu.server";
import { menuView } from "../menu/menu-view";
import { CategoryNav, MenuSections } from "../menu/MenuSections";
import { ThemedPage } from "../theme/ThemedPage";

// `/{referenceId}/{type}`: the menu of one selling type, as the business's current branch sells it now.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  return mergeMeta(matches, [{ title: `${data.title} · ${data.home.name}` }]);
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  // The check-selling-type guard: an unknown {type} is a page that does not exist.
  const type = params.type ?? "";
  const itemType = toMenuItemType(type);
  if (!itemType.ok) throw new Response(null, { status: 404, statusText: "Not Found" });

  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  const typeName = t(`sellingTypes.${type}`, { defaultValue: type });
  const home = businessHome(business, language);
  const title = t("menu.title", { type: typeName });
  const homePath = `/${business.reference_id}`;
  const menu = await loadMenu(business.branch_id, language);
  if (!menu.ok) {
    const error = menu.message ?? t("menu.fetchFailed");
    return { language, home, homePath, title, typeName, sections: [], error };
  }
  const sections = menuView({
    categories: menu.answer.menu.categories,
    smartCategories: menu.answer.smart_categories,
    items: menu.answer.menu.items,
    itemType: itemType.itemType,
    menuPath: `${homePath}/${type}`,
    now: inBusinessZone(new Date(), business.time_zone),
    language,
    businessLocales: business.locales,
    t,
  });
  return { language, home, homePath, title, typeName, sections, error: null };
}

export default function MenuPage() {
  const { home, homePath, title, typeName, sections, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ThemedPage colors={home.colors} darkMode={home.darkMode}>
      <BusinessHeader name={home.name} />
      <main className="content menu">
        <p className="menu__back">
          <Link to={homePath}>{t("menu.backHome", { name: home.name })}</Link>
        </p>
        <h2 className="menu__title">{title}</h2>
        {error ? (
          <p role="alert" className="menu__error">
            {error}
          </p>
        ) : sections.length === 0 ? (
          <p className="menu__empty">{t("menu.empty", { type: typeName })}</p>
        ) : (
          <>
            <CategoryNav sections={sections} />
            <MenuSections sections={sections} />
          </>
        )}
      </main>
    </ThemedPage>
  );
}

export const ErrorBoundary = ErrorScreen;
