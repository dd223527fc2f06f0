import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { translate } from "../language/translate";
import { useLanguage, useTranslate } from "../language/use-language";
import { localized } from "../layout/localized";
import { PageError } from "../layout/PageError";
import { canPause, StaffShell } from "../layout/StaffShell";
import { MenuDish } from "../menu/MenuDish";
import { menuChangeOf, type MenuChange } from "../menu/menu-change";
import { dishesMatching } from "../menu/dishes-matching";
import { MenuUpload } from "../menu/MenuUpload";
import { isFileForm, readMenuUpload } from "../menu/menu-upload";
import { readPriceInput } from "../menu/price-input";
import { requireSameOrigin } from "../security/same-origin";
import { attempt, requireStaff, type SignedInStaff } from "../session/require-staff.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translate(data?.language ?? "en")("menu.title") },
];

/** The branch a page is about: the one asked for when the staff may see it, else their first. */
function chosenBranch(me: SignedInStaff["me"], asked: string | null): number | undefined {
  const branches = me.business.branches;
  return branches.find((branch) => String(branch.id) === asked)?.id ?? branches[0]?.id;
}

/** A branch's dishes for its staff, optionally only those whose name holds a text. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me, api, language } = await requireStaff(request);
  const url = new URL(request.url);
  const branchId = chosenBranch(me, url.searchParams.get("branch"));
  const query = (url.searchParams.get("q") ?? "").slice(0, 60);
  const menu = branchId
    ? await api.staffBranchMenu({ params: { id: branchId } })
    : { currency: me.business.currency, categories: [] };
  return data(
    {
      me,
      language,
      branchId,
      query,
      currency: menu.currency,
      categories: dishesMatching(menu.categories, query),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Runs one change from the page; the storefront's next request shows it (the API's revision). */
async function applyChange(staff: SignedInStaff, branch: number, change: MenuChange) {
  const { api } = staff;
  switch (change.intent) {
    case "sold_out":
      return api.staffItemSoldOut({
        params: { id: branch, itemId: change.itemId },
        body: { sold_out: change.soldOut },
      });
    case "option_sold_out":
      return api.staffModifierSoldOut({
        params: { id: branch, modifierId: change.modifierId },
        body: { sold_out: change.soldOut },
      });
    case "visibility":
      return api.changeItemVisibility({
        params: { id: change.itemId },
        body: { visible: change.visible },
      });
    case "price":
      return api.changeItemPrice({
        params: { id: change.itemId },
        body: { price_label_id: change.priceLabelId, price: change.price },
      });
  }
}

/**
 * A manager's menu document over the whole menu (ADR 065): checked here field by field, written by
 * the API in one transaction, answered with what changed; nothing changes when either refuses it.
 */
async function uploadMenu(request: Request, staff: SignedInStaff) {
  const { api, t, language } = staff;
  const read = await readMenuUpload(request, language);
  if (!read.ok) {
    const problem = t(`menu.uploadProblems.${read.problem}`);
    return data(
      { itemId: null, upload: { ok: false as const, problem, faults: read.faults } },
      400,
    );
  }
  const result = await attempt(request, t, () => api.uploadMenuDocument({ body: read.document }));
  if (!result.ok) {
    const { code, message } = result.failure;
    const refused = code === "MENU_REFUSED" || code === "BAD_REQUEST";
    const upload = refused
      ? {
          ok: false as const,
          problem: t("menu.uploadProblems.INVALID"),
          faults: message.split("; "),
        }
      : { ok: false as const, problem: message, faults: [] };
    return data({ itemId: null, upload }, code === "FORBIDDEN" ? 403 : 422);
  }
  const { categories, items, new_items, hidden_items } = result.value;
  return data({
    itemId: null,
    upload: {
      ok: true as const,
      categories,
      items,
      newItems: new_items,
      hiddenItems: hidden_items,
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const staff = await requireStaff(request);
  if (isFileForm(request)) return uploadMenu(request, staff);
  const { me, t } = staff;
  const url = new URL(request.url);
  const branch = chosenBranch(me, url.searchParams.get("branch"));
  const form = await request.formData();
  const itemId = Number(form.get("item_id")) || null;
  const change = menuChangeOf(form, (text) => readPriceInput(text, me.business.currency));
  if (!branch || !change.ok) {
    const message = change.ok ? t("errors.generic") : t(`menu.problems.${change.problem}`);
    return data({ itemId, message }, { status: 400 });
  }
  const result = await attempt(request, t, () => applyChange(staff, branch, change.change));
  if (!result.ok) {
    const status = result.failure.code === "FORBIDDEN" ? 403 : 409;
    return data({ itemId, message: result.failure.message }, { status });
  }
  // Back to the same list, at the dish: the page shows the change as the storefront now does.
  throw redirect(`${url.pathname}${url.search}#dish-${change.change.itemId}`);
}

export default function Menu() {
  const { me, branchId, query, currency, categories } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = useTranslate();
  const language = useLanguage();
  const branches = me.business.branches;
  const canEdit = canPause(me.staff.role);
  const count = categories.reduce((sum, category) => sum + category.items.length, 0);
  return (
    <StaffShell me={me}>
      <h1>{t("menu.title")}</h1>
      <p>{t(canEdit ? "menu.intro" : "menu.introStaff")}</p>
      {canEdit && (
        <p>
          <a href="/menu-document" download className="button">
            {t("menu.download")}
          </a>
        </p>
      )}
      {canEdit && <MenuUpload outcome={acted && "upload" in acted ? acted.upload : undefined} />}
      {branches.length > 1 && (
        <nav aria-label={t("board.branches")} className="branch-filter">
          {branches.map((branch) => (
            <Link
              key={branch.id}
              to={`/menu?branch=${branch.id}`}
              aria-current={branch.id === branchId ? "page" : undefined}
            >
              {localized(branch.name, language)}
            </Link>
          ))}
        </nav>
      )}
      <Form method="get" role="search" className="menu-search">
        <input type="hidden" name="branch" value={branchId ?? ""} />
        <label htmlFor="menu-q">{t("menu.search")}</label>
        <input id="menu-q" name="q" type="search" defaultValue={query} maxLength={60} />
        <button type="submit" className="button">
          {t("menu.find")}
        </button>
      </Form>
      {acted && "message" in acted && acted.itemId === null && (
        <p className="alert alert--error" role="alert">
          {acted.message}
        </p>
      )}
      {count === 0 && <p>{t(query ? "menu.noMatch" : "menu.empty")}</p>}
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>{localized(category.name, language)}</h2>
          <ul className="dish-list">
            {category.items.map((dish) => (
              <MenuDish
                key={dish.id}
                dish={dish}
                currency={currency}
                timeZone={me.business.time_zone}
                canEdit={canEdit}
                problem={
                  acted && "message" in acted && acted.itemId === dish.id
                    ? acted.message
                    : undefined
                }
              />
            ))}
          </ul>
        </section>
      ))}
    </StaffShell>
  );
}

export const ErrorBoundary = PageError;
