import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { action, loader } from "../business/branch-choice.server";
import { BusinessPage } from "../business/BusinessPage";
import { ErrorScreen } from "../errors/ErrorScreen";
import { describedPageMeta } from "../layout/page-meta";
import { OpenStateLine } from "../menu/OpenStateLine";

// `/{referenceId}/Branches`: the business's branches, today's delivery hours of each, and the
// choice of the branch that serves the customer (kept in a cookie; menus follow it). A switch that
// would drop dishes from the cart names them and asks first, and says what it removed after
// (docs/decisions/042-branch-switch-with-a-cart.md).

export { action, loader } from "../business/branch-choice.server";

export const meta: MetaFunction<typeof loader> = describedPageMeta("meta.branchesDescription");

export default function BranchesPage() {
  const { home, homePath, title, branches, removed } = useLoaderData<typeof loader>();
  const asked = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <BusinessPage
      home={home}
      back={{ to: homePath, label: t("menu.backHome", { name: home.name }) }}
    >
      <h2 className="menu__title">{title}</h2>
      {removed && (
        <p role="status" className="form-success">
          {removed}
        </p>
      )}
      {asked?.confirm && (
        <section className="branch-confirm" role="alert" aria-labelledby="branch-confirm-title">
          <h3 id="branch-confirm-title">
            {t("branches.confirmTitle", { branch: asked.confirm.branch })}
          </h3>
          <p>{t("branches.confirmText", { branch: asked.confirm.branch })}</p>
          <ul>
            {asked.confirm.dishes.map((dish) => (
              <li key={dish}>{dish}</li>
            ))}
          </ul>
          <div className="branch-confirm__choices">
            <Form method="post">
              <input type="hidden" name="branchId" value={asked.confirm.branchId} />
              <input type="hidden" name="confirm" value="1" />
              <button type="submit" className="button button--primary">
                {t("branches.confirmChange")}
              </button>
            </Form>
            <Link to="." className="button">
              {t("branches.keep", { branch: asked.confirm.current })}
            </Link>
          </div>
        </section>
      )}
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
