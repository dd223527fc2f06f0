import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pathIdSchema } from "@storefront/api-client";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { errorMeta } from "../errors/error-meta";
import { allowSharing } from "../http/page-sharing.server";
import { ErrorScreen } from "../errors/ErrorScreen";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { menuPageData } from "../menu/menu-page.server";
import { findSection } from "../menu/menu-view";
import { CategorySection } from "../menu/MenuSections";
import { notFound } from "../http/not-found";
import { ClientNavigation } from "../navigation/ClientNavigation";
import { usePageAddress } from "../navigation/use-page-address";

// `/{referenceId}/{type}/{categoryId}`: one category of the menu, with its subcategories.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  const name = data.section?.name ?? data.title;
  const description =
    data.section?.description ||
    translate(data.language)("meta.categoryDescription", {
      category: name,
      type: data.typeName,
      name: data.home.name,
    });
  return mergeMeta(matches, [
    { title: `${name} · ${data.home.name}` },
    { name: "description", content: description },
  ]);
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  allowSharing(context);
  const { sections, ...page } = await menuPageData(request, params);
  const categoryId = pathIdSchema.safeParse(params.categoryId);
  if (!categoryId.success) throw notFound();
  if (page.error) return { ...page, section: null };
  // A category that does not exist, or shows nothing now, is not a page.
  const section = findSection(sections, categoryId.data);
  if (!section) throw notFound();
  // Only this category travels to the page, not the whole menu.
  return { ...page, section };
}

export default function CategoryPage() {
  const { home, menuPath, typeName, section, layout, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const returnTo = usePageAddress();
  return (
    <BusinessPage
      home={home}
      back={{ to: menuPath, label: t("item.backToMenu", { type: typeName }) }}
    >
      {error || !section ? (
        <p role="alert" className="menu__error">
          {error}
        </p>
      ) : (
        <>
          <h2 className="menu__title">{section.name}</h2>
          <ClientNavigation>
            <CategorySection section={section} layout={layout} returnTo={returnTo} />
          </ClientNavigation>
        </>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
