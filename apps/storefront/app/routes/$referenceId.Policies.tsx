import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pickText } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";

// `/{referenceId}/Policies`: the business's own policies, in the interface language.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  const description = translate(data.language)("meta.policiesDescription", {
    name: data.home.name,
  });
  return mergeMeta(matches, [
    { title: `${data.title} · ${data.home.name}` },
    { name: "description", content: description },
  ]);
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
    <BusinessPage
      home={home}
      back={{ to: homePath, label: t("menu.backHome", { name: home.name }) }}
    >
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
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
