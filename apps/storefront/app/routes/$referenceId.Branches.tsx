import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { pathIdSchema } from "@storefront/api-client";
import { useTranslation } from "react-i18next";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { chosenBranchCookie } from "../business/chosen-branch";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { loadShifts } from "../menu/load-shifts.server";
import { openStateView } from "../menu/open-state";
import { OpenStateLine } from "../menu/OpenStateLine";
import { isCrossOrigin } from "../security/same-origin";

// `/{referenceId}/Branches`: the business's branches, today's delivery hours of each, and the
// choice of the branch that serves the customer (kept in a cookie; menus follow it).

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  const description = translate(data.language)("meta.branchesDescription", {
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
  const t = translate(language);
  const home = businessHome(business, language);
  const branches = await Promise.all(
    home.branches.map(async (branch) => {
      const shifts = await loadShifts(business.reference_id, branch.id, "delivery", language);
      return { ...branch, delivery: openStateView("delivery", shifts, t) };
    }),
  );
  return {
    language,
    home,
    homePath: `/${business.reference_id}`,
    title: t("branches.title"),
    branches,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (isCrossOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const business = await requireBusiness(request, params.referenceId);
  const branchId = pathIdSchema.safeParse((await request.formData()).get("branchId"));
  if (!branchId.success || !business.branches.some((branch) => branch.id === branchId.data)) {
    throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
  return redirect(`/${business.reference_id}`, {
    status: 303,
    headers: { "Set-Cookie": chosenBranchCookie(business.reference_id, branchId.data) },
  });
}

export default function BranchesPage() {
  const { home, homePath, title, branches } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage
      home={home}
      back={{ to: homePath, label: t("menu.backHome", { name: home.name }) }}
    >
      <h2 className="menu__title">{title}</h2>
      <ul className="branches branches--choice">
        {branches.map((branch) => (
          <li key={branch.id} className="branch">
            <div>
              <span className="branch__name">{branch.name}</span>
              {branch.delivery && (
                <OpenStateLine
                  state={branch.delivery}
                  text={t("branches.delivery", { state: branch.delivery.text })}
                />
              )}
            </div>
            {branch.current ? (
              <span className="badge">{t("home.currentBranch")}</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="branchId" value={branch.id} />
                <button type="submit" className="choose-branch">
                  {t("branches.choose")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
