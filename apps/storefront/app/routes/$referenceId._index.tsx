import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BranchList } from "../business/BranchList";
import { businessContacts } from "../business/business-contacts";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { ContactBlock } from "../business/ContactBlock";
import { homeOrderTypes, onlyOrderTypePath } from "../business/home-order-types";
import { OrderTypeLinks } from "../business/OrderTypeLinks";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";

// `/{referenceId}`: the home of a business, in its look; a business with one selling type opens
// that type's menu instead (the check-one-type guard).

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
  const onlyType = onlyOrderTypePath(business, new URL(request.url));
  if (onlyType) throw redirect(onlyType);
  const { language } = requestLanguage(request.headers);
  return {
    language,
    referenceId: business.reference_id,
    home: businessHome(business, language),
    orderTypes: homeOrderTypes(business, language),
    contacts: businessContacts(business),
  };
}

export default function BusinessHomePage() {
  const { home, referenceId, orderTypes, contacts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { background, images } = home.theme;
  return (
    <BusinessPage home={home}>
      {images.welcome && background !== "image" && (
        <div className="home-picture" data-testid="welcome-picture" />
      )}
      <OrderTypeLinks referenceId={referenceId} orderTypes={orderTypes} />
      <BranchList branches={home.branches} branchesPath={`/${referenceId}/Branches`} />
      {contacts && <ContactBlock contacts={contacts} />}
      <p className="home__links">
        <Link to={`/${referenceId}/Policies`}>{t("policies.link")}</Link>
        <Link to={`/${referenceId}/settings`}>{t("settings.title")}</Link>
      </p>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
