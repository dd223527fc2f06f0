import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pickText } from "@storefront/domain";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pagePrologue } from "../http/page-prologue.server";
import { describedPageMeta } from "../layout/page-meta";

// `/{referenceId}/Policies`: the business's own policies, in the interface language.

export const meta: MetaFunction<typeof loader> = describedPageMeta("meta.policiesDescription");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  return {
    language,
    home,
    homePath: `/${business.reference_id}`,
    title: t("policies.title"),
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
