import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BranchList } from "../business/BranchList";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { OrderTypeLinks } from "../business/OrderTypeLinks";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";

// `/{referenceId}`: the home of a business, in its colours.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  const { name } = data.home;
  return mergeMeta(matches, [
    { title: name },
    {
      name: "description",
      content: translate(data.language)("meta.businessDescription", { name }),
    },
  ]);
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  const { language } = requestLanguage(request.headers);
  return { language, referenceId: business.reference_id, home: businessHome(business, language) };
}

export default function BusinessHomePage() {
  const { home, referenceId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home}>
      <OrderTypeLinks referenceId={referenceId} orderTypes={home.orderTypes} />
      <BranchList branches={home.branches} branchesPath={`/${referenceId}/Branches`} />
      <p className="home__links">
        <Link to={`/${referenceId}/Policies`}>{t("policies.link")}</Link>
      </p>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
