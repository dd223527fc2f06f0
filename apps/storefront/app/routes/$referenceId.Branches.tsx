import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { pathIdSchema } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { BusinessPage } from "../business/BusinessPage";
import { chosenBranchCookie } from "../business/chosen-branch";
import { ErrorScreen } from "../errors/ErrorScreen";
import { describedPageMeta } from "../layout/page-meta";
import { loadShifts } from "../menu/load-shifts.server";
import { openStateView } from "../menu/open-state";
import { OpenStateLine } from "../menu/OpenStateLine";
import { apiFor } from "../api/api-client.server";
import {
  clearRemovedDishesCookie,
  dishesLeaving,
  readRemovedDishes,
  removedDishesCookie,
} from "../cart/branch-switch";
import { moveToBranch } from "@storefront/domain";
import { loadCart, saveCart } from "../cart/cart-store.server";
import { secureAttribute } from "../cookies/site-cookie";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";

// `/{referenceId}/Branches`: the business's branches, today's delivery hours of each, and the
// choice of the branch that serves the customer (kept in a cookie; menus follow it). A switch that
// would drop dishes from the cart names them and asks first, and says what it removed after
// (docs/decisions/042-branch-switch-with-a-cart.md).

export const meta: MetaFunction<typeof loader> = describedPageMeta("meta.branchesDescription");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const branches = await Promise.all(
    home.branches.map(async (branch) => {
      const shifts = await loadShifts(business.reference_id, branch.id, "delivery", language);
      return { ...branch, delivery: openStateView("delivery", shifts, t) };
    }),
  );
  // Said once, after a switch that removed dishes from the cart.
  const removed = readRemovedDishes(request.headers.get("Cookie"), business.reference_id);
  // The branch as the list names it (its own name, not the business's longer one).
  const serving = business.branches.find((each) => each.id === business.branch_id);
  const branchName = pickText(serving?.name ?? business.branch_name, language, business.locales);
  return data(
    {
      language,
      home,
      homePath: `/${business.reference_id}`,
      title: t("branches.title"),
      branches,
      removed:
        removed.length > 0
          ? t("branches.removed", {
              branch: branchName,
              dishes: new Intl.ListFormat(language, { type: "conjunction" }).format(removed),
            })
          : null,
    },
    removed.length > 0
      ? {
          headers: {
            "Set-Cookie": clearRemovedDishesCookie(business.reference_id, secureAttribute(request)),
          },
        }
      : undefined,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language, secure } = await writePrologue(request, params.referenceId);
  const form = await request.formData();
  const branchId = pathIdSchema.safeParse(form.get("branchId"));
  const branch = business.branches.find((each) => branchId.success && each.id === branchId.data);
  if (!branchId.success || !branch) {
    throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const headers = new Headers({
    "Set-Cookie": chosenBranchCookie(business.reference_id, branchId.data),
  });
  // The cart, served by the current branch, against what the chosen one sells (spec 4).
  const loaded = await loadCart(request, business, language);
  let leaving: string[] = [];
  if (loaded.cart.lines.length > 0 && branch.id !== business.branch_id) {
    const api = apiFor(language);
    const [{ menu: chosen }, { menu: current }] = await Promise.all([
      api.getMenu({ params: { id: branch.id } }),
      api.getMenu({ params: { id: business.branch_id } }),
    ]);
    const sold = new Set(chosen.items.map((item) => item.id));
    leaving = dishesLeaving(
      loaded.cart,
      sold,
      current.items.map((item) => ({ id: item.id, name: text(item.name) })),
    );
    if (leaving.length > 0 && form.get("confirm") !== "1") {
      // Nothing changes until the customer agrees (a second post, with or without JavaScript).
      return data({
        confirm: {
          branchId: branch.id,
          branch: text(branch.name),
          current: text(
            business.branches.find((each) => each.id === business.branch_id)?.name ??
              business.branch_name,
          ),
          dishes: leaving,
        },
      });
    }
    for (const cookie of (
      await saveCart(request, loaded, moveToBranch(loaded.cart, branch.id, sold), language)
    ).getSetCookie()) {
      headers.append("Set-Cookie", cookie);
    }
  }
  if (leaving.length === 0) return redirect(`/${business.reference_id}`, { status: 303, headers });
  headers.append("Set-Cookie", removedDishesCookie(business.reference_id, leaving, secure));
  return redirect(`/${business.reference_id}/Branches`, { status: 303, headers });
}

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
