import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pickText } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { businessHome } from "../business/business-home";
import { BusinessHeader } from "../business/BusinessHeader";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { ThemedPage } from "../theme/ThemedPage";

// `/{referenceId}/Policies`: the business's own policies, in the interface language.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  return mergeMeta(matches, [{ title: `${data.title} · ${data.home.name}` }]);
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  const { language } = requestLanguage(request.headers);
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  return {
    language,
    home: businessHome(business, language),
    homePath: `/${business.reference_id}`,
    title: translate(language)("policies.title"),
    policies: business.policies.map((policy) => ({
      title: text(policy.title),
      body: text(policy.body),
    })),
  };
}

export default function PoliciesPage() {
  const { home, homePath, title, policies } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ThemedPage colors={home.colors} darkMode={home.darkMode}>
      <BusinessHeader name={home.name} />
      <main className="content">
        <p className="menu__back">
          <Link to={homePath}>{t("menu.backHome", { name: home.name })}</Link>
        </p>
        <h2 className="menu__title">{title}</h2>
        {policies.length === 0 ? (
          <p className="menu__empty">{t("policies.none")}</p>
        ) : (
          policies.map((policy) => (
            <section key={policy.title} className="policy">
              <h3>{policy.title}</h3>
              <p>{policy.body}</p>
            </section>
          ))
        )}
      </main>
    </ThemedPage>
  );
}

export const ErrorBoundary = ErrorScreen;
